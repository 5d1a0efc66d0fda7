import { scanDuty, type DutyDay } from './dutyScan.js';
import { RULES_561 as R, WEEK_SECONDS } from './rules561.js';
import { seriousness, type AnnexLine, type Seriousness } from './seriousness.js';
import { normaliseTimeline, timeIn, weekStart } from './timeline.js';
import type { ActivityPeriod, PlafondInput, RestPeriod } from './types.js';

/** The ten rules the engine checks. */
export const INFRINGEMENT_RULES = [
  'break',
  'daily_driving',
  'extended_day',
  'weekly_driving',
  'biweekly_driving',
  'daily_rest',
  'reduced_rest',
  'weekly_rest',
  'compensation',
  'team_rest',
] as const;
export type InfringementRule = (typeof INFRINGEMENT_RULES)[number];

const ARTICLE: Record<InfringementRule, string> = {
  break: 'Art. 7',
  daily_driving: 'Art. 6(1)',
  extended_day: 'Art. 6(1)',
  weekly_driving: 'Art. 6(2)',
  biweekly_driving: 'Art. 6(3)',
  daily_rest: 'Art. 8(2)',
  reduced_rest: 'Art. 8(4)',
  weekly_rest: 'Art. 8(6)',
  compensation: 'Art. 8(6)',
  team_rest: 'Art. 8(5)',
};

export interface Infringement {
  rule: InfringementRule;
  article: string;
  /** Line of Regulation (EU) 2016/403, Annex I, that gives the class. */
  line: AnnexLine;
  seriousness: Seriousness;
  /** When the limit was passed (epoch seconds). */
  at: number;
  /** The period the rule looks at: a driving stretch, a working day, a week, a weekly rest. */
  from: number;
  to: number;
  /** What was measured: driving time, the rest inside the period, the delay, what is owed. */
  value: number;
  /** The legal limit (a maximum) or minimum the value is compared with. */
  limit: number;
  /** By how much, always positive: over a maximum or short of a minimum. */
  by: number;
  /** Still growing at the evaluation time (driving goes on, the rest is not taken yet). */
  ongoing: boolean;
}

type Found = Omit<Infringement, 'article' | 'seriousness' | 'by'>;

/** The instant the driving counted from `from` reaches `amount` (or undefined). */
function driveReaches(
  timeline: readonly ActivityPeriod[],
  from: number,
  amount: number,
): number | undefined {
  let total = 0;
  for (const p of timeline) {
    if (p.activity !== 'DRIVE' || p.end <= from) continue;
    const start = Math.max(p.start, from);
    if (total + (p.end - start) >= amount) return start + (amount - total);
    total += p.end - start;
  }
  return undefined;
}

/** Art. 7: driving between two qualifying breaks (45 min, or 15 then 30) over 4 h 30. */
function breakInfringements(timeline: readonly ActivityPeriod[], team: boolean, out: Found[]) {
  let drive = 0;
  let firstPart = false;
  let from: number | undefined;
  let passed: number | undefined;
  const close = (to: number, ongoing: boolean) => {
    if (drive > R.continuousDrive && from !== undefined && passed !== undefined)
      out.push({
        rule: 'break',
        line: 'C1',
        at: passed,
        from,
        to,
        value: drive,
        limit: R.continuousDrive,
        ongoing,
      });
    drive = 0;
    firstPart = false;
    from = undefined;
    passed = undefined;
  };
  for (const p of timeline) {
    const d = p.end - p.start;
    if (p.activity === 'DRIVE') {
      from ??= p.start;
      if (drive <= R.continuousDrive && drive + d > R.continuousDrive)
        passed = p.start + (R.continuousDrive - drive);
      drive += d;
      continue;
    }
    const isBreak = p.activity === 'REST' || (team && p.activity === 'AVAILABILITY');
    if (!isBreak) continue;
    if (d >= R.fullBreak || (firstPart && d >= R.splitBreakSecond)) close(p.start, false);
    else if (d >= R.splitBreakFirst) firstPart = true;
  }
  close(timeline.at(-1)?.end ?? 0, true);
}

/** Art. 6(1): a day over 10 h while an extension is left, or over 9 h once both are used. */
function dailyDrivingInfringements(
  timeline: readonly ActivityPeriod[],
  days: readonly DutyDay[],
  out: Found[],
) {
  const extensions = new Map<number, number>();
  for (const day of days) {
    if (day.drive <= R.dailyDrive) continue;
    const week = weekStart(day.start);
    const used = extensions.get(week) ?? 0;
    extensions.set(week, used + 1);
    const extendable = used < R.extensionsPerWeek;
    const limit = extendable ? R.dailyDriveExtended : R.dailyDrive;
    if (day.drive <= limit) continue;
    out.push({
      rule: extendable ? 'daily_driving' : 'extended_day',
      line: extendable ? 'B2' : 'B1',
      at: driveReaches(timeline, day.start, limit) ?? day.start,
      from: day.start,
      to: day.end,
      value: day.drive,
      limit,
      ongoing: !day.rest,
    });
  }
}

/**
 * Art. 8(2), 8(4), 8(5): the daily rest inside each working day's window. A day whose closing rest
 * is still under way and can still grow inside the window is not judged yet.
 */
function dailyRestInfringements(
  days: readonly DutyDay[],
  now: number,
  team: boolean,
  out: Found[],
) {
  for (const day of days) {
    const rest = day.rest;
    const open = !rest || rest.ongoing;
    if (open && now < day.windowEnd) continue;
    if (rest && rest.kind !== 'SHORT' && rest.kind !== 'REDUCED') continue;
    const common = { from: day.start, to: day.windowEnd, ongoing: false };
    if (team) {
      out.push({
        ...common,
        rule: 'team_rest',
        line: 'D4',
        at: day.windowEnd,
        value: day.bestInWindow,
        limit: R.dailyRestReduced,
      });
      continue;
    }
    const reducedLeft = day.reducedBefore < R.reducedDailyRestsMax;
    if (rest?.kind === 'REDUCED') {
      if (reducedLeft) continue;
      out.push({
        ...common,
        rule: 'reduced_rest',
        line: 'D1',
        at: rest.start,
        value: rest.inWindow,
        limit: R.dailyRestRegular,
      });
      continue;
    }
    const split = day.splitFirst;
    out.push({
      ...common,
      rule: 'daily_rest',
      line: split ? 'D3' : reducedLeft ? 'D2' : 'D1',
      at: day.windowEnd,
      value: split && rest ? rest.inWindow : day.bestInWindow,
      limit: split || reducedLeft ? R.dailyRestReduced : R.dailyRestRegular,
    });
  }
}

/** Art. 6(2) and 6(3): driving in each fixed week, and in each two consecutive weeks. */
function weeklyDrivingInfringements(
  timeline: readonly ActivityPeriod[],
  now: number,
  out: Found[],
) {
  const first = timeline[0];
  if (!first) return;
  for (let week = weekStart(first.start); week <= now; week += WEEK_SECONDS) {
    const end = week + WEEK_SECONDS;
    const drive = timeIn(timeline, 'DRIVE', week, end);
    const ongoing = now < end;
    if (drive > R.weeklyDrive)
      out.push({
        rule: 'weekly_driving',
        line: 'B3',
        at: driveReaches(timeline, week, R.weeklyDrive) ?? week,
        from: week,
        to: end,
        value: drive,
        limit: R.weeklyDrive,
        ongoing,
      });
    const pair = drive + timeIn(timeline, 'DRIVE', week - WEEK_SECONDS, week);
    if (pair > R.biweeklyDrive)
      out.push({
        rule: 'biweekly_driving',
        line: 'B4',
        at: driveReaches(timeline, week - WEEK_SECONDS, R.biweeklyDrive) ?? week,
        from: week - WEEK_SECONDS,
        to: end,
        value: pair,
        limit: R.biweeklyDrive,
        ongoing,
      });
  }
}

/**
 * Art. 8(6): a weekly rest starts within six 24-hour periods of the previous one's end, and two
 * consecutive weekly rests are not both reduced. A rest under way that began in time may still
 * become the weekly rest, so it is not judged yet.
 */
function weeklyRestInfringements(
  weeklyRests: readonly RestPeriod[],
  current: RestPeriod | undefined,
  now: number,
  out: Found[],
) {
  weeklyRests.forEach((rest, i) => {
    const prev = weeklyRests[i - 1];
    if (!prev) return;
    const limit = prev.end + R.maxBetweenWeeklyRests;
    if (rest.start > limit)
      out.push({
        rule: 'weekly_rest',
        line: 'D7',
        at: limit,
        from: prev.end,
        to: rest.start,
        value: rest.start - limit,
        limit: 0,
        ongoing: false,
      });
    const ongoing = rest.end >= now;
    if (!ongoing && prev.duration < R.weeklyRestRegular && rest.duration < R.weeklyRestRegular)
      out.push({
        rule: 'weekly_rest',
        line: 'D6',
        at: rest.start,
        from: rest.start,
        to: rest.end,
        value: rest.duration,
        limit: R.weeklyRestRegular,
        ongoing: false,
      });
  });
  const last = weeklyRests.at(-1);
  if (!last || last.end >= now) return;
  const limit = last.end + R.maxBetweenWeeklyRests;
  if (now <= limit || (current && current.start <= limit)) return;
  out.push({
    rule: 'weekly_rest',
    line: 'D7',
    at: limit,
    from: last.end,
    to: now,
    value: now - limit,
    limit: 0,
    ongoing: true,
  });
}

/**
 * Every infringement of Regulation (EC) No 561/2006 in the recorded periods up to `now`, oldest
 * first, classed by Regulation (EU) 2016/403 Annex I. With `from`, only those that happened
 * (`at`) from then on; the history before still decides what is allowed.
 */
export function findInfringements(input: PlafondInput & { from?: number }): Infringement[] {
  const { now } = input;
  const team = input.team ?? false;
  const timeline = normaliseTimeline(input.periods, now);
  const scan = scanDuty(timeline, now, team);
  const found: Found[] = [];
  breakInfringements(timeline, team, found);
  dailyDrivingInfringements(timeline, scan.days, found);
  dailyRestInfringements(scan.days, now, team, found);
  weeklyDrivingInfringements(timeline, now, found);
  weeklyRestInfringements(scan.weeklyRests, scan.current?.rest, now, found);
  for (const debt of scan.compensations) {
    if (debt.deadline >= now) continue;
    found.push({
      rule: 'compensation',
      line: 'D6',
      at: debt.deadline,
      from: debt.rest.start,
      to: debt.deadline,
      value: R.weeklyRestRegular - debt.owed,
      limit: R.weeklyRestRegular,
      ongoing: false,
    });
  }
  return found
    .filter((f) => input.from === undefined || f.at >= input.from)
    .map((f) => ({
      ...f,
      article: ARTICLE[f.rule],
      seriousness: seriousness(f.line, f.value),
      by: f.limit === 0 ? f.value : Math.abs(f.value - f.limit),
    }))
    .sort((a, b) => a.at - b.at);
}
