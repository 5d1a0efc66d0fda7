import { describe, expect, it } from 'vitest';
import { truckSchema } from '@fleetdeck/shared';
import { FleetSimulator } from './fleetSimulator.js';

describe('FleetSimulator', () => {
  it('is deterministic for a seed and a start time', () => {
    const a = new FleetSimulator(50, 7, 0);
    const b = new FleetSimulator(50, 7, 0);
    a.step(60);
    b.step(60);
    expect(a.list()).toEqual(b.list());
    expect(new FleetSimulator(50, 8, 0).list()).not.toEqual(a.list());
  });

  it('serves valid trucks with unique ids in northern Italy, and moves them', () => {
    const sim = new FleetSimulator(200, 1, 0);
    const before = sim.list();
    for (const t of before) expect(() => truckSchema.parse(t)).not.toThrow();
    expect(new Set(before.map((t) => t.id)).size).toBe(200);
    sim.step(30);
    const after = sim.list();
    const moved = after.filter((t, i) => t.lastpoint?.lat !== before[i]?.lastpoint?.lat);
    expect(moved.length).toBeGreaterThan(100);
    for (const t of after) {
      expect(t.lastpoint?.lat).toBeGreaterThan(43.5);
      expect(t.lastpoint?.lat).toBeLessThan(47);
      expect(t.lastpoint?.lng).toBeGreaterThan(6.5);
      expect(t.lastpoint?.lng).toBeLessThan(14.5);
    }
  });

  it('hands out copies that callers cannot use to change the simulation', () => {
    const sim = new FleetSimulator(3, 1, 0);
    const list = sim.list();
    const first = list[0];
    if (first?.lastpoint) first.lastpoint.lat = 0;
    expect(sim.list()[0]?.lastpoint?.lat).not.toBe(0);
  });
});
