import type { TourRestKind } from '../domain/routing.js';
import { computeAllowance } from '../tachograph/engine.js';
import type { ActivityPeriod, RestReading } from '../tachograph/types.js';

/** Seconds of rest more at the departure point, and what the rest under way then counts as. */
export interface Continuation {
  lengthS: number;
  rest: TourRestKind;
}

/** The readings a rest under way may be continued to, as the plan names its pauses. */
const CONTINUED_AS: Partial<Record<RestReading, TourRestKind>> = {
  BREAK_FIRST_PART: 'break_first_part',
  BREAK: 'break',
  SPLIT_FIRST_PART: 'split_rest_first_part',
  SPLIT_DAILY: 'split_rest_second_part',
  REDUCED_DAILY: 'reduced_daily_rest',
  REGULAR_DAILY: 'regular_daily_rest',
};

const DAILY = new Set<TourRestKind>([
  'split_rest_second_part',
  'reduced_daily_rest',
  'regular_daily_rest',
]);

/**
 * The readings a rest under way (the periods end with rest at `now`) reaches as it goes on, in
 * order, as the tachograph engine reads it (Art. 4, 7 and 8): the 15 min and 45 min (or 30 min
 * after a first part) breaks, the 3 h first part of a split daily rest, then the daily rest (9 h
 * reduced while reduced rests are left, else 11 h; 9 h after a 3 h first part or in a team).
 * Ends at the daily rest, or where the rest can no longer be a daily rest in the window.
 */
function* readingsAhead(
  periods: readonly ActivityPeriod[],
  now: number,
  team: boolean,
): Generator<Continuation> {
  const last = periods.at(-1);
  if (!last || last.activity !== 'REST' || last.end !== now) return;
  let more = 0;
  for (let step = 0; step < 8; step++) {
    const extended = [...periods.slice(0, -1), { ...last, end: now + more }];
    const reading = computeAllowance({ periods: extended, now: now + more, team }).restInProgress;
    const next = reading?.next;
    if (!reading || !next || next.becomes === 'LATE_DAILY' || next.becomes.endsWith('WEEKLY'))
      return;
    more += next.in;
    const rest = CONTINUED_AS[next.becomes];
    if (next.becomes === 'REDUCED_DAILY' && !reading.reducedAllowed) continue;
    if (!rest) continue;
    yield { lengthS: more, rest };
    if (DAILY.has(rest)) return;
  }
}

/**
 * How a rest under way at the departure (the history ends with rest) can be continued there:
 * the minutes still missing for it to count as a full break (45 min, or 30 after a 15 min first
 * part), and for it to count as a daily rest. None for a rest that can no longer be a daily rest
 * in the working day's window.
 */
export function continuations(
  history: readonly ActivityPeriod[],
  departure: number,
  team: boolean,
): Continuation[] {
  return [...readingsAhead(history, departure, team)].filter(
    (c) => c.rest === 'break' || DAILY.has(c.rest),
  );
}

/**
 * What a rest under way at `now` still lacks to count as the rest the plan wants there: the same
 * rest going on, never a new one on top of it. A daily rest is the shortest lawful one for the
 * driver's state (9 h reduced while allowed, 9 h after a 3 h first part or in a team, else 11 h),
 * counting the rest already taken; a break is its missing minutes. Undefined when the rest under
 * way cannot become it (then the plan's own length stands).
 */
export function restLacks(
  periods: readonly ActivityPeriod[],
  now: number,
  team: boolean,
  wanted: TourRestKind,
): Continuation | undefined {
  const daily = DAILY.has(wanted);
  const breakLike = wanted === 'break' || wanted === 'break_second_part';
  for (const c of readingsAhead(periods, now, team)) {
    if (daily ? DAILY.has(c.rest) : breakLike ? c.rest === 'break' : c.rest === wanted)
      return breakLike ? { ...c, rest: wanted } : c;
  }
  return undefined;
}
