import { describe, expect, it } from 'vitest';
import { FleetSimulator } from '../fleetSimulator.js';
import { backfillReports, MAX_BACKFILL_HOURS } from './backfill.js';

const START = Date.UTC(2026, 2, 10, 9, 0, 0);

describe('the device back-fill', () => {
  const sim = new FleetSimulator(30, 3, START, { historyHours: 48 });
  const nowS = sim.now / 1000;

  it("replays a truck's reports of a window in time order, at most one a minute but every phase start", () => {
    let moved = false;
    for (const truck of sim.list().filter((t) => t.type !== 3)) {
      const reports = backfillReports(sim, truck.id, { fromS: nowS - 24 * 3600, toS: nowS - 1 });
      const times = reports.map((r) => Date.parse(r.date) / 1000);
      expect(times.length).toBeGreaterThan(0);
      expect(times[0]).toBeGreaterThanOrEqual(nowS - 24 * 3600);
      // Before the live report, strictly increasing.
      expect(times.at(-1)!).toBeLessThan(nowS);
      for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
      // Thinned: a day of 10-second driving reports stays in the low thousands.
      expect(times.length).toBeLessThan(24 * 60 + 200);
      // The activities the tachograph changed through are all there (for the plafond).
      const activities = new Set(reports.map((r) => r.activity));
      if (reports.some((r) => r.speed > 30) && activities.size > 1) moved = true;
    }
    expect(moved, 'some truck drove and changed activity over the day').toBe(true);
  });

  it('is bounded and empty for no hours or an unknown truck', () => {
    expect(backfillReports(sim, 1, { fromS: nowS, toS: nowS - 1 })).toEqual([]);
    expect(backfillReports(sim, 99_999, { fromS: nowS - 3600, toS: nowS })).toEqual([]);
    // Nothing after the simulator's now.
    expect(backfillReports(sim, 1, { fromS: nowS + 1, toS: nowS + 3600 })).toEqual([]);
    const longest = backfillReports(sim, 1, { fromS: 0, toS: nowS }, 3600);
    expect(longest.length).toBeGreaterThan(0);
    expect(Date.parse(longest[0]!.date) / 1000).toBeGreaterThanOrEqual(
      nowS - MAX_BACKFILL_HOURS * 3600,
    );
  });
});
