import type { FleetSimulator } from './fleetSimulator.js';

/**
 * Steps (a phase of a truck's plan walked, a report dressed) one history request may take by
 * default: some 3 s of work (about 1.7 us a step), four times a 24 h search of 1 km among 10,000
 * trucks. A 100 km circle over such a fleet would take 4.6 million, and answer 4 million events.
 */
export const HISTORY_BUDGET_STEPS = 2_000_000;

/** One request would simulate more than its budget: answered 503 in words, not computed. */
export class HistoryTooLarge extends Error {
  override readonly name = 'HistoryTooLarge';
}

/** The work of one request, counted as it goes; past `limit` steps it stops with HistoryTooLarge. */
export class WorkBudget {
  private left: number;

  constructor(readonly limit: number) {
    this.left = limit;
  }

  spend(steps = 1): void {
    this.left -= steps;
    if (this.left < 0) {
      throw new HistoryTooLarge(
        `this request would simulate more than ${this.limit} truck steps: ask for a shorter period or a smaller area`,
      );
    }
  }
}

/**
 * The part of [a, b] (epoch seconds) the simulator holds: from its retention to now. A range
 * past now is cut at now, never planned ahead: trucks are planned lazily, so asking for the year
 * 9999 would otherwise plan every truck's life until then.
 */
export function keptWindow(sim: FleetSimulator, a: number, b: number): [number, number] {
  const now = sim.now / 1000;
  return [Math.max(a, now - sim.historyS), Math.min(b, now)];
}
