import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPeriod } from '@fleetdeck/shared';
import { InfringementSummaries } from './infringementSummaries.js';

const DAY = 86_400;
const H = 3600;
const CODE = { REST: 0, AVAILABILITY: 1, WORK: 2, DRIVE: 3 } as const;
/** Monday 2026-03-02, and "now" a little after a working week. */
const T0 = Date.UTC(2026, 2, 2) / 1000;
const EVAL = T0 + 4 * DAY + 20 * H;

/** Weekdays of 4 h driving, a 1 h break, 3 h driving; weekends off; `long` days drive 4 h 31 first. */
function lawfulWeeks(from: number, to: number, long: readonly number[] = []): ActivityPeriod[] {
  const out: ActivityPeriod[] = [];
  for (let day = from; day < to; day += DAY) {
    const weekday = new Date(day * 1000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const first = long.includes(day) ? 4.5 * H + 60 : 4 * H;
    const start = day + 6 * H;
    out.push({ start, end: start + first, activity: 'DRIVE' });
    out.push({ start: start + first + H, end: start + first + 4 * H, activity: 'DRIVE' });
  }
  return out.filter((p) => p.end <= to);
}

describe('InfringementSummaries', () => {
  let now: number;
  let history: Map<number, ActivityPeriod[]>;
  let lists: Record<number, number[]>;
  let calls: string[];
  let inFlight: number;
  let most: number;
  let summaries: InfringementSummaries;

  const get = async (path: string, company: number) => {
    calls.push(`${company} ${path}`);
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight -= 1;
    const match = /^\/drivers\/(\d+)\/activities\?(.*)$/.exec(path);
    if (!match) return { status: 404, body: undefined };
    const query = new URLSearchParams(match[2]);
    const a = Date.parse(query.get('start_date') ?? '') / 1000;
    const b = Date.parse(query.get('end_date') ?? '') / 1000;
    const rows = (history.get(Number(match[1])) ?? [])
      .filter((p) => p.end > a && p.start < b)
      .map((p) => {
        const start = Math.max(p.start, a);
        const end = Math.min(p.end, b);
        return {
          period: new Date(start * 1000).toISOString(),
          duration: end - start,
          activity: CODE[p.activity],
        };
      });
    return { status: 200, body: { data: rows } };
  };
  const activityCalls = () => calls.filter((c) => c.includes('/activities'));

  beforeEach(() => {
    now = EVAL * 1000;
    calls = [];
    inFlight = 0;
    most = 0;
    // Driver 10 drove 4 h 31 before a break on Tuesday; the others keep the rules.
    history = new Map([
      [10, lawfulWeeks(T0 - 14 * DAY, EVAL, [T0 + DAY])],
      [11, lawfulWeeks(T0 - 14 * DAY, EVAL)],
      [12, lawfulWeeks(T0 - 14 * DAY, EVAL)],
      [20, lawfulWeeks(T0 - 14 * DAY, EVAL, [T0 + 2 * DAY])],
    ]);
    lists = { 1: [1, 10, 11, 12], 2: [20] };
    summaries = new InfringementSummaries({
      get,
      driverIds: (company) => Promise.resolve(lists[company]),
      inCrew: () => false,
      now: () => now,
      concurrency: 2,
    });
  });
  afterEach(() => summaries.close());

  it('answers at once, then from what it keeps, a few upstream calls at a time', async () => {
    expect(await summaries.summary(1)).toMatchObject({ complete: false, checked: 0, total: 3 });
    await summaries.idle();
    const reads = activityCalls().length;
    expect(await summaries.summary(1)).toMatchObject({
      complete: true,
      checked: 3,
      total: 3,
      as_of: new Date(EVAL * 1000).toISOString(),
      drivers: { '10': { count: 1, worst: 'MI' } },
    });
    expect(Object.keys((await summaries.summary(1)).drivers)).toEqual(['10']);
    expect(activityCalls()).toHaveLength(reads);
    expect(most).toBe(2);
  });

  it('keeps companies apart: each sees only the drivers upstream lists for it', async () => {
    await summaries.summary(1);
    await summaries.summary(2);
    await summaries.idle();
    expect((await summaries.summary(2)).drivers).toEqual({ '20': { count: 1, worst: 'MI' } });
    expect(Object.keys((await summaries.summary(1)).drivers)).toEqual(['10']);
    expect(calls.filter((c) => c.includes('/drivers/20/')).every((c) => c.startsWith('2 '))).toBe(
      true,
    );
  });

  it('after a plafond poll reads again only the drivers whose data changed, one call each', async () => {
    summaries.plafondPolled({ '10': { left: 60 }, '11': { left: 30 } });
    await summaries.summary(1);
    await summaries.idle();
    summaries.plafondPolled({ '10': { left: 60 }, '11': { left: 30 } });
    await summaries.idle();
    calls = [];

    // Driver 11 drives again in the evening: 10 h 40 today with the morning's 7 h, kept from the
    // first read; the poll shows it.
    now = (EVAL + 2 * H) * 1000;
    const today = T0 + 4 * DAY;
    history
      .get(11)
      ?.push({ start: today + 18 * H, end: today + 21 * H + 40 * 60, activity: 'DRIVE' });
    summaries.plafondPolled({ '10': { left: 60 }, '11': { left: 0 } });
    await summaries.idle();

    expect(activityCalls()).toHaveLength(1);
    expect(activityCalls()[0]).toContain('/drivers/11/');
    const answer = await summaries.summary(1);
    expect(answer.drivers['11']).toMatchObject({ count: 1 });
    expect(answer.drivers['10']).toEqual({ count: 1, worst: 'MI' });
  });

  it('a driver who stops being listed as driving is read again once', async () => {
    summaries.plafondPolled({ '12': { left: 10 } });
    await summaries.summary(1);
    await summaries.idle();
    summaries.plafondPolled({ '12': { left: 10 } });
    await summaries.idle();
    calls = [];
    summaries.plafondPolled({});
    await summaries.idle();
    summaries.plafondPolled({});
    await summaries.idle();
    expect(activityCalls().map((c) => c.split('?')[0])).toEqual(['1 /drivers/12/activities']);
  });

  it('drivers computed before any plafond poll are read again once, at the first', async () => {
    await summaries.summary(1);
    await summaries.idle();
    calls = [];
    summaries.plafondPolled({ '12': { left: 10 } });
    await summaries.idle();
    const paths = () => activityCalls().map((c) => c.split('?')[0]);
    expect(paths().sort()).toEqual([10, 11, 12].map((id) => `1 /drivers/${id}/activities`));
    summaries.plafondPolled({ '12': { left: 10 } });
    await summaries.idle();
    expect(paths()).toHaveLength(3);
  });

  it('a failing upstream with nothing known is an error, retried when asked again', async () => {
    const failing = new InfringementSummaries({
      get: () => Promise.resolve({ status: 503, body: undefined }),
      driverIds: () => Promise.resolve([10]),
      inCrew: () => false,
      now: () => now,
    });
    await failing.summary(1);
    await failing.idle();
    await expect(failing.summary(1)).rejects.toMatchObject({ status: 503 });
    failing.close();
  });
});
