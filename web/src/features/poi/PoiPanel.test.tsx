// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactTestRoot } from '../../../test/domHarness.js';
import { toastsAtom } from '../toasts/toastAtoms.js';
import {
  poiFormAtom,
  poiModeAtom,
  poisStateAtom,
  reloadPoisAtom,
  startCreateAtom,
} from './poiAtoms.js';
import { PoiPanel } from './PoiPanel.js';
import { fakePoiRelay, poiFixture } from '../../../test/poiRelay.js';

const dom = reactTestRoot();
let store: ReturnType<typeof createStore>;
const q = <T extends Element>(selector: string) => dom.container.querySelector<T>(selector);
const text = () => dom.container.textContent ?? '';
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  );
const input = (label: string) => {
  const found = [...dom.container.querySelectorAll('label')].find((l) => l.textContent === label);
  const control = found?.htmlFor
    ? document.getElementById(found.htmlFor)
    : found?.querySelector('input');
  return control as HTMLInputElement;
};
/** Types into a controlled input as a user does (React reads the native value setter). */
function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'value');
  act(() => {
    descriptor?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function check(element: HTMLInputElement) {
  act(() => element.click());
}
async function settle() {
  for (let i = 0; i < 10; i++) await act(() => Promise.resolve());
}
const render = () =>
  dom.render(
    <Provider store={store}>
      <PoiPanel onClose={() => {}} />
    </Provider>,
  );
const toastKeys = () => store.get(toastsAtom).map((t) => t.key);
const bologna = { label: 'Bologna', lat: 44.49, lng: 11.34 };

beforeEach(() => {
  store = createStore();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the POI form', () => {
  it('refuses to save without a name and a point, saying so beside them, with no request', async () => {
    const relay = fakePoiRelay();
    await store.set(reloadPoisAtom);
    store.set(startCreateAtom);
    render();
    act(() => button('Save')?.click());
    await settle();
    expect(text()).toContain('Required');
    expect(text()).toContain('Choose an address from the list or a point on the map');
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(relay.changes()).toEqual([]);
  });

  it('enables the entry and exit alerts only with a radius above zero', () => {
    fakePoiRelay();
    store.set(startCreateAtom);
    render();
    const entry = input('Entry');
    expect(entry.closest('fieldset')?.disabled).toBe(true);
    type(input('Radius (m)'), '250');
    expect(entry.closest('fieldset')?.disabled).toBe(false);
    type(input('Radius (m)'), '0');
    expect(entry.closest('fieldset')?.disabled).toBe(true);
  });

  it('asks for a point on the map for an address typed with no coordinates', () => {
    fakePoiRelay();
    store.set(startCreateAtom);
    render();
    expect(text()).not.toContain('pick the point on the map');
    act(() => store.set(poiFormAtom, { ...store.get(poiFormAtom), address: 'Via Roma 1' }));
    expect(text()).toContain('Address without coordinates: pick the point on the map');
    act(() => button('Select on map')?.click());
    expect(text()).toContain('Click the map to place the POI (Esc to cancel)');
  });

  it('creates the POI, then its notification for entry and exit, and goes back to the list', async () => {
    const relay = fakePoiRelay();
    await store.set(reloadPoisAtom);
    store.set(startCreateAtom);
    render();
    type(input('Name'), 'Magazzino Nord');
    act(() =>
      store.set(poiFormAtom, { ...store.get(poiFormAtom), address: bologna.label, place: bologna }),
    );
    type(input('Radius (m)'), '250');
    check(input('Entry'));
    check(input('Exit'));
    act(() => button('Save')?.click());
    await settle();
    expect(relay.calls.filter((c) => c.method !== 'GET')).toEqual([
      {
        method: 'POST',
        path: '/poi',
        body: {
          description: 'Magazzino Nord',
          lat: 44.49,
          lng: 11.34,
          radius: 250,
          type: 1,
          color: null,
          note: '',
          address: 'Bologna',
        },
      },
      {
        method: 'POST',
        path: '/poi/notifications',
        body: { poiId: 100, emailAddresses: [], notificationEvents: 'both' },
      },
    ]);
    expect(toastKeys()).toEqual([
      'manage_poi.messages.add_success',
      'manage_poi.messages.notification_create_success',
    ]);
    expect(store.get(poiModeAtom)).toEqual({ mode: 'list' });
    expect(text()).toContain('Magazzino Nord');
    expect(q('.poi-badges')?.textContent).toBe('E-mail alerts:EntryExit');
  });

  it('updates the notification when the alerts change, and deletes it with both unchecked', async () => {
    const poi = poiFixture({ id: 5, description: 'Porto', radius: 300, type: 6 });
    const relay = fakePoiRelay({
      pois: [poi],
      notifications: [{ id: 9, poiId: 5, emailAddresses: ['a@b.it'], notificationEvents: 'in' }],
    });
    await store.set(reloadPoisAtom);
    render();
    act(() => button('Edit: Porto')?.click());
    expect(input('Entry').checked).toBe(true);
    expect(text()).toContain('Recipients: a@b.it');
    check(input('Exit'));
    act(() => button('Save')?.click());
    await settle();
    expect(relay.changes()).toEqual(['PUT /poi/5', 'PUT /poi/notifications/9']);
    expect(relay.notifications.get(9)).toMatchObject({
      emailAddresses: ['a@b.it'],
      notificationEvents: 'both',
    });

    act(() => button('Edit: Porto')?.click());
    check(input('Entry'));
    check(input('Exit'));
    act(() => button('Save')?.click());
    await settle();
    expect(relay.changes().slice(2)).toEqual(['PUT /poi/5', 'DELETE /poi/notifications/9']);
    expect(toastKeys()).toContain('manage_poi.messages.notification_delete_success');
  });

  it("shows the relay's 400 beside the field it names, and stays in the form", async () => {
    fakePoiRelay();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await store.set(reloadPoisAtom);
    store.set(startCreateAtom);
    render();
    type(input('Name'), 'Cancello');
    act(() =>
      store.set(poiFormAtom, { ...store.get(poiFormAtom), address: bologna.label, place: bologna }),
    );
    type(input('Radius (m)'), '-1');
    act(() => button('Save')?.click());
    await settle();
    const radius = input('Radius (m)');
    expect(radius.getAttribute('aria-invalid')).toBe('true');
    const problem = radius.parentElement?.querySelector('.error-text');
    expect(problem?.textContent).toBe('Too small: expected number to be >=0');
    expect(store.get(poiModeAtom)).toEqual({ mode: 'create' });
    expect(store.get(toastsAtom).at(-1)).toMatchObject({
      kind: 'error',
      key: 'manage_poi.messages.add_error',
      values: { error: 'radius: Too small: expected number to be >=0' },
    });
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the POI list', () => {
  const pois = [
    poiFixture({ id: 1, description: 'Officina Rossi', type: 4 }),
    poiFixture({ id: 2, description: 'Cliente Bianchi', type: 5, radius: 100 }),
    poiFixture({ id: 3, description: 'Cliente Verdi', type: 5 }),
  ];
  const rows = () =>
    [...dom.container.querySelectorAll('.poi-row strong')].map((s) => s.textContent);

  it('filters by text once the typing stops, and by type', async () => {
    fakePoiRelay({ pois });
    await store.set(reloadPoisAtom);
    vi.useFakeTimers();
    render();
    expect(rows()).toEqual(['Cliente Bianchi', 'Cliente Verdi', 'Officina Rossi']);
    type(input('Search by name'), 'cliente');
    expect(rows()).toHaveLength(3);
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(rows()).toEqual(['Cliente Bianchi', 'Cliente Verdi']);
    const select = input('Filter by type') as unknown as HTMLSelectElement;
    act(() => {
      select.value = '4';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(rows()).toEqual([]);
    expect(text()).toContain('No POI matches the filter');
  });

  it('deletes a POI and its notification after the confirmation', async () => {
    const relay = fakePoiRelay({
      pois,
      notifications: [{ id: 8, poiId: 2, emailAddresses: [], notificationEvents: 'out' }],
    });
    await store.set(reloadPoisAtom);
    render();
    act(() => button('Delete: Cliente Bianchi')?.click());
    expect(document.body.textContent).toContain('Are you sure you want to delete it?');
    act(() => button('No')?.click());
    expect(relay.changes()).toEqual([]);
    act(() => button('Delete: Cliente Bianchi')?.click());
    act(() => button('Yes')?.click());
    await settle();
    expect(relay.changes()).toEqual(['DELETE /poi/2', 'DELETE /poi/notifications/8']);
    expect(toastKeys()).toEqual([
      'manage_poi.messages.delete_success',
      'manage_poi.messages.notification_delete_success',
    ]);
    expect(rows()).toEqual(['Cliente Verdi', 'Officina Rossi']);
    expect(store.get(poisStateAtom)).toMatchObject({ status: 'ready', notifications: [] });
  });

  it('saves the alert recipients with the blank ones removed', async () => {
    const relay = fakePoiRelay({ pois });
    await store.set(reloadPoisAtom);
    render();
    act(() => button('Alert recipients')?.click());
    await settle();
    const emails = () => [...document.querySelectorAll<HTMLInputElement>('.poi-emails input')];
    expect(emails()).toHaveLength(1);
    expect(emails()[0]?.type).toBe('email');
    type(emails()[0]!, 'ops@example.com');
    act(() => button('Add e-mail')?.click());
    act(() => button('Add e-mail')?.click());
    type(emails()[2]!, 'night@example.com');
    expect(emails()).toHaveLength(3);
    act(() => button('Remove e-mail 3')?.click());
    expect(emails().map((e) => e.value)).toEqual(['ops@example.com', '']);
    act(() => button('Add e-mail')?.click());
    type(emails()[2]!, '  night@example.com ');
    const form = document.querySelector<HTMLFormElement>('.poi-settings form')!;
    act(() => form.requestSubmit());
    await settle();
    expect(relay.settings).toEqual(['ops@example.com', 'night@example.com']);
    expect(toastKeys()).toEqual(['add_emails_success']);
  });
});
