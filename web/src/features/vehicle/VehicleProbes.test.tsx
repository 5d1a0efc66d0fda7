// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactTestRoot } from '../../../test/domHarness.js';
import type { Truck } from '@fleetdeck/shared';
import { writeSession } from '../../app/session/session.js';
import { VehicleProbes } from './VehicleProbes.js';

const dom = reactTestRoot();
const TRACTOR: Truck = { id: 12, plate: 'AA111BB', lastpoint: null };
const probe = (mac: string, plate: string, extra: object) => ({
  mac,
  timestamp: new Date(Date.now() - 120_000).toISOString(),
  type: 6,
  status: 1,
  battery_percentage: 50,
  vehicle: { plate },
  ...extra,
});
const DEVICES = [
  probe('aa:01', 'TR001LR', { model: 5, temperature: -14.2, set_point: -20 }),
  probe('aa:02', 'TR001LR', { model: 4, door_open: true, battery_percentage: 12 }),
  probe('aa:03', 'ZZ999ZZ', { model: 4, door_open: false }),
];
const EVENTS = [
  {
    id: 2,
    event_type: 'engine_off',
    position: { lat: 45.1, lng: 9.2 },
    truck_id: 12,
    date: '2026-11-25T10:00:00Z',
  },
  {
    id: 1,
    event_type: 'door_open',
    position: { lat: 45.123456, lng: 9.654321 },
    truck_id: 12,
    date: '2026-11-25T09:00:00Z',
  },
];

let answers: Record<string, () => Response>;
const asked: string[] = [];
/** What each part shows until its answer is in (`bluetooth.loading`, `bluetooth.events_loading`). */
const LOADING = ['Loading devices…', 'Loading events…'];
/**
 * Waits until `check` holds of the screen. The act environment is off meanwhile, as Testing
 * Library's waitFor has it: React then renders the answers as they land, as in a browser, rather
 * than holding them for an act() scope.
 */
const waitForScreen = async (check: () => void): Promise<void> => {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await vi.waitFor(check, { timeout: 5_000, interval: 5 });
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  }
};
const render = async (hooked: string | undefined): Promise<void> => {
  dom.render(
    <Provider store={createStore()}>
      <VehicleProbes truck={TRACTOR} hookedPlate={hooked} timeZone="Europe/Rome" />
    </Provider>,
  );
  // Both parts have asked (their effects ran in act) and say they are loading; their answers
  // are on screen once neither does.
  const loading = () => LOADING.filter((l) => (dom.container.textContent ?? '').includes(l));
  expect(loading()).toEqual(LOADING);
  await waitForScreen(() => expect(loading()).toEqual([]));
};
const text = (selector: string) => dom.container.querySelector(selector)?.textContent ?? '';

beforeEach(() => {
  asked.length = 0;
  writeSession({ sso_token: 'token', params: { Azienda: 1 } });
  answers = {
    '/api/geofleet/bluetooth_accessories': () => Response.json({ data: DEVICES }),
    '/api/trucks/12/events': () => Response.json({ data: EVENTS }),
  };
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    const answer = answers[url.split('?')[0] ?? ''];
    return Promise.resolve(answer ? answer() : new Response('{}', { status: 404 }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('VehicleProbes', () => {
  it("shows the hooked trailer's probes: temperature against its band, doors, batteries", async () => {
    await render('TR001LR');
    const probes = dom.container.querySelectorAll('.vehicle-probes li');
    expect([...probes].map((li) => li.getAttribute('data-mac'))).toEqual(['aa:01', 'aa:02']);
    expect(text('.vehicle-probes li[data-mac="aa:01"]')).toContain('-14,2 °C');
    expect(text('[data-testid="probe-band"]')).toBe('Set point -20 °C (±2 °C) · Out of the band');
    expect(text('.vehicle-probes li[data-mac="aa:02"]')).toContain('Door open');
    expect(text('.vehicle-probes li[data-mac="aa:02"] .bt-battery')).toBe('12 % critical');
    expect(text('.vehicle-probes li[data-mac="aa:02"]')).toContain('2 min ago');
  });

  it('lists the recent events in words with time and position, newest first', async () => {
    await render(undefined);
    expect(dom.container.querySelector('.vehicle-probes')).toBeNull();
    const items = [...dom.container.querySelectorAll('.vehicle-events li')];
    expect(items.map((li) => li.getAttribute('data-event'))).toEqual(['engine_off', 'door_open']);
    expect(items[1]?.textContent).toBe('Door open 25/11/2026 10:0045.12346, 9.65432');
    const since = new URL(
      asked.find((u) => u.includes('/events'))!,
      'http://x',
    ).searchParams;
    expect(Date.now() - Date.parse(since.get('since')!)).toBeGreaterThan(86_000_000);
  });

  it('says when there are no events, and offers a retry when they fail', async () => {
    answers['/api/trucks/12/events'] = () => Response.json({ data: [] });
    await render(undefined);
    expect(text('.vehicle-events p')).toBe('No events in the last 24 hours');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answers['/api/trucks/12/events'] = () => new Response('{}', { status: 502 });
    act(() => dom.root.render(null));
    await render(undefined);
    expect(text('.vehicle-events [role="alert"]')).toContain('Could not load the events');
    expect(logged).toHaveBeenCalled();
  });
});
