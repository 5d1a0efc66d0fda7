import { computeAllowance } from '../tachograph/engine.js';
import type { ActivityPeriod, DrivingAllowance, TachoActivity } from '../tachograph/types.js';

/**
 * The driver, or the two drivers of a team, as the plan goes on: their tachograph periods, the
 * clock, and who is at the wheel. While one drives or works the other is available on board.
 */
export class Crew {
  readonly periods: ActivityPeriod[][];
  active = 0;

  constructor(
    histories: ActivityPeriod[][],
    public t: number,
    readonly team: boolean,
  ) {
    this.periods = histories.map((h) => [...h]);
  }

  allowance(driver = this.active): DrivingAllowance {
    return computeAllowance({ periods: this.periods[driver] ?? [], now: this.t, team: this.team });
  }

  /** The allowance of a driver available on board for `seconds` more (while the other drives). */
  allowanceAfter(driver: number, seconds: number): DrivingAllowance {
    return this.allowanceWith(driver, [['AVAILABILITY', seconds]]);
  }

  /** The allowance of a driver after the activities `ahead` from now, without recording them. */
  allowanceWith(driver: number, ahead: readonly [TachoActivity, number][]): DrivingAllowance {
    const periods = [...(this.periods[driver] ?? [])];
    let t = this.t;
    for (const [activity, seconds] of ahead) {
      if (seconds <= 0) continue;
      periods.push({ start: t, end: t + seconds, activity });
      t += seconds;
    }
    return computeAllowance({ periods, now: t, team: this.team });
  }

  private record(
    length: number,
    activity: (driver: number) => TachoActivity,
    onFerry = false,
  ): void {
    if (length <= 0) return;
    this.periods.forEach((list, driver) => {
      const kind = activity(driver);
      const ferry = onFerry && kind !== 'REST';
      const last = list.at(-1);
      if (last && last.activity === kind && last.end === this.t && !!last.ferry === ferry)
        last.end += length;
      else
        list.push({ start: this.t, end: this.t + length, activity: kind, ...(ferry && { ferry }) });
    });
    this.t += length;
  }

  drive(length: number): void {
    this.record(length, (d) => (d === this.active ? 'DRIVE' : 'AVAILABILITY'));
  }

  work(length: number): void {
    this.record(length, (d) => (d === this.active ? 'WORK' : 'AVAILABILITY'));
  }

  /** Driving on or off a ferry (the ferry condition marks it, Art. 9); a co-driver rests. */
  ferryWork(length: number): void {
    this.record(length, (d) => (d === this.active ? 'WORK' : 'REST'), true);
  }

  rest(length: number): void {
    this.record(length, () => 'REST');
  }
}
