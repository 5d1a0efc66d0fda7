// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactTestRoot } from '../../../../test/domHarness.js';
import { fakeRoutesRelay } from '../../../../test/savedRoutesRelay.js';
import { plannerFormAtom } from '../plannerAtoms.js';
import { defaultForm } from '../plannerForm.js';
import { SavedRoutesDialog } from './SavedRoutesDialog.js';

const dom = reactTestRoot();
let store: ReturnType<typeof createStore>;
let closed = 0;
const text = () => document.body.textContent ?? '';
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  );
const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const press = (target: Element | undefined) => act(() => (target as HTMLElement).click());
const settled = () =>
  vi.waitFor(() => expect(text()).not.toContain('Loading saved routes'), {
    timeout: 10_000,
    interval: 10,
  });
const render = () =>
  dom.render(
    <Provider store={store}>
      <SavedRoutesDialog open onClose={() => closed++} />
    </Provider>,
  );

beforeEach(() => {
  store = createStore();
  store.set(plannerFormAtom, defaultForm(new Date('2026-11-26T08:00:00')));
  closed = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the saved routes modal', () => {
  it('says when there is none, with set route disabled and no pages', async () => {
    fakeRoutesRelay(0);
    render();
    await settled();
    expect(text()).toContain('No saved routes');
    expect(button('Use route')?.disabled).toBe(true);
    expect(document.querySelector('nav.pager')).toBeNull();
  });

  it('shows pages only past 10; set route waits for a choice, then fills the form', async () => {
    fakeRoutesRelay(11);
    render();
    await settled();
    expect(radios()).toHaveLength(10);
    expect(document.querySelector('nav.pager')?.textContent).toContain('Page 1 of 2');
    expect(button('Use route')?.disabled).toBe(true);
    press(button('Next'));
    await vi.waitFor(() => expect(radios()).toHaveLength(1), { timeout: 10_000, interval: 10 });
    press(radios()[0]);
    expect(button('Use route')?.disabled).toBe(false);
    press(button('Use route'));
    expect(closed).toBe(1);
    const form = store.get(plannerFormAtom);
    expect(form.waypoints.map((w) => w.coordinate?.label ?? null)).toEqual(['M1', null]);
  });

  it('a failed load says so in words and retries', async () => {
    const relay = fakeRoutesRelay(3);
    relay.state.failList = true;
    render();
    await vi.waitFor(() => expect(text()).toContain('Could not load the saved routes'), {
      timeout: 10_000,
      interval: 10,
    });
    relay.state.failList = false;
    press(button('Retry'));
    await vi.waitFor(() => expect(radios()).toHaveLength(3), { timeout: 10_000, interval: 10 });
    expect(text()).not.toContain('Could not load');
  });
});
