import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { DriversUpstream, lawfulWeeks, weekdayAtOrBefore } from './support/driversUpstream.js';
import { until } from './support/until.js';

const DAY = 86_400;
const H = 3600;

interface Summary {
  start_date: string;
  end_date: string;
  as_of: string | null;
  complete: boolean;
  checked: number;
  total: number;
  drivers: Record<string, { count: number; worst: string }>;
}

/**
 * The company's infringement summary through the real relay (PGlite accounts) against a driver
 * upstream the test drives: kept in the background, answered from what is kept, brought up to date
 * by the plafond polls, and each company's own.
 */
describe('the kept infringement summary', () => {
  let upstream: DriversUpstream;
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: string;
  const midnight = Math.floor(Date.now() / 1000 / DAY) * DAY;

  const summary = async (token: string, company: number): Promise<Summary> => {
    const answer = await env.api('/drivers/infringements', { token, company });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: Summary }).data;
  };
  /** Asks until `check` holds of the answer (the relay works in the background meanwhile). */
  const summaryWhen = async (token: string, company: number, check: (s: Summary) => boolean) => {
    let last: Summary | undefined;
    await (async () => {
      for (let i = 0; i < 200; i++) {
        last = await summary(token, company);
        if (check(last)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    if (!last || !check(last)) throw new Error(`summary never held: ${JSON.stringify(last)}`);
    return last;
  };

  beforeAll(async () => {
    upstream = await new DriversUpstream().start();
    // Company 4 (the dispatcher's): driver 401 drove 4 h 31 before a break some days ago.
    // Company 1: driver 101 did a few days before. The others keep the rules.
    upstream.drivers = { 1: [1, 101], 4: [401, 402, 403] };
    const from = midnight - 40 * DAY;
    const to = midnight - DAY;
    upstream.history.set(401, lawfulWeeks(from, to, [weekdayAtOrBefore(midnight - 3 * DAY)]));
    upstream.history.set(402, lawfulWeeks(from, to));
    upstream.history.set(403, lawfulWeeks(from, to));
    upstream.history.set(101, lawfulWeeks(from, to, [weekdayAtOrBefore(midnight - 5 * DAY)]));
    upstream.plafond = { '401': { left: 1 }, '402': { left: 2 }, '403': { left: 3 } };
    env = await startAccountsRelay('pglite', {
      UPSTREAM_URL: upstream.url,
      POLL_PLAFOND_MS: '200',
      UPSTREAM_TIMEOUT_MS: '2000',
    });
    admin = await env.signIn('admin');
    dispatcher = await env.signIn('dispatcher');
  });
  afterAll(async () => {
    await env.close();
    await upstream.close();
  });

  it('answers the first ask at once with what is known, then the whole company', async () => {
    const first = await summary(dispatcher, 4);
    expect(first).toMatchObject({ complete: false, checked: 0, total: 3, as_of: null });
    const done = await summaryWhen(dispatcher, 4, (s) => s.complete);
    expect(done).toMatchObject({ checked: 3, total: 3 });
    expect(done.drivers).toEqual({ '401': { count: 1, worst: 'MI' } });
    expect(Date.parse(done.as_of ?? '')).toBeGreaterThan(0);
    expect(Date.parse(done.end_date) - Date.parse(done.start_date)).toBe(28 * DAY * 1000);
  });

  it('answers from what is kept: upstream is asked for no driver at request time', async () => {
    await summaryWhen(dispatcher, 4, (s) => s.complete);
    const before = upstream.activityCalls().length;
    for (let i = 0; i < 5; i++) await summary(dispatcher, 4);
    expect(upstream.activityCalls()).toHaveLength(before);
  });

  it('reads again only the driver whose plafond changed, after the next poll, and shows it', async () => {
    await summaryWhen(dispatcher, 4, (s) => s.complete);
    const start = upstream.calls.length;
    // Driver 403 has driven 4 h 35 without a break by now.
    const now = Math.floor(Date.now() / 1000);
    upstream.history.get(403)?.push({ start: now - 4 * H - 35 * 60, end: now, activity: 'DRIVE' });
    // Polls where nobody's plafond changed read nothing again.
    const polls = upstream.plafondPolls;
    await until(() => upstream.plafondPolls >= polls + 3, 'three plafond polls');
    expect(upstream.calls.slice(start).filter((c) => c.includes('/activities'))).toEqual([]);
    expect((await summary(dispatcher, 4)).drivers['403']).toBeUndefined();

    upstream.plafond = { ...upstream.plafond, '403': { left: 0 } };
    const seen = await summaryWhen(dispatcher, 4, (s) => s.drivers['403'] !== undefined);
    expect(seen.drivers['403']).toMatchObject({ count: 1 });
    expect(seen.drivers['401']).toEqual({ count: 1, worst: 'MI' });
    const reads = upstream.calls.slice(start).filter((c) => c.includes('/activities'));
    expect(reads).toEqual(['4 /drivers/403/activities']);
  });

  it('gives each company only its own drivers', async () => {
    await summary(admin, 1);
    const own = await summaryWhen(admin, 1, (s) => s.complete);
    expect(own).toMatchObject({ total: 1, drivers: { '101': { count: 1, worst: 'MI' } } });
    expect(Object.keys(own.drivers)).toEqual(['101']);
    const other = await summary(dispatcher, 4);
    expect(Object.keys(other.drivers).sort()).toEqual(['401', '403']);
    expect(upstream.activityCalls(101).every((c) => c.startsWith('1 '))).toBe(true);
    const foreign = await env.api('/drivers/infringements', { token: dispatcher, company: 1 });
    expect(foreign.status).toBe(403);
  });

  describe('refuses history ranges out of bounds, naming the field, before asking upstream', () => {
    const iso = (t: number) => new Date(t * 1000).toISOString();
    const now = () => Math.floor(Date.now() / 1000);
    it.each([
      [
        'activities ending in the year 9999',
        'activities',
        () => ['9999-01-01T00:00:00Z', '9999-01-02T00:00:00Z'],
        'end_date',
      ],
      [
        'activities ending an hour from now',
        'activities',
        () => [iso(now() - H), iso(now() + H)],
        'end_date',
      ],
      [
        'activities older than the retention',
        'activities',
        () => [iso(now() - 100 * DAY), iso(now() - 99 * DAY)],
        'start_date',
      ],
      [
        'activities over 7 days',
        'activities',
        () => [iso(now() - 8 * DAY), iso(now())],
        'end_date',
      ],
      [
        'infringements ending tomorrow',
        'infringements',
        () => [iso(now() - DAY), iso(now() + DAY)],
        'end_date',
      ],
      [
        'infringements older than the retention',
        'infringements',
        () => [iso(now() - 120 * DAY), iso(now() - 100 * DAY)],
        'start_date',
      ],
    ] as Array<[string, string, () => [string, string], string]>)(
      '%s',
      async (_what, call, range, field) => {
        const [start, end] = range();
        const before = upstream.calls.length;
        const query = new URLSearchParams({ start_date: start, end_date: end });
        const answer = await env.api(`/drivers/401/${call}?${query.toString()}`, {
          token: dispatcher,
          company: 4,
        });
        expect(answer.status).toBe(400);
        expect(await answer.json()).toMatchObject({ error: 'invalid_request', field });
        expect(upstream.calls.slice(before)).toEqual([]);
      },
    );

    it('takes ids written in canonical decimal only', async () => {
      const query = new URLSearchParams({ start_date: iso(now() - DAY), end_date: iso(now()) });
      for (const id of ['0401', '+401', '401.0', '0x191']) {
        const answer = await env.api(`/drivers/${id}/activities?${query.toString()}`, {
          token: dispatcher,
          company: 4,
        });
        expect(answer.status, id).toBe(400);
        expect(await answer.json()).toMatchObject({ field: 'id' });
      }
      const fine = await env.api(`/drivers/401/activities?${query.toString()}`, {
        token: dispatcher,
        company: 4,
      });
      expect(fine.status).toBe(200);
    });
  });
});
