import { describe, expect, it } from 'vitest';
import { activitiesAnswer, stopsAnswer, timelineAnswer } from './answers.js';
import type { PositionRow, SlotPeriod } from './queries.js';

const T0 = Date.parse('2026-12-03T08:00:00Z');
const MIN = 60_000;
const iso = (min: number): string => new Date(T0 + min * MIN).toISOString();

/** A position at `min` minutes after T0, moving at `speed` (ignition on when moving). */
function at(min: number, speed: number, odometerKm = min): PositionRow {
  return {
    t: T0 + min * MIN,
    lat: 45 + min / 1000,
    lng: 9,
    altitude: null,
    heading: 0,
    speed,
    ignition: speed > 0,
    odometer_m: odometerKm * 1000,
    fuel_level_pct: null,
    fuel_used_l: min / 10,
    tacho_speed_kmh: null,
    engine_rpm: null,
    driver1_state: null,
  };
}

const period = (a: number, b: number, activity: number | null, card: string | null) =>
  ({
    truckId: 1,
    slot: 1,
    start: T0 + a * MIN,
    end: T0 + b * MIN,
    card,
    driverId: null,
    activity,
  }) satisfies SlotPeriod;

describe('device history answers', () => {
  // Moving 0-10, standing 10-13 (3 min), moving 13-30, standing 30-50, moving at 50.
  const rows = [
    at(0, 50),
    at(5, 60),
    at(10, 0),
    at(12, 0),
    at(13, 40),
    at(20, 70),
    at(30, 0),
    at(40, 0),
    at(50, 30),
  ];

  it('finds standing runs at least the minimum long, ending at the next moving report', () => {
    const stops = stopsAnswer(rows, 5 * 60).features.map((f) => f.properties);
    expect(stops).toEqual([{ DURATION: 1200, start_date: iso(30), end_date: iso(50) }]);
    expect(stopsAnswer(rows, 60).features.map((f) => f.properties.start_date)).toEqual([
      iso(10),
      iso(30),
    ]);
  });

  it('counts ignition off as standing even when the speed reads above zero', () => {
    const drifting = [
      at(0, 50),
      { ...at(1, 3), ignition: false },
      { ...at(9, 2), ignition: false },
      at(10, 50),
    ];
    expect(stopsAnswer(drifting, 5 * 60).features.map((f) => f.properties.DURATION)).toEqual([540]);
  });

  it('folds stops shorter than the break into the trip, and measures by odometer and fuel', () => {
    const items = timelineAnswer(rows, [], 5 * 60, 'all', false);
    expect(items.map((i) => [i['type'], i['start_date'], i['end_date']])).toEqual([
      ['moving', iso(0), iso(30)],
      ['stop', iso(30), iso(50)],
      ['moving', iso(50), iso(50)],
    ]);
    expect(items[0]).toMatchObject({ distance: 30, fuel_consumption: 3, duration: 1800 });
    expect(items[1]).toMatchObject({ stop_index: 0, distance: 20 });
  });

  it('joins equal adjacent activities and gives one driver item per card period', () => {
    const periods = [
      period(0, 10, 3, 'A'),
      period(10, 20, 3, 'A'),
      period(20, 30, 0, 'A'),
      period(30, 40, 0, null),
      period(40, 50, null, 'B'),
    ];
    const items = timelineAnswer(rows, periods, 5 * 60, 'activity', true);
    expect(items).toEqual([
      { type: 'activity', activity: 3, start_date: iso(0), end_date: iso(20), duration: 1200 },
      { type: 'activity', activity: 0, start_date: iso(20), end_date: iso(40), duration: 1200 },
      expect.objectContaining({ type: 'driver', card: 'A', start_date: iso(0), end_date: iso(30) }),
      expect.objectContaining({
        type: 'driver',
        card: 'B',
        start_date: iso(40),
        end_date: iso(50),
      }),
    ]);
    const features = activitiesAnswer(periods, rows).features;
    // Each activity placed where the truck was when it began.
    expect(features.map((f) => f.geometry.coordinates[1])).toEqual([45, 45.02]);
  });
});
