import { describe, expect, it } from 'vitest';
import { distanceM } from '@fleetdeck/shared/roads';
import { FleetSimulator } from './fleetSimulator.js';
import { driverActivities, stopFeatures, timeline, vehiclePassage } from './history.js';

const START = Date.parse('2026-11-18T15:00:00Z');

describe('simulator history', () => {
  const sim = new FleetSimulator(250, 21, START, { historyHours: 12 });
  const now = sim.now / 1000;

  it(
    'finds exactly the reports a brute-force scan of every report finds',
    { timeout: 60_000 },
    () => {
      const places: [number, number, number][] = [
        [44.4949, 11.3426, 2000], // Bologna, a motorway hub
        [45.4643, 9.1895, 500],
        [45.0, 10.0, 3000],
      ];
      let hits = 0;
      for (const [lat, lng, radius] of places) {
        const brute = new Map<number, string[]>();
        for (const v of sim.fleet.vehicles) {
          sim.forEachReport(v, now - 6 * 3600, now, (t, phase) => {
            const lp = sim.dress(v, phase, t);
            if (distanceM(lat, lng, lp.lat, lp.lng) <= radius) {
              brute.set(v.id, [...(brute.get(v.id) ?? []), lp.date]);
            }
          });
        }
        const found = vehiclePassage(sim, lat, lng, radius, now - 6 * 3600, now);
        expect(new Map(found.map((r) => [r.id, r.events.map((e) => e.timestamp)]))).toEqual(brute);
        hits += brute.size;
      }
      expect(hits).toBeGreaterThan(5);
    },
  );

  it('tiles the requested window with activity periods and keeps stops apart from driving', () => {
    const v = sim.fleet.vehicles.find((x) => x.planner && x.deadAt === null);
    if (!v) throw new Error('no truck');
    const rows = driverActivities(sim, v, now - 8 * 3600, now);
    expect(rows[0]?.start_date).toBe(new Date((now - 8 * 3600) * 1000).toISOString());
    expect(rows.reduce((s, r) => s + r.duration, 0)).toBeCloseTo(8 * 3600, -1);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]?.start_date).toBe(rows[i - 1]?.end_date);
      expect(rows[i]?.activity).not.toBe(rows[i - 1]?.activity);
    }
    const stops = stopFeatures(sim, v, now - 8 * 3600, now, 600).features;
    const driving = rows.filter((r) => r.activity === 3);
    for (const s of stops) {
      for (const d of driving) {
        const overlap =
          Math.min(Date.parse(s.properties.end_date), Date.parse(d.end_date)) -
          Math.max(Date.parse(s.properties.start_date), Date.parse(d.start_date));
        expect(overlap).toBeLessThanOrEqual(0);
      }
    }
  });

  it('gives the driver item only for the part of a range the history covers', () => {
    const v = sim.fleet.vehicles.find((x) => x.driver && x.driver.id > 1)!;
    const before = timeline(sim, v, now - 40 * 86_400, now - 39 * 86_400, 900, 'all', true);
    expect(before.filter((i) => i['type'] === 'driver')).toEqual([]);
    const recent = timeline(sim, v, now - 3600, now, 900, 'all', true);
    const driver = recent.find((i) => i['type'] === 'driver');
    expect(driver?.['duration']).toBe(3600);
    expect(recent.every((i) => (i['duration'] as number) >= 0)).toBe(true);
  });
});
