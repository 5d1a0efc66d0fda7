import { findInfringements } from '@fleetdeck/shared';
import { describe, expect, it } from 'vitest';
import { FleetSimulator } from './fleetSimulator.js';
import { driverPeriods } from './plafond.js';

const START = Date.parse('2026-11-18T09:00:00Z');

describe('the simulated drivers and the EU 561 engine', () => {
  /** Every infringement of every driver, as `driver rule line`. */
  const judge = (sim: FleetSimulator): string[] => {
    const found: string[] = [];
    for (const driver of sim.fleet.drivers) {
      const v = sim.vehicle(driver.vehicleId);
      const team = Boolean(v?.driver && v.codriver);
      const periods = driverPeriods(sim, driver);
      for (const f of findInfringements({ periods, now: sim.now / 1000, team }))
        found.push(`${driver.id} ${f.rule} ${f.line}`);
    }
    return found;
  };

  it.each([3, 42])(
    'by default every driver keeps Regulation 561/2006 over a week (seed %i)',
    (seed) => {
      expect(judge(new FleetSimulator(400, seed, START, { historyHours: 168 }))).toEqual([]);
    },
  );

  it('with a share set, about that share of trucks show infringements, of the bent rules only', () => {
    const lawful = new FleetSimulator(400, 3, START, { historyHours: 168 });
    const sim = new FleetSimulator(400, 3, START, { historyHours: 168, infringingShare: 0.1 });
    const found = judge(sim);
    const drivers = new Set(found.map((f) => f.split(' ')[0]));
    expect(drivers.size).toBeGreaterThan(10);
    expect(drivers.size).toBeLessThan(80);
    const rules = new Set(found.map((f) => f.split(' ')[1]));
    expect(rules.has('break')).toBe(true);
    expect(rules.has('daily_driving') || rules.has('extended_day')).toBe(true);
    expect(rules.has('daily_rest')).toBe(true);
    // Trucks outside the share (and the trailers they pull) keep the very same plans.
    const bent = new Set(
      sim.fleet.vehicles
        .filter((v) => v.planner?.bendsRules)
        .flatMap((v) => [v.id, ...(v.trailerId === null ? [] : [v.trailerId])]),
    );
    expect(bent.size).toBeLessThan(80);
    const same = lawful.list().filter((t) => !bent.has(t.id));
    const byId = new Map(sim.list().map((t) => [t.id, t]));
    for (const t of same) expect(byId.get(t.id)).toEqual(t);
  });
});
