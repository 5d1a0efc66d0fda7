import type { RequestListener } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Truck } from '@fleetdeck/shared';
import { createApp } from '../http/app.js';
import { serveWithUpstream, type ServedPair } from '../http/loopback.js';
import { passageApi } from './passageRouter.js';

const at = (hhmm: string) => ({ timestamp: `2026-11-25T${hhmm}:00Z` });
/** Upstream's whole fleet: vehicle 9 is not the company's; 5's events come out of order. */
const FLEET = [
  { id: 5, plate: 'EE005EE', events: [at('11:00'), at('09:30'), at('11:01')] },
  { id: 9, plate: 'XX009XX', events: [at('06:00')] },
  { id: 7, plate: 'GG007GG', events: [at('10:00'), at('10:01')] },
  { id: 3, plate: 'CC003CC', events: [at('08:00')] },
  { id: 4, plate: 'DD004DD', events: [] },
];

describe('the vehicle-passage call', () => {
  const hits: { url: string; company: string | undefined }[] = [];
  let upstreamBody: () => unknown = () => ({ data: FLEET });
  let status = 200;
  // The relay's clock, a day after the searches below (the 120 s of each test add up to minutes).
  let now = Date.parse('2026-11-27T00:00:00Z');
  let relay: ServedPair;
  beforeAll(async () => {
    const upstream: RequestListener = (req, res) => {
      hits.push({ url: req.url ?? '', company: req.headers['x-company'] as string | undefined });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(upstreamBody()));
    };
    // In the app, whose error handler answers an overload 503.
    relay = await serveWithUpstream(upstream, (upstreamUrl) =>
      createApp({
        webDist: '/nonexistent',
        health: () => ({}),
        routers: [
          passageApi({
            tenantScope: [
              (req, res, next) => {
                res.locals['companyId'] = Number(req.get('x-company'));
                next();
              },
            ],
            trucksOf: (company) =>
              (company === 4 ? [3, 4, 5, 7] : [9]).map((id) => ({ id }) as Truck),
            upstreamUrl,
            timeoutMs: 2000,
            log: pino({ level: 'silent' }),
            now: () => now,
            maxEvents: 20,
          }),
        ],
      }),
    );
  });
  afterAll(() => relay.close());
  beforeEach(() => {
    hits.length = 0;
    status = 200;
    upstreamBody = () => ({ data: FLEET });
    now += 120_000; // nothing kept from the test before
  });

  const QUERY =
    'start_date=2026-11-25T00:00:00Z&end_date=2026-11-26T00:00:00Z&lat=44.5&lon=11.34&radius=1';
  const get = (query: string, company = 4) =>
    fetch(`${relay.url}/api/geofleet/vehiclepassage?${query}`, {
      headers: { 'x-company': String(company) },
    });

  it("answers the company's vehicles by first event, events in time order, asking upstream for the company", async () => {
    const answer = await get(QUERY);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      data: [
        { id: 3, plate: 'CC003CC', events: [at('08:00')] },
        { id: 5, plate: 'EE005EE', events: [at('09:30'), at('11:00'), at('11:01')] },
        { id: 7, plate: 'GG007GG', events: [at('10:00'), at('10:01')] },
      ],
      total: 3,
      next_offset: null,
    });
    expect(hits).toEqual([
      {
        url: '/geofleet/vehiclepassage?start_date=2026-11-25T00%3A00%3A00Z&end_date=2026-11-26T00%3A00%3A00Z&lat=44.5&lon=11.34&radius=1&company=4',
        company: '4',
      },
    ]);
  });

  it('pages the sorted list without asking upstream again', async () => {
    const first = await (await get(`${QUERY}&limit=2`)).json();
    expect(first).toMatchObject({ total: 3, next_offset: 2 });
    expect((first as { data: { id: number }[] }).data.map((v) => v.id)).toEqual([3, 5]);
    const last = await (await get(`${QUERY}&limit=2&offset=2`)).json();
    expect(last).toMatchObject({ data: [{ id: 7 }], total: 3, next_offset: null });
    expect(hits).toHaveLength(1);
  });

  it('keeps an answer a minute per company and query', async () => {
    await get(QUERY);
    await get(QUERY);
    expect(hits).toHaveLength(1);
    // Another company: its own upstream call, its own trucks.
    expect(await (await get(QUERY, 1)).json()).toMatchObject({ data: [{ id: 9 }], total: 1 });
    await get(QUERY.replace('radius=1', 'radius=2'));
    expect(hits).toHaveLength(3);
    now += 61_000;
    await get(QUERY);
    expect(hits).toHaveLength(4);
  });

  it.each([
    ['start_date=2026-11-25T00:00:00Z&end_date=2026-11-26T00:00:01Z', 'end_date'],
    ['start_date=2026-11-25T10:00:00Z&end_date=2026-11-25T09:00:00Z', 'end_date'],
    ['start_date=yesterday&end_date=2026-11-25T09:00:00Z', 'start_date'],
    // The crash of issue 43: a valid day in the future, which the simulator would run to.
    ['start_date=9999-12-30T00:00:00Z&end_date=9999-12-31T00:00:00Z', 'end_date'],
    ['start_date=2026-11-28T00:00:00Z&end_date=2026-11-28T12:00:00Z', 'end_date'],
    // Older than the 90 days kept.
    ['start_date=2026-08-01T00:00:00Z&end_date=2026-08-02T00:00:00Z', 'start_date'],
  ])('refuses the interval %s naming %s, without asking upstream', async (range, field) => {
    const answer = await get(`${range}&lat=44.5&lon=11.34&radius=1`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_request', field });
    expect(hits).toHaveLength(0);
  });

  it.each([
    ['radius=0.05', 'radius'],
    ['radius=101', 'radius'],
    ['lat=-91', 'lat'],
    ['lon=181', 'lon'],
    ['lon=', 'lon'],
    ['radius=0x10', 'radius'],
    ['radius=1e1', 'radius'],
    ['radius=+4', 'radius'],
    ['radius=%204', 'radius'],
    ['lat=0x2C', 'lat'],
    ['offset=0x1', 'offset'],
    ['limit=', 'limit'],
  ])('refuses %s naming %s', async (param, field) => {
    const [name] = param.split('=');
    const query = QUERY.includes(`${name}=`)
      ? QUERY.replace(new RegExp(`${name}=[^&]*`), param)
      : `${QUERY}&${param}`;
    const answer = await get(query);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field });
  });

  it('refuses a page past the limit naming it', async () => {
    expect(await (await get(`${QUERY}&limit=5000`)).json()).toMatchObject({ field: 'limit' });
  });

  it('answers 502 to a refusal or an invalid answer upstream, and does not keep it', async () => {
    status = 500;
    expect((await get(QUERY)).status).toBe(502);
    status = 200;
    upstreamBody = () => ({ data: [{ id: 5, plate: 'EE005EE', events: [{ timestamp: 'ieri' }] }] });
    expect(await (await get(QUERY)).json()).toMatchObject({ error: 'upstream' });
    upstreamBody = () => ({ vehicles: [] });
    expect((await get(QUERY)).status).toBe(502);
    upstreamBody = () => ({ data: FLEET });
    expect((await get(QUERY)).status).toBe(200);
    expect(hits).toHaveLength(4);
  });

  it('answers 503 in words when upstream is past its budget or sends more events than the relay takes', async () => {
    status = 503;
    const busy = await get(QUERY);
    expect(busy.status).toBe(503);
    expect(await busy.json()).toMatchObject({ error: 'overloaded' });
    status = 200;
    const many = { id: 5, plate: 'EE005EE', events: Array.from({ length: 21 }, () => at('10:00')) };
    upstreamBody = () => ({ data: [many] });
    const big = await get(QUERY);
    expect(big.status).toBe(503);
    expect(big.headers.get('retry-after')).not.toBeNull();
    expect(await big.json()).toMatchObject({ error: 'overloaded', message: /narrow/ });
    upstreamBody = () => ({ data: FLEET });
    expect((await get(QUERY)).status).toBe(200);
  });
});
