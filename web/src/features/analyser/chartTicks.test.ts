import { describe, expect, it } from 'vitest';
import { timeTicks, valueTicks } from './chartTicks.js';

const nice = (step: number) => {
  const mantissa = step / 10 ** Math.floor(Math.log10(step) + 1e-9);
  return [1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-9);
};

describe('the value axis ticks', () => {
  it.each([
    [0, 85],
    [0, 1],
    [0, 1.1],
    [0, 9.99],
    [12, 13],
    [-3, 27],
    [0, 130],
    [0, 4500],
    [123_456, 124_789],
    [-0.4, 0.3],
    [220, 1480],
  ])('covers %s to %s with 4 to 6 ticks of a 1/2/5 step', (min, max) => {
    const { ticks, step } = valueTicks(min, max);
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(nice(step)).toBe(true);
    expect(ticks[0]).toBeLessThanOrEqual(min);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
    ticks.slice(1).forEach((t, i) => expect(t - ticks[i]!).toBeCloseTo(step, 9));
  });

  it('reads a speed range as 0, 20 … 100', () => {
    expect(valueTicks(0, 85).ticks).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('gives a flat or empty series a range around its value', () => {
    const flat = valueTicks(50, 50).ticks;
    expect(flat[0]).toBeLessThan(50);
    expect(flat[flat.length - 1]).toBeGreaterThan(50);
    expect(valueTicks(NaN, NaN).ticks.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps 4 to 6 ticks over ranges of every size', () => {
    for (let span = 0.013; span < 1e7; span *= 1.37)
      for (const min of [0, 7.3, -span / 3]) {
        const n = valueTicks(min, min + span).ticks.length;
        expect(n, `${min} + ${span}`).toBeGreaterThanOrEqual(4);
        expect(n, `${min} + ${span}`).toBeLessThanOrEqual(6);
      }
  });
});

describe('the time axis ticks', () => {
  const start = Date.parse('2026-11-25T09:00:31Z');
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const ranges = [
    30 * S,
    45 * S,
    2 * M,
    2 * M + 20 * S,
    5 * M,
    17 * M,
    40 * M,
    2 * H,
    5 * H,
    8 * H,
    14 * H,
    24 * H,
    36 * H,
    50 * H,
    72 * H,
  ];

  it.each(ranges.flatMap((span) => [3, 5, 8, 12].map((maxTicks) => [span, maxTicks])))(
    'over %s ms with room for %s ticks has 3 to 10 ticks, no label like the one before it',
    (span, maxTicks) => {
      for (const timeZone of ['Europe/Rome', 'Asia/Kathmandu', 'America/New_York']) {
        const { ticks, labels } = timeTicks(start, start + span, {
          timeZone,
          locale: 'it',
          maxTicks,
        });
        expect(ticks.length, timeZone).toBeGreaterThanOrEqual(3);
        expect(ticks.length, timeZone).toBeLessThanOrEqual(10);
        expect(labels).toHaveLength(ticks.length);
        labels
          .slice(1)
          .forEach((l, i) => expect(l, `${timeZone} ${labels.join(' ')}`).not.toBe(labels[i]));
        for (const t of ticks) {
          expect(t).toBeGreaterThanOrEqual(start);
          expect(t).toBeLessThanOrEqual(start + span);
        }
      }
    },
  );

  /** The labels from an ISO instant over `span` ms in a zone, with room for `maxTicks`. */
  const labelsOf = (from: string, span: number, timeZone: string, maxTicks: number) =>
    timeTicks(Date.parse(from), Date.parse(from) + span, { timeZone, locale: 'en-GB', maxTicks })
      .labels;

  it('labels a 2-minute range with seconds where minutes would repeat', () => {
    expect(labelsOf('2026-11-25T09:00:00Z', 2 * M, 'Europe/Rome', 5)).toEqual([
      '10:00:00',
      '10:00:30',
      '10:01:00',
      '10:01:30',
      '10:02:00',
    ]);
  });

  it('labels minutes as HH:mm in the zone, on the zone\u2019s round minutes', () => {
    // Kathmandu is 5 h 45 min ahead of UTC: 05:00Z is 10:45 there.
    expect(labelsOf('2026-11-25T05:00:00Z', 8 * H, 'Asia/Kathmandu', 6)).toEqual([
      '12:00',
      '14:00',
      '16:00',
      '18:00',
    ]);
  });

  it('shows the date where a day begins on a range of several days', () => {
    expect(labelsOf('2026-11-24T23:00:00Z', 72 * H, 'Europe/Rome', 8)).toEqual([
      '25 Nov',
      '12:00',
      '26 Nov',
      '12:00',
      '27 Nov',
      '12:00',
      '28 Nov',
    ]);
  });

  it('steps over a DST change without a repeated label', () => {
    // Europe/Rome's clocks go back from 03:00 to 02:00 on 25 October 2026.
    const labels = labelsOf('2026-10-24T22:00:00Z', 6 * H, 'Europe/Rome', 8);
    labels.slice(1).forEach((l, i) => expect(l).not.toBe(labels[i]));
    expect(labels[0]).toBe('00:00');
  });
});
