/**
 * A telemetry's reading at an instant, the one rule for everything that shows one: the chart's
 * cursor and the replay's trucks read the same report and round it the same way, so at one
 * instant they say the same number.
 */

/** Values over time: epoch ms, ascending, and the value there (null or NaN where there is none). */
export interface Samples {
  times: ArrayLike<number>;
  values: ArrayLike<number | null>;
}

const has = (v: number | null | undefined): v is number => v != null && !Number.isNaN(v);

/**
 * The value at an instant: the last report at or before it that has one (reports are sparse, and
 * a report without this telemetry does not blank it); null before the first.
 */
export function valueAt(samples: Samples, t: number): number | null {
  const { times, values } = samples;
  let lo = 0;
  let hi = times.length - 1;
  if (hi < 0 || !(t >= times[0]!)) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (times[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  for (let i = lo; i >= 0; i--) {
    const v = values[i];
    if (has(v)) return v;
  }
  return null;
}

/** Decimals shown per unit: whole km/h, metres, kilograms and revolutions; else one. */
const DIGITS: Record<string, number> = { 'km/h': 0, 'm s.l.m.': 0, Kg: 0, rpm: 0 };

const digitsOf = (unit: string | null | undefined): number => DIGITS[unit ?? ''] ?? 1;

/** The value at `t` rounded as shown for `unit`. */
export function readingAt(
  samples: Samples,
  t: number,
  unit: string | null | undefined,
): number | null {
  const v = valueAt(samples, t);
  if (v === null) return null;
  const scale = 10 ** digitsOf(unit);
  return Math.round(v * scale) / scale;
}
