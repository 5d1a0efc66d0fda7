import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AlertHandling } from '@fleetdeck/shared';
import type { LiveMessage } from '../../data/liveSocket.js';
import { alertHandling$, truckHandling, type HandlingMap } from './alertHandlingStore.js';

const rec = (
  truck: number,
  code: AlertHandling['code'],
  state: AlertHandling['state'],
  name = 'Ada',
): AlertHandling => ({
  truck_id: truck,
  code,
  state,
  by: { id: 1, name },
  note: null,
  at: '2026-11-26T10:00:00.000Z',
});

describe('alert handling records in the browser', () => {
  it('loads at each connection and keeps an event that came while the load was on its way', async () => {
    const messages = new Subject<LiveMessage>();
    let answer: (records: AlertHandling[]) => void = () => undefined;
    const loads: number[] = [];
    const seen: HandlingMap[] = [];
    alertHandling$(messages, () => {
      loads.push(loads.length);
      return new Promise((resolve) => (answer = resolve));
    }).subscribe((m) => seen.push(m));
    // While the first load is out, someone acknowledges truck 7's alert.
    messages.next({
      type: 'alerts',
      event: { records: [rec(7, 'no_gps', 'acknowledged')], cleared: [] },
    });
    answer([rec(3, 'no_points', 'resolved')]); // read before the acknowledgement was stored
    await Promise.resolve();
    await Promise.resolve();
    expect([...(seen.at(-1)?.keys() ?? [])].sort()).toEqual(['3:no_points', '7:no_gps']);

    // The alert of truck 3 clears.
    messages.next({
      type: 'alerts',
      event: { records: [], cleared: [{ truck_id: 3, code: 'no_points' }] },
    });
    expect([...(seen.at(-1)?.keys() ?? [])]).toEqual(['7:no_gps']);

    // A reconnection loads again (what happened meanwhile).
    messages.next({ type: 'connection', connected: true });
    expect(loads).toHaveLength(2);
  });

  it('reads a truck as new while any alert is unhandled, resolved once all are', () => {
    const records = new Map([
      ['5:no_gps', rec(5, 'no_gps', 'acknowledged', 'Ada')],
      ['5:no_points', rec(5, 'no_points', 'resolved', 'Bo')],
    ]);
    expect(truckHandling(5, ['no_gps', 'no_points', 'tacho_overspeed'], records)).toEqual({
      state: 'new',
      unhandled: 1,
    });
    expect(truckHandling(5, ['no_gps', 'no_points'], records)).toEqual({
      state: 'acknowledged',
      by: ['Ada', 'Bo'],
    });
    expect(truckHandling(5, ['no_points'], records)).toEqual({ state: 'resolved', by: ['Bo'] });
  });
});
