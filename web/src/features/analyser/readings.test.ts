import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_ITEMS, type RouteFeature } from '@fleetdeck/shared';
import { routeColumns } from '@fleetdeck/shared/routeColumns';
import { chartSeries } from './chartSeries.js';
import { readingAt, valueAt } from './readings.js';
import { replayedAt } from './replay.js';
import { routePath } from './routeLayers.js';
import { TEST_COLOURS } from './testRoutes.js';

const at = (second: number) => Date.parse('2026-11-25T08:00:00Z') + second * 1000;

/** A report at `second`; without a position when `lng` is null (the tracker's CAN-only lines). */
const report = (second: number, lng: number | null, speed: number | null): RouteFeature => ({
  type: 'Feature',
  geometry:
    lng === null
      ? { type: 'LineString', coordinates: [] }
      : { type: 'Point', coordinates: [lng, 45] },
  properties: { date: new Date(at(second)).toISOString(), speed },
});

describe('a reading at an instant', () => {
  // Reports with and without a position, a gap in speed, a fraction to round.
  const route = routeColumns([
    report(0, 9, 80),
    report(10, null, 85),
    report(20, 9.001, null),
    report(30, 9.002, 84.6),
    report(40, null, 62.4),
    report(50, 9.003, 60),
  ]);

  it('is the same on the chart cursor and on the replayed truck at every instant', () => {
    const speed = chartSeries(route, DEFAULT_CHART_ITEMS).find((s) => s.key === 'speed')!;
    const path = routePath(route, TEST_COLOURS);
    const truck = [{ id: 1, plate: 'AA111AA', path, main: true }];
    const read: number[] = [];
    for (let s = 0; s <= 50; s += 2.5) {
      const chart = readingAt(speed, at(s), speed.item.unit);
      const marker = replayedAt(at(s), truck)[0]?.speed;
      expect(marker, `at ${s} s`).toBe(chart);
      read.push(chart!);
    }
    // The reports without a position count too: 85 from the 10th second, not the point's 80.
    expect(read.slice(4, 8)).toEqual([85, 85, 85, 85]);
    expect(read[13]).toBe(85);
    expect(read[16]).toBe(62);
  });

  it('keeps the last value over a report without one, and has none before the first', () => {
    const samples = { times: [at(0), at(10), at(20)], values: [50, null, NaN] };
    expect(valueAt(samples, at(25))).toBe(50);
    expect(valueAt(samples, at(-1))).toBeNull();
    expect(valueAt({ times: [], values: [] }, at(0))).toBeNull();
  });

  it('rounds as the unit is shown', () => {
    const samples = { times: [at(0)], values: [84.56] };
    expect(readingAt(samples, at(1), 'km/h')).toBe(85);
    expect(readingAt(samples, at(1), 'l')).toBe(84.6);
  });
});
