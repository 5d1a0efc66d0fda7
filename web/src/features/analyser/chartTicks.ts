/** The chart's axes: pure tick choices, so each can be tested over many ranges. */

/** A value axis's ticks: round steps of 1, 2 or 5 x 10^n, the first at or below the data's least. */
export interface ValueTicks {
  ticks: number[];
  step: number;
}

const MIN_VALUE_TICKS = 4;
const MAX_VALUE_TICKS = 6;

/** The ticks of `step` from the one at or below `min` to the one at or above `max`. */
function ticksOf(min: number, max: number, step: number): number[] {
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  const first = Math.floor(min / step + 1e-9);
  const last = Math.ceil(max / step - 1e-9);
  const out: number[] = [];
  for (let k = first; k <= last; k++) out.push(Number((k * step).toFixed(digits)));
  return out;
}

/**
 * 4 to 6 "nice" ticks covering [min, max]: the smallest 1/2/5 step that needs at most 6. An empty
 * or flat range gets a range of its own around its value.
 */
export function valueTicks(min: number, max: number): ValueTicks {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return valueTicks(0, 1);
  if (max < min) return valueTicks(max, min);
  if (max === min)
    return min === 0
      ? valueTicks(0, 1)
      : valueTicks(min - Math.abs(min) / 2, max + Math.abs(max) / 2);
  const rough = (max - min) / (MAX_VALUE_TICKS - 1);
  let step = 10 ** Math.floor(Math.log10(rough));
  let best: ValueTicks | undefined;
  for (let guard = 0; guard < 8; guard++) {
    for (const m of [1, 2, 5]) {
      const ticks = ticksOf(min, max, step * m);
      if (ticks.length <= MAX_VALUE_TICKS) {
        best ??= { ticks, step: step * m };
        if (ticks.length >= MIN_VALUE_TICKS) return { ticks, step: step * m };
      }
    }
    step *= 10;
  }
  return best ?? { ticks: [min, max], step: max - min };
}

/** A time axis's ticks (epoch ms) and their labels, each unlike the one before it. */
export interface TimeTicks {
  ticks: number[];
  labels: string[];
}

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
/** The time steps offered, shortest first. */
const TIME_STEPS = [
  S,
  2 * S,
  5 * S,
  10 * S,
  15 * S,
  30 * S,
  M,
  2 * M,
  5 * M,
  10 * M,
  15 * M,
  30 * M,
  H,
  2 * H,
  3 * H,
  6 * H,
  12 * H,
  D,
  2 * D,
];
const MIN_TIME_TICKS = 3;
const MAX_TIME_TICKS = 10;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant (ms), as its wall clock reads it. */
function offsetAt(t: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(t)) part[p.type] = Number(p.value);
  const wall = Date.UTC(
    part['year']!,
    part['month']! - 1,
    part['day'],
    part['hour'],
    part['minute'],
    part['second'],
  );
  return wall - Math.floor(t / S) * S;
}

/** The instants in [start, end] where the zone's wall clock is a multiple of `step`. */
function wallTicks(start: number, end: number, step: number, timeZone: string): number[] {
  const out: number[] = [];
  const first = Math.ceil((start + offsetAt(start, timeZone)) / step) * step;
  for (let wall = first; out.length <= MAX_TIME_TICKS * 4; wall += step) {
    // A wall time back to an instant with the offset there (a DST change moves it).
    const guess = wall - offsetAt(wall, timeZone);
    const t = wall - offsetAt(guess, timeZone);
    if (t > end) break;
    if (t >= start && t !== out[out.length - 1]) out.push(t);
  }
  return out;
}

/** The label formats by step: seconds, minutes, and the date where a day begins. */
function formats(locale: string, timeZone: string) {
  return {
    seconds: new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }),
    minutes: new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }),
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }),
  };
}

/**
 * The time axis's ticks over [start, end] in the user's zone: the shortest step that needs at
 * most `maxTicks` (3 to 10), never fewer than 3 where a shorter step gives them. Labels are
 * HH:mm:ss for steps under a minute, HH:mm for steps under a day, and the date where a day
 * begins on a range over several, so no label repeats the one before it.
 */
export function timeTicks(
  start: number,
  end: number,
  options: { timeZone: string; locale: string; maxTicks: number },
): TimeTicks {
  const { timeZone, locale } = options;
  const most = Math.min(MAX_TIME_TICKS, Math.max(MIN_TIME_TICKS, Math.floor(options.maxTicks)));
  if (!(end > start)) return { ticks: [], labels: [] };
  let chosen: { step: number; ticks: number[] } | undefined;
  let fuller: { step: number; ticks: number[] } | undefined;
  for (const step of TIME_STEPS) {
    const ticks = wallTicks(start, end, step, timeZone);
    if (ticks.length <= most) {
      chosen = { step, ticks };
      break;
    }
    fuller = { step, ticks };
  }
  chosen ??= fuller!;
  if (chosen.ticks.length < MIN_TIME_TICKS && fuller && fuller.ticks.length <= MAX_TIME_TICKS)
    chosen = fuller;
  const f = formats(locale, timeZone);
  const severalDays = end - start > D;
  const labels: string[] = [];
  const ticks: number[] = [];
  for (const t of chosen.ticks) {
    const midnight = (t + offsetAt(t, timeZone)) % D === 0;
    const label =
      chosen.step < M
        ? f.seconds.format(t)
        : (midnight && severalDays) || chosen.step >= D
          ? f.date.format(t)
          : f.minutes.format(t);
    // A wall time that the zone's clock skipped or repeated (a DST change) is left out.
    if (label === labels[labels.length - 1]) continue;
    labels.push(label);
    ticks.push(t);
  }
  return { ticks, labels };
}
