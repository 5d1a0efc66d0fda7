import type { ActivityPeriod, TachoActivity } from './types.js';

/** Monday 2026-01-05 00:00 UTC, a week boundary (Art. 4(i)). */
export const MONDAY = Date.UTC(2026, 0, 5) / 1000;

/** `'4h30'`, `'45m'`, `'2d'` to seconds. */
export function dur(text: string): number {
  const m = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?$/.exec(text);
  if (!m || text === '') throw new Error(`bad duration ${text}`);
  return (Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0)) * 3600 + Number(m[3] ?? 0) * 60;
}

export type Step = readonly [TachoActivity, string];

/** Periods laid end to end from `start`; returns them and the time the last one ends. */
export function lay(
  start: number,
  steps: readonly Step[],
): { periods: ActivityPeriod[]; end: number } {
  const periods: ActivityPeriod[] = [];
  let t = start;
  for (const [activity, length] of steps) {
    const end = t + dur(length);
    periods.push({ start: t, end, activity });
    t = end;
  }
  return { periods, end: t };
}

/** A working day: `drive` hours of driving split by 45 min breaks every 4h30, then `rest`. */
export function day(drive: string, rest = '11h'): Step[] {
  const steps: Step[] = [];
  let left = dur(drive);
  const limit = dur('4h30m');
  while (left > 0) {
    const chunk = Math.min(left, limit);
    steps.push(['DRIVE', `${Math.floor(chunk / 3600)}h${Math.round((chunk % 3600) / 60)}m`]);
    left -= chunk;
    if (left > 0) steps.push(['REST', '45m']);
  }
  steps.push(['REST', rest]);
  return steps;
}
