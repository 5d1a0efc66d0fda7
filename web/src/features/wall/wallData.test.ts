import { describe, expect, it } from 'vitest';
import type { SourceHealth, Truck } from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import {
  bannerState,
  dataAge,
  drivingSoon,
  fleetCounters,
  formatAge,
  wallGrid,
} from './wallData.js';

const health = (state: SourceHealth['state'], lastSuccessAt: number | null): SourceHealth => ({
  source: 'trucks',
  state,
  lastSuccessAt,
  consecutiveFailures: state === 'ok' ? 0 : 3,
  lastError: null,
});

describe('the wall’s figures', () => {
  it('counts trucks by status and by alert kind', () => {
    const d = (status: DerivedTruck['status'], codes: string[]) =>
      ({ status, alerts: codes.map((code) => ({ code, icon: '' })) }) as unknown as DerivedTruck;
    const c = fleetCounters([
      d('moving', ['no_gps']),
      d('moving', []),
      d('stopped', ['no_gps', 'no_points']),
    ]);
    expect(c.total).toBe(3);
    expect(c.byStatus.moving).toBe(2);
    expect(c.byStatus.stopped).toBe(1);
    expect(c.byAlert.no_gps).toBe(2);
    expect(c.byAlert.no_points).toBe(1);
    expect(c.byAlert.tacho_overspeed).toBe(0);
  });

  it('says live while the last poll succeeded and stale since the last good one after', () => {
    expect(dataAge(health('ok', 10_000), 13_000)).toEqual({ state: 'live', age: 3000 });
    expect(dataAge(health('degraded', 10_000), 22_000)).toEqual({ state: 'stale', age: 12_000 });
    expect(dataAge(health('down', null), 22_000)).toEqual({ state: 'none' });
    expect(dataAge(undefined, 1)).toEqual({ state: 'none' });
    expect(formatAge(12_400)).toBe('12 s');
    expect(formatAge(4 * 60_000 + 5000)).toBe('4 min');
    expect(formatAge(125 * 60_000)).toBe('2 h 05');
  });

  it('lists drivers at the wheel running out of driving time, soonest first', () => {
    const truck = (id: number, plate: string, driverId: number) =>
      ({
        id,
        plate,
        lastpoint: { driver: { id: driverId, name: 'A', surname: plate } },
      }) as unknown as Truck;
    const plafond = (state: string, drive: number) => ({
      view: {},
      plafond: { detectionState: state, drivePlafond: drive },
    });
    const feed = {
      '11': plafond('DRIVE', 40 * 60),
      '12': plafond('DRIVE', 10 * 60),
      '13': plafond('REST', 5 * 60), // resting: not running out at the wheel
      '14': plafond('DRIVE', 3 * 3600), // plenty left
    };
    const list = drivingSoon(
      feed,
      [
        truck(1, 'AA', 11),
        truck(2, 'BB', 12),
        truck(3, 'CC', 13),
        truck(4, 'DD', 14),
        truck(5, 'EE', 1),
      ],
      45 * 60,
    );
    expect(list.map((x) => [x.plate, x.left])).toEqual([
      ['BB', 600],
      ['AA', 2400],
    ]);
  });
});

describe('the wall’s banner', () => {
  const ok = health('ok', 1000);
  it('waits a few seconds before calling the live stream down, then dates it', () => {
    expect(bannerState('offline', 1000, ok, 5000)).toBeUndefined();
    expect(bannerState('offline', 3000, ok, 5000)).toEqual({ kind: 'stream', since: 5000 });
  });
  it('says so when the vehicles’ upstream fails while the stream is up, from its last good poll', () => {
    expect(bannerState('live', 0, ok, 0)).toBeUndefined();
    expect(bannerState('live', 0, health('degraded', 42_000), 0)).toEqual({
      kind: 'upstream',
      since: 42_000,
    });
    expect(bannerState('live', 0, health('down', null), 0)).toBeUndefined();
  });

  it('lays the tiles out to fill the screen, with the map or without', () => {
    expect(wallGrid(['counters', 'alerts', 'driving'], true)).toEqual({
      columns: '11fr 9fr',
      rows: 'auto minmax(0, 1fr) minmax(0, 1fr)',
    });
    expect(wallGrid(['health', 'alerts'], true).rows).toBe('auto minmax(0, 1fr)');
    expect(wallGrid([], true).rows).toBe('auto');
    expect(wallGrid(['alerts'], false)).toEqual({
      columns: 'repeat(1, minmax(0, 1fr))',
      rows: 'repeat(1, minmax(0, 1fr))',
    });
    expect(wallGrid(['counters', 'alerts', 'driving'], false).columns).toBe(
      'repeat(3, minmax(0, 1fr))',
    );
    expect(wallGrid(['counters', 'alerts', 'driving', 'health'], false)).toEqual({
      columns: 'repeat(2, minmax(0, 1fr))',
      rows: 'repeat(2, minmax(0, 1fr))',
    });
  });
});
