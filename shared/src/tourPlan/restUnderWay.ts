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
  BREAK: 'break',
  SPLIT_DAILY: 'split_rest_second_part',
  REDUCED_DAILY: 'reduced_daily_rest',
  REGULAR_DAILY: 'regular_daily_rest',
};

/**
 * How a rest under way at the departure (the history ends with rest) can be continued there:
 * the minutes still missing for it to count as a full break (45 min, or 30 after a 15 min first
 * part), and for it to count as a daily rest, as the tachograph engine reads the rest (Art. 4, 7
 * and 8: 9 h reduced while reduced rests are left, else 11 h; 9 h after a 3 h first part or in a
 * team). None for a rest that can no longer be a daily rest in the working day's window.
 */
export function continuations(
  history: readonly ActivityPeriod[],
  departure: number,
  team: boolean,
): Continuation[] {
  const last = history.at(-1);
  if (!last || last.activity !== 'REST' || last.end !== departure) return [];
  const found: Continuation[] = [];
  let more = 0;
  for (let step = 0; step < 8; step++) {
    const periods = [...history.slice(0, -1), { ...last, end: departure + more }];
    const reading = computeAllowance({ periods, now: departure + more, team }).restInProgress;
    const next = reading?.next;
    if (!reading || !next || next.becomes === 'LATE_DAILY' || next.becomes.endsWith('WEEKLY'))
      break;
    more += next.in;
    const rest = CONTINUED_AS[next.becomes];
    if (next.becomes === 'REDUCED_DAILY' && !reading.reducedAllowed) continue;
    if (rest) found.push({ lengthS: more, rest });
    if (rest && rest !== 'break') break;
  }
  return found;
}
