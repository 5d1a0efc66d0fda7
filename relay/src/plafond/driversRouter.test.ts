import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriversRouter } from './driversRouter.js';

const DRIVERS: Record<string, number[]> = { '1': [10, 11], '2': [20] };
const calls: string[] = [];
let upstream: Server;
let relay: Server;
let relayUrl = '';
let now = 0;
/** A "now" after the activity windows asked for below. */
const JAN_2_NOON = Date.UTC(2026, 0, 2, 12);

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
    calls.push(`${req.get('x-company') ?? '-'} ${req.url}`);
    next();
  });
  up.get('/geofleet/drivers', (req, res) => {
    res.json({
      data: (DRIVERS[req.get('x-company') ?? ''] ?? []).map((id) => ({ id, name: `D${id}` })),
    });
  });
  up.get('/drivers/plafond', (req, res) => {
    res.json({ data: { '10': { company: req.get('x-company'), driving: req.query['driving'] } } });
  });
  up.get('/drivers/:id/plafond', (req, res) => {
    if (req.params.id === '11')
      return void res.status(422).json({ error: 'tachograph data incomplete' });
    res.json({ data: { plafond: { detectionState: 'DRIVE' }, asked: req.query } });
  });
  up.get('/drivers/:id/activities', (req, res) => {
    res.json({ data: [{ period: req.query['start_date'], duration: 60, activity: 3 }] });
  });
  const [u, upUrl] = await listen(up);
  upstream = u;

  const app = express();
  app.set('query parser', 'extended');
  app.use((req, res, next) => {
    res.locals['company'] = Number(req.get('x-test-company'));
    next();
  });
  app.use(
    createDriversRouter({
      upstreamUrl: upUrl,
      companyOf: (res) => res.locals['company'] as number,
      now: () => now,
    }).router,
  );
  const [r, url] = await listen(app);
  relay = r;
  relayUrl = url;
});

afterAll(() => {
  upstream.close();
  relay.close();
});

const get = async (path: string, company = 1) => {
  const response = await fetch(`${relayUrl}${path}`, {
    headers: { 'x-test-company': String(company) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('drivers router', () => {
  it('forwards the plafond of driving drivers for the tenant company only', async () => {
    expect(await get('/drivers/plafond?driving=true', 2)).toEqual({
      status: 200,
      body: { data: { '10': { company: '2', driving: 'true' } } },
    });
  });

  it('caches one driver plafond for a minute per parameters, with the spec defaults', async () => {
    calls.length = 0;
    now = 1_000;
    const first = await get('/drivers/10/plafond');
    expect(first.body).toMatchObject({
      data: {
        asked: { translation_language: 'it-IT', infringement_nation: 'ITA', timezone: 'UTC' },
      },
    });
    now = 60_999;
    await get('/drivers/10/plafond');
    expect(calls.filter((c) => c.includes('/drivers/10/plafond'))).toHaveLength(1);
    now = 61_000;
    await get('/drivers/10/plafond');
    await get('/drivers/10/plafond?translation_language=en-GB');
    expect(calls.filter((c) => c.includes('/drivers/10/plafond'))).toHaveLength(3);
  });

  it('passes a 422 through so the dialog can change its footer', async () => {
    expect(await get('/drivers/11/plafond')).toEqual({
      status: 422,
      body: { error: 'tachograph data incomplete' },
    });
  });

  it('answers 404 for a driver of another company, without asking upstream for it', async () => {
    calls.length = 0;
    now = JAN_2_NOON;
    const answer = await get('/drivers/20/plafond', 1);
    expect(answer.status).toBe(404);
    expect(calls.some((c) => c.includes('/drivers/20/'))).toBe(false);
    expect(
      (
        await get(
          '/drivers/20/activities?start_date=2026-01-01T00:00:00Z&end_date=2026-01-02T00:00:00Z',
          1,
        )
      ).status,
    ).toBe(404);
  });

  it.each([
    ['/drivers/abc/plafond', 'id'],
    ['/drivers/10/plafond?translation_language=italian', 'translation_language'],
    ['/drivers/10/plafond?infringement_nation=it', 'infringement_nation'],
    ['/drivers/10/plafond?timezone=Mars/Olympus', 'timezone'],
    ['/drivers/plafond?driving=maybe', 'driving'],
    ['/drivers/10/activities?start_date=yesterday&end_date=2026-01-02T00:00:00Z', 'start_date'],
    [
      '/drivers/10/activities?start_date=2026-01-02T00:00:00Z&end_date=2026-01-01T00:00:00Z',
      'end_date',
    ],
    ['/drivers/010/plafond', 'id'],
    ['/drivers/+10/activities?start_date=2026-01-01T00:00:00Z&end_date=2026-01-02T00:00:00Z', 'id'],
    ['/drivers/1e1/plafond', 'id'],
    // More than the upstream's 7 days in one call.
    [
      '/drivers/10/activities?start_date=2025-12-25T00:00:00Z&end_date=2026-01-02T00:00:00Z',
      'end_date',
    ],
    // Past now plus a minute: a range in the year 9999 is refused, not fetched.
    [
      '/drivers/10/activities?start_date=9999-01-01T00:00:00Z&end_date=9999-01-02T00:00:00Z',
      'end_date',
    ],
    [
      '/drivers/10/activities?start_date=2026-01-02T11:00:00Z&end_date=2026-01-02T12:01:01Z',
      'end_date',
    ],
    // Older than the 90 days upstream keeps.
    [
      '/drivers/10/activities?start_date=2025-10-01T00:00:00Z&end_date=2025-10-02T00:00:00Z',
      'start_date',
    ],
  ])('%s is a 400 naming %s, before anything is asked upstream', async (path, field) => {
    now = JAN_2_NOON;
    calls.length = 0;
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid_request', field });
    expect(calls).toEqual([]);
  });

  it('takes a range ending within the minute past now and one reaching back to the retention', async () => {
    now = JAN_2_NOON;
    const late = await get(
      '/drivers/10/activities?start_date=2026-01-02T11:00:00Z&end_date=2026-01-02T12:00:59Z',
    );
    expect(late.status).toBe(200);
    const early = await get(
      '/drivers/10/activities?start_date=2025-10-04T12:00:00Z&end_date=2025-10-05T00:00:00Z',
    );
    expect(early.status).toBe(200);
  });

  it('forwards a driver activities window', async () => {
    now = JAN_2_NOON;
    const answer = await get(
      '/drivers/10/activities?start_date=2026-01-01T00:00:00Z&end_date=2026-01-02T00:00:00Z',
    );
    expect(answer).toEqual({
      status: 200,
      body: { data: [{ period: '2026-01-01T00:00:00Z', duration: 60, activity: 3 }] },
    });
  });
});
