import { describe, expect, it } from 'vitest';
import { ALERT_CODES, truckSchema, trucksResponseSchema, vehicleAlerts } from '@fleetdeck/shared';
import { distanceM } from '@fleetdeck/shared/roads';
import { FleetSimulator } from './fleetSimulator.js';
import { routeFeatures } from './history.js';

const START = Date.parse('2026-11-18T09:00:00Z');

describe('FleetSimulator', () => {
  it('is deterministic for a seed and a start time, however it is stepped', () => {
    const a = new FleetSimulator(300, 7, START, { historyHours: 6 });
    const b = new FleetSimulator(300, 7, START, { historyHours: 6 });
    a.step(600);
    for (let i = 0; i < 600; i++) b.step(1);
    expect(a.list()).toEqual(b.list());
    expect(new FleetSimulator(300, 8, START, { historyHours: 6 }).list()).not.toEqual(
      new FleetSimulator(300, 7, START, { historyHours: 6 }).list(),
    );
  });

  it('serves valid, unique trucks that drive along the roads at believable speeds', () => {
    const sim = new FleetSimulator(400, 1, START, { historyHours: 6 });
    const before = sim.list();
    for (const t of before) expect(() => truckSchema.parse(t)).not.toThrow();
    expect(new Set(before.map((t) => t.id)).size).toBe(400);
    sim.step(120);
    const after = sim.list();
    const moving = after.filter((t) => (t.lastpoint?.speed ?? 0) > 0);
    expect(moving.length).toBeGreaterThan(60);
    const g = sim.graph;
    for (const t of moving) {
      const lp = t.lastpoint;
      if (!lp) continue;
      expect(lp.speed).toBeLessThan(100);
      // Within a few hundred metres of a densified road point: trucks never cut across country.
      let best = Infinity;
      for (let p = 0; p < g.pointLat.length && best > 600; p++) {
        best = Math.min(
          best,
          distanceM(lp.lat, lp.lng, g.pointLat[p] as number, g.pointLng[p] as number),
        );
      }
      expect(best, `truck ${t.id}`).toBeLessThan(600);
    }
    // Trailers report every five minutes, so only motor vehicles are held to the two minutes.
    const movedKm = moving
      .filter((t) => t.type !== 3)
      .map((t) => {
        const was = before.find((x) => x.id === t.id)?.lastpoint;
        return was && t.lastpoint
          ? distanceM(was.lat, was.lng, t.lastpoint.lat, t.lastpoint.lng) / 1000
          : 0;
      });
    // Two minutes at truck speeds: at most ~3.3 km, never a jump.
    expect(Math.max(...movedKm)).toBeLessThan(3.5);
  });

  it('shows every alert type of the spec somewhere in a fleet of 2,000', () => {
    const sim = new FleetSimulator(2000, 42, START, { historyHours: 60 });
    sim.step(30);
    // The product's own alert rules (shared), applied to what upstream serves.
    const served = trucksResponseSchema.parse({ data: sim.list() }).data;
    const seen = new Set(served.flatMap((t) => vehicleAlerts(t, sim.now).map((a) => a.code)));
    expect([...seen].sort()).toEqual([...ALERT_CODES].sort());
    // At realistic rates: no alert is on more than a few percent of the fleet.
    for (const code of ALERT_CODES) {
      const count = served.filter((t) =>
        vehicleAlerts(t, sim.now).some((a) => a.code === code),
      ).length;
      expect(count, code).toBeLessThan(served.length * 0.05);
    }
    // Companies: a master with two slaves and an unrelated one, all with vehicles.
    const trucks = sim.list();
    for (const c of [1, 2, 3, 4]) expect(trucks.some((t) => t.details.company === c)).toBe(true);
    expect(sim.list(1).length).toBeGreaterThan(sim.list(2).length + sim.list(3).length);
    expect(sim.list(4).every((t) => t.details.company === 4)).toBe(true);
    expect(trucks.some((t) => t.type === 3 && t.lastpoint?.driver === null)).toBe(true);
    expect(trucks.some((t) => t.lastpoint?.codriver)).toBe(true);
  });

  it('agrees with its history: the last route point up to now is the live last point', () => {
    const sim = new FleetSimulator(200, 3, START, { historyHours: 24 });
    for (let i = 0; i < 5; i++) {
      sim.step(37);
      const now = sim.now / 1000;
      for (const t of sim.list().slice(0, 60)) {
        const v = sim.vehicle(t.id);
        if (!v || !t.lastpoint || v.deadAt !== null) continue;
        const route = routeFeatures(sim, v, now - 3600, now).features;
        const last = route[route.length - 1];
        expect(last?.geometry.coordinates).toEqual([t.lastpoint.lng, t.lastpoint.lat]);
        expect(last?.properties).toMatchObject({
          date: t.lastpoint.date,
          speed: t.lastpoint.speed,
          odometer: t.lastpoint.odometer,
          fuel_total: t.lastpoint.fuel_total,
        });
      }
    }
  });

  it('a lock command shows in the next changes-since answer, not only in the whole list', () => {
    const sim = new FleetSimulator(300, 5, START, { historyHours: 2 });
    const v = sim.fleet.vehicles.find((x) => x.douts.dout_1.enable);
    expect(v).toBeDefined();
    if (!v) return;
    const before = sim.revision;
    expect(sim.listChanged(before).some((t) => t.id === v.id)).toBe(false);
    expect(sim.setOutput(v, 1, !v.douts.dout_1.value)).toBe(true);
    const changed = sim.listChanged(before).find((t) => t.id === v.id);
    expect(changed?.tracker_configuration?.dout_1?.value).toBe(v.douts.dout_1.value);
    expect(sim.listChanged(sim.revision)).toEqual([]);
  });

  it('hands out copies that callers cannot use to change the simulation', () => {
    const sim = new FleetSimulator(3, 1, START, { historyHours: 1 });
    const first = sim.list()[0];
    if (first?.lastpoint) first.lastpoint.lat = 0;
    expect(sim.list()[0]?.lastpoint?.lat).not.toBe(0);
    // Nested parts are shared between copies, so they are frozen rather than copied.
    expect(() => {
      if (first?.lastpoint) first.lastpoint.telemetry.battery_level = 0;
    }).toThrow(TypeError);
    expect(() => {
      if (first) first.details.company = 99;
    }).toThrow(TypeError);
  });
});
