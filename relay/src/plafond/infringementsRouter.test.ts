import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDriversRouter } from './driversRouter.js';

/** Upstream history: driver 10 drove 4 h 31 without a break on 2026-03-03; driver 12 is lawful. */
const DAY = 86_400;
const T0 = Date.UTC(2026, 2, 2) / 1000; // Monday 2026-03-02
const EVAL = T0 + 5 * DAY;
const HISTORY_FROM = T0 - 8 * DAY;
const DRIVERS: Record<string, number[]> = { '1': [10, 11, 12], '2': [20] };
const calls: string[] = [];
let failing = false;
let crew = new Set<number>();

/** Activity rows for [a, b) in the spec's shape (period, duration, activity code). */
function historyOf(driver: number, a: number, b: number) {
  const rows: { period: string; duration: number; activity: number }[] = [];
  for (let day = HISTORY_FROM; day < EVAL; day += DAY) {
    const long = driver === 10 && day === T0 + DAY;
    const steps: Array<[number, number]> = [
      [3, long ? 4.5 * 3600 + 60 : 4 * 3600],
      [0, 3600],
      [3, 3 * 3600],
      [0, DAY - (long ? 8.5 * 3600 + 60 : 8 * 3600)],
    ];
    let t = day;
    for (const [activity, duration] of steps) {
      if (t < b && t + duration > a)
        rows.push({ period: new Date(t * 1000).toISOString(), duration, activity });
      t += duration;
    }
  }
  return rows;
}

let upstream: Server;
let relay: Server;
let relayUrl = '';

function listen(app: express.Express): Promise<[Server, string]> {
  const server = createServer(app);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve([server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`]),
    ),
  );
}

beforeAll(async () => {
  const up = express();
  up.use((req, _res, next) => {
    calls.push(`${req.get('x-company') ?? '-'} ${req.path}`);
    next();
  });
  up.get('/geofleet/drivers', (req, res) => {
    res.json({ data: (DRIVERS[req.get('x-company') ?? ''] ?? []).map((id) => ({ id })) });
  });
  up.get('/drivers/:id/activities', (req, res) => {
    if (failing) return void res.status(503).json({ error: 'down' });
    const a = Date.parse(req.query['start_date'] as string) / 1000;
    const b = Date.parse(req.query['end_date'] as string) / 1000;
    if (b - a > 7 * DAY) return void res.status(400).json({ error: 'range over 7 days' });
    res.json({ data: historyOf(Number(req.params.id), a, b) });
  });
  const [u, upUrl] = await listen(up);
  upstream = u;
  const app = express();
  app.use((req, res, next) => {
    res.locals['company'] = Number(req.get('x-test-company'));
    next();
  });
  app.use(
    createDriversRouter({
      upstreamUrl: upUrl,
      companyOf: (res) => res.locals['company'] as number,
      now: () => EVAL * 1000,
      inCrew: (_company, id) => crew.has(id),
    }).router,
  );
  [relay, relayUrl] = await listen(app);
});

afterAll(() => {
  upstream.close();
  relay.close();
});

beforeEach(() => {
  calls.length = 0;
  failing = false;
  crew = new Set();
});

const get = async (path: string, company = 1) => {
  const response = await fetch(`${relayUrl}${path}`, {
    headers: { 'x-test-company': String(company) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const iso = (t: number) => new Date(t * 1000).toISOString();
const range = (a: number, b: number) => `start_date=${iso(a)}&end_date=${iso(b)}`;

describe('GET /drivers/{id}/infringements', () => {
  it('finds the driver 10 drove 4 h 31 before a break, classed MI, from upstream activities', async () => {
    const answer = await get(`/drivers/10/infringements?${range(T0, EVAL)}`);
    expect(answer.status).toBe(200);
    const data = answer.body['data'] as Record<string, unknown>;
    expect(data).toMatchObject({
      driver: 10,
      team: false,
      start_date: iso(T0),
      history_from: iso(HISTORY_FROM),
    });
    expect(data['infringements']).toEqual([
      expect.objectContaining({
        rule: 'break',
        article: 'Art. 7',
        line: 'C1',
        seriousness: 'MI',
        at: iso(T0 + DAY + 4.5 * 3600),
        by: 60,
        ongoing: false,
      }),
    ]);
  });

  it('reads the history in calls of at most 7 days until it runs out, and caches the answer per driver and range', async () => {
    await get(`/drivers/12/infringements?${range(T0, EVAL)}`);
    const activityCalls = calls.filter((c) => c.includes('/drivers/12/activities'));
    // Two weeks back to the range start hold history; the next week back is empty: history ends.
    expect(activityCalls).toHaveLength(3);
    const second = await get(`/drivers/12/infringements?${range(T0, EVAL)}`);
    expect((second.body['data'] as { infringements: unknown[] }).infringements).toEqual([]);
    expect(calls.filter((c) => c.includes('/drivers/12/activities'))).toHaveLength(
      activityCalls.length,
    );
  });

  it('outside the range nothing is reported', async () => {
    const answer = await get(`/drivers/10/infringements?${range(T0 + 2 * DAY, EVAL)}`);
    expect((answer.body['data'] as { infringements: unknown[] }).infringements).toEqual([]);
  });

  it('a driver in a crew is judged by the multi-manning rules', async () => {
    crew = new Set([11]);
    const answer = await get(`/drivers/11/infringements?${range(T0, EVAL)}`);
    expect(answer.body['data']).toMatchObject({ team: true, infringements: [] });
  });

  it('answers 404 for a driver of another company, without reading their history', async () => {
    const answer = await get(`/drivers/20/infringements?${range(T0, EVAL)}`);
    expect(answer.status).toBe(404);
    expect(calls.some((c) => c.includes('/drivers/20/'))).toBe(false);
  });

  it.each([
    [`/drivers/x/infringements?${range(T0, EVAL)}`, 'id'],
    [`/drivers/10/infringements?start_date=monday&end_date=${iso(EVAL)}`, 'start_date'],
    [`/drivers/10/infringements?${range(EVAL, T0)}`, 'end_date'],
    [`/drivers/10/infringements?${range(EVAL - 32 * DAY, EVAL)}`, 'end_date'],
    [`/drivers/10/infringements?${range(EVAL, EVAL + DAY)}`, 'end_date'],
    [`/drivers/10/infringements?${range(EVAL - 100 * DAY, EVAL - 95 * DAY)}`, 'start_date'],
    [`/drivers/010/infringements?${range(T0, EVAL)}`, 'id'],
  ])('%s is a 400 naming %s, before anything is asked upstream', async (path, field) => {
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid_request', field });
    expect(calls).toEqual([]);
  });

  it('a failing upstream is a 502 that says so', async () => {
    failing = true;
    const answer = await get(`/drivers/11/infringements?${range(T0 + 60, EVAL)}`);
    expect(answer).toEqual({
      status: 502,
      body: { error: 'upstream', message: 'Upstream answered 503' },
    });
  });
});

describe('GET /drivers/infringements', () => {
  type Summary = {
    drivers: Record<string, unknown>;
    complete: boolean;
    checked: number;
    total: number;
  };
  const untilComplete = async (company = 1): Promise<Summary> => {
    for (let i = 0; i < 200; i++) {
      const answer = await get('/drivers/infringements', company);
      const data = answer.body['data'] as Summary | undefined;
      if (data?.complete) return data;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the summary never completed');
  };

  it('answers at once with what is known, then lists the drivers with an infringement in the last 28 days and the worst class', async () => {
    const first = await get('/drivers/infringements');
    expect(first.status).toBe(200);
    expect(first.body['data']).toMatchObject({
      complete: false,
      checked: 0,
      total: 3,
      as_of: null,
      drivers: {},
    });
    const data = await untilComplete();
    expect(data).toMatchObject({
      checked: 3,
      total: 3,
      as_of: iso(EVAL),
      end_date: iso(EVAL),
      start_date: iso(EVAL - 28 * DAY),
      drivers: { '10': { count: 1, worst: 'MI' } },
    });
    expect(Object.keys(data.drivers)).toEqual(['10']);
    expect(calls.some((c) => c.includes('/drivers/20/'))).toBe(false);
  });

  it('answers from what is kept, asking upstream for no driver', async () => {
    await untilComplete();
    calls.length = 0;
    for (let i = 0; i < 3; i++) await get('/drivers/infringements');
    expect(calls.filter((c) => c.includes('/activities'))).toEqual([]);
  });

  it('a failing upstream with nothing known yet is a 502 that says so', async () => {
    failing = true;
    let answer = await get('/drivers/infringements', 2);
    for (let i = 0; i < 100 && answer.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      answer = await get('/drivers/infringements', 2);
    }
    expect(answer).toEqual({
      status: 502,
      body: { error: 'upstream', message: 'Upstream answered 503' },
    });
  });
});
