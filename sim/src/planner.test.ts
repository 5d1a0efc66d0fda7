import { describe, expect, it } from 'vitest';
import { cityRoadGraph } from './roads.js';
import { COMPANIES, createFleet } from './fleet.js';
import { computeAllowance, weekStart } from '@fleetdeck/shared';
import { ACTIVITY, PhaseKind, type Phase } from './model.js';
import { LIMITS } from './planner.js';

const H = 3600;

/** Activity periods (merged phases) of one plan, as a tachograph would record them. */
function periods(
  phases: readonly Phase[],
): { activity: number; t0: number; t1: number; kind: PhaseKind }[] {
  const out: { activity: number; t0: number; t1: number; kind: PhaseKind }[] = [];
  for (const p of phases) {
    const last = out[out.length - 1];
    if (last && last.activity === p.activity && last.t1 === p.t0) {
      last.t1 = p.t1;
      if (p.kind === PhaseKind.WeeklyRest) last.kind = p.kind;
    } else out.push({ activity: p.activity, t0: p.t0, t1: p.t1, kind: p.kind });
  }
  return out;
}

/**
 * An independent EU 561/2006 checker over recorded periods (not the planner's own counters):
 * returns the first rule broken, or null.
 */
function check561(phases: readonly Phase[], team = false): string | null {
  const list = periods(phases);
  let cont = 0;
  let splitFirst = false;
  let dayDrive = 0;
  let reduced = 0;
  let dailyPeriods = 0;
  let seenWeekly = false;
  for (const p of list) {
    const d = p.t1 - p.t0;
    if (p.activity === ACTIVITY.driving) {
      cont += d;
      dayDrive += d;
      if (cont > LIMITS.continuousDrive + 1) return `continuous driving ${cont / H} h at ${p.t1}`;
      if (dayDrive > LIMITS.extendedDailyDrive + 1) return `daily driving ${dayDrive / H} h`;
      continue;
    }
    // In a team, time beside the driver at the wheel counts as a break (Art. 7, third paragraph).
    const asBreak = team && p.activity === ACTIVITY.availability;
    if (p.activity !== ACTIVITY.rest && !asBreak) continue;
    if (!asBreak && d >= LIMITS.reducedDailyRest) {
      if (d < LIMITS.dailyRest) reduced++;
      if (seenWeekly && reduced > LIMITS.reducedPerWeek) return 'more than three reduced rests';
      dailyPeriods++;
      if (d >= LIMITS.reducedWeeklyRest) {
        if (seenWeekly && dailyPeriods > LIMITS.dailyPeriodsPerWeek) return 'weekly rest too late';
        seenWeekly = true;
        dailyPeriods = 0;
        reduced = 0;
      }
      dayDrive = 0;
      cont = 0;
      splitFirst = false;
    } else if (d >= LIMITS.break || (splitFirst && d >= LIMITS.splitSecond)) {
      cont = 0;
      splitFirst = false;
    } else if (d >= LIMITS.splitFirst) splitFirst = true;
  }
  return checkFixedWeeks(list);
}

/** Art. 6: per fixed week (Monday 00:00 UTC) 56 h, two weeks 90 h, two 10-hour days at most. */
function checkFixedWeeks(list: ReturnType<typeof periods>): string | null {
  const drive = new Map<number, number>();
  const extended = new Map<number, number>();
  let dayStart = list[0]?.t0 ?? 0;
  let dayDrive = 0;
  for (const p of list) {
    if (p.activity === ACTIVITY.driving) {
      // Split at week boundaries so each fixed week gets its share.
      for (let t = p.t0; t < p.t1;) {
        const w = weekStart(t);
        const end = Math.min(p.t1, w + LIMITS.week);
        drive.set(w, (drive.get(w) ?? 0) + end - t);
        t = end;
      }
      dayDrive += p.t1 - p.t0;
    } else if (p.activity === ACTIVITY.rest && p.t1 - p.t0 >= LIMITS.reducedDailyRest) {
      if (dayDrive > LIMITS.dailyDrive + 1) {
        const w = weekStart(dayStart);
        extended.set(w, (extended.get(w) ?? 0) + 1);
      }
      dayDrive = 0;
      dayStart = p.t1;
    }
  }
  const weeks = [...drive.keys()].sort((a, b) => a - b).slice(1); // the first week began before the plan
  for (const w of weeks) {
    const d = drive.get(w) ?? 0;
    if (d > LIMITS.weeklyDrive + 1) return `weekly driving ${d / H} h`;
    const both = d + (drive.get(w - LIMITS.week) ?? 0);
    if (w - LIMITS.week >= (weeks[0] ?? 0) && both > LIMITS.biweeklyDrive + 1)
      return `fortnightly driving ${both / H} h`;
    if ((extended.get(w) ?? 0) > LIMITS.extendedPerWeek)
      return 'more than two 10-hour days in a week';
  }
  return null;
}

describe('tachograph schedule', () => {
  it('never breaks the EU 561/2006 limits over three weeks of missions', () => {
    const graph = cityRoadGraph();
    const start = Date.parse('2026-03-02T00:00:00Z') / 1000;
    const fleet = createFleet(150, 5, graph, start, start);
    let drivingH = 0;
    for (const v of fleet.vehicles) {
      if (!v.planner) continue;
      v.planner.extendTo(start + 21 * 24 * H);
      expect(check561(v.planner.phases, v.codriver !== null), `vehicle ${v.id}`).toBeNull();
      for (const p of v.planner.phases)
        if (p.activity === ACTIVITY.driving) drivingH += (p.t1 - p.t0) / H;
    }
    // The project's own 561 engine agrees: nothing is over its limits at any sampled instant.
    for (const v of fleet.vehicles.slice(0, 40)) {
      const planned = v.planner?.phases ?? [];
      const recorded = planned.map((p) => ({
        start: p.t0,
        end: p.t1,
        activity: (['REST', 'AVAILABILITY', 'WORK', 'DRIVE'] as const)[p.activity] ?? 'REST',
      }));
      for (let day = 8; day < 21; day += 3) {
        const a = computeAllowance({ periods: recorded, now: start + day * 24 * H + 7919 * v.id });
        expect(a.dailyDrive).toBeLessThanOrEqual(a.dailyLimit + 1);
        expect(a.weeklyDrive).toBeLessThanOrEqual(LIMITS.weeklyDrive + 1);
        expect(a.breakDriveLeft).toBeGreaterThanOrEqual(0);
      }
    }
    // The schedule is not vacuous: trucks drive a believable working week (30-56 h).
    const perWeek = drivingH / fleet.vehicles.filter((v) => v.planner).length / 3;
    expect(perWeek).toBeGreaterThan(25);
    expect(perWeek).toBeLessThan(56);
  });

  it('the checker catches a schedule that breaks the rules', () => {
    const base = {
      path: null,
      tau0: 0,
      tau1: 0,
      d0: 0,
      lat: 0,
      lng: 0,
      altitude: 0,
      odo0: 0,
      odo1: 0,
      fuel0: 0,
      fuel1: 0,
      burnt0: 0,
      status: 0,
    };
    const drive = (t0: number, h: number): Phase => ({
      ...base,
      t0,
      t1: t0 + h * H,
      kind: PhaseKind.Drive,
      activity: 3,
    });
    const rest = (t0: number, h: number): Phase => ({
      ...base,
      t0,
      t1: t0 + h * H,
      kind: PhaseKind.Break,
      activity: 0,
    });
    expect(check561([drive(0, 3), rest(3, 0.25), drive(3.25 * H, 2)])).toMatch(/continuous/);
    expect(check561([drive(0, 4), rest(4 * H, 0.75), drive(4.75 * H, 4)])).toBeNull();
    expect(
      check561([
        drive(0, 4.5),
        rest(4.5 * H, 0.75),
        drive(5.25 * H, 4.5),
        rest(9.75 * H, 0.75),
        drive(10.5 * H, 2),
      ]),
    ).toMatch(/daily/);
    // Nine hours a day, every day for two weeks: the second fixed week has 63 h.
    const monday = weekStart(Date.parse('2026-03-04T00:00:00Z') / 1000);
    const fortnight: Phase[] = [];
    for (let day = 0; day < 14; day++) {
      const t = monday + day * 24 * H + 6 * H;
      fortnight.push(
        drive(t, 4.5),
        rest(t + 4.5 * H, 0.75),
        drive(t + 5.25 * H, 4.5),
        rest(t + 9.75 * H, 20.25),
      );
    }
    expect(check561(fortnight)).toMatch(/weekly/);
    expect(COMPANIES.filter((c) => c.master === 1)).toHaveLength(2);
  });
});
