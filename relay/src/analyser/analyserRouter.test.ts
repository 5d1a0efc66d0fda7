import type { RequestListener } from 'node:http';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeRouteColumns, ROUTE_COLUMNS_TYPE, type Truck } from '@fleetdeck/shared';
import { serveWithUpstream, type ServedPair } from '../http/loopback.js';
import { analyserApi } from './analyserRouter.js';

/** The relay's clock: the ranges asked for below are of the days before. */
const NOW = Date.parse('2026-11-25T00:00:00Z');

/** The analyser's calls for company 4 (truck 7 only) in front of `upstream`. */
const serveAnalyser = (upstream: RequestListener, now = () => NOW): Promise<ServedPair> =>
  serveWithUpstream(upstream, (upstreamUrl) =>
    express().use(
      analyserApi({
        tenantScope: [
          (_req, res, next) => {
            res.locals['companyId'] = 4;
            next();
          },
        ],
        trucksOf: () => [{ id: 7 } as Truck],
        upstreamUrl,
        timeoutMs: 2000,
        log: pino({ level: 'silent' }),
        now,
      }),
    ),
  );

describe('the analyser calls keep answers per truck, call and range', () => {
  const hits: string[] = [];
  let failing = false;
  let now = NOW;
  const upstream: RequestListener = (req, res) => {
    hits.push(req.url ?? '');
    if (failing) return void res.writeHead(500).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'FeatureCollection', features: [], url: req.url }));
  };
  let relay: ServedPair;
  beforeAll(async () => {
    relay = await serveAnalyser(upstream, () => now);
  });
  afterAll(() => relay.close());

  const range = (day: number) =>
    `start_date=2026-11-${day}T00:00:00Z&end_date=2026-11-${day}T23:59:59Z`;

  it('asks upstream once for the same range within a minute, again for another range or later', async () => {
    const first = await fetch(`${relay.url}/api/geofleet/trucks/7/route.json?${range(20)}`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { url: string }).url).toBe(
      `/geofleet/trucks/7/route.json?end_date=2026-11-20T23%3A59%3A59Z&start_date=2026-11-20T00%3A00%3A00Z&company=4`,
    );
    await fetch(`${relay.url}/api/geofleet/trucks/7/route.json?${range(20)}`);
    expect(hits).toHaveLength(1);
    await fetch(`${relay.url}/api/geofleet/trucks/7/stops.json?${range(20)}`);
    await fetch(`${relay.url}/api/geofleet/trucks/7/route.json?${range(21)}`);
    expect(hits).toHaveLength(3);
    now += 61_000;
    await fetch(`${relay.url}/api/geofleet/trucks/7/route.json?${range(20)}`);
    expect(hits).toHaveLength(4);
  });

  it('does not keep a failure: the next request asks again', async () => {
    hits.length = 0;
    failing = true;
    expect((await fetch(`${relay.url}/api/geofleet/trucks/7/timeline?${range(22)}`)).status).toBe(
      502,
    );
    failing = false;
    expect((await fetch(`${relay.url}/api/geofleet/trucks/7/timeline?${range(22)}`)).status).toBe(
      200,
    );
    expect(hits).toHaveLength(2);
  });
});

describe('route.json as columns, for the analyser', () => {
  const hits: string[] = [];
  const report = (minute: number, lng: number, speed: number) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, 45] },
    properties: { date: `2026-11-20T08:0${minute}:00Z`, speed, fuel_total: 900 + minute },
  });
  const upstream: RequestListener = (req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    const broken = req.url?.includes('2026-11-21');
    res.end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: broken ? [{ type: 'Feature' }] : [report(0, 9, 50), report(1, 9.1, 80)],
      }),
    );
  };
  let relay: ServedPair;
  beforeAll(async () => {
    relay = await serveAnalyser(upstream);
  });
  afterAll(() => relay.close());

  const url = (day: number) =>
    `${relay.url}/api/geofleet/trucks/7/route.json?start_date=2026-11-${day}T00:00:00Z&end_date=2026-11-${day}T23:59:59Z`;
  const accept = { accept: `${ROUTE_COLUMNS_TYPE}, application/json;q=0.5` };

  it('answers the columns to a client that asks for them, from the answer kept', async () => {
    const answer = await fetch(url(20), { headers: accept });
    expect(answer.headers.get('content-type')).toContain(ROUTE_COLUMNS_TYPE);
    expect(answer.headers.get('vary')).toContain('Accept');
    const columns = decodeRouteColumns(await answer.arrayBuffer());
    expect([...columns.telemetry.speed]).toEqual([50, 80]);
    expect([...columns.telemetry.consumption]).toEqual([900, 901]);
    expect([...columns.points.lngLat]).toEqual([9, 45, 9.1, 45]);
    // The same range as GeoJSON, to any other client, without asking upstream again.
    const plain = await fetch(url(20));
    expect(plain.headers.get('content-type')).toContain('application/json');
    expect(((await plain.json()) as { features: unknown[] }).features).toHaveLength(2);
    expect(hits).toHaveLength(1);
  });

  it('answers 502 naming the fault when upstream sends a route that is not one', async () => {
    const answer = await fetch(url(21), { headers: accept });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      error: 'upstream',
      message: 'Upstream answered a malformed route',
    });
  });
});

describe('the analyser calls refuse what upstream must not be asked', () => {
  const hits: string[] = [];
  let status = 200;
  const upstream: RequestListener = (req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ type: 'FeatureCollection', features: [] }));
  };
  let relay: ServedPair;
  beforeAll(async () => {
    relay = await serveAnalyser(upstream);
  });
  afterAll(() => relay.close());
  const get = (path: string) => fetch(`${relay.url}/api/geofleet/trucks/${path}`);
  const day = 'start_date=2026-11-24T00:00:00Z&end_date=2026-11-24T23:59:59Z';

  it.each([
    ['7/route.json?start_date=9999-12-30T00:00:00Z&end_date=9999-12-31T00:00:00Z', 'end_date'],
    // Wholly after the relay's clock: nothing of it has happened.
    ['7/timeline?start_date=2026-11-25T00:00:30Z&end_date=2026-11-25T00:02:00Z', 'end_date'],
    // Older than the 90 days kept.
    [
      '7/activities.json?start_date=2026-08-01T00:00:00Z&end_date=2026-08-02T00:00:00Z',
      'start_date',
    ],
    [`7/stops.json?${day}&timespan=`, 'timespan'],
    [`7/stops.json?${day}&timespan=0x10`, 'timespan'],
    [`7/timeline?${day}&timespan=1e1`, 'timespan'],
    [`7/timeline?${day}&timespan=+4`, 'timespan'],
    [`7/timeline?${day}&timespan=%204`, 'timespan'],
    [`0x7/route.json?${day}`, 'id'],
  ])('%s answers 400 naming %s', async (path, field) => {
    hits.length = 0;
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_request', field });
    expect(hits).toEqual([]);
  });

  it('takes a range ending within the minute and plain decimal digits', async () => {
    const edge = 'start_date=2026-11-24T12:00:00Z&end_date=2026-11-25T00:01:00Z';
    expect((await get(`7/timeline?${edge}&timespan=15`)).status).toBe(200);
    expect((await get(`7/stops.json?${day}&timespan=0`)).status).toBe(200);
  });

  it('asks upstream for a range reaching past now only up to now (the day so far)', async () => {
    hits.length = 0;
    const today = 'start_date=2026-11-24T23:00:00Z&end_date=2026-11-25T22:59:59Z';
    expect((await get(`7/activities.json?${today}`)).status).toBe(200);
    expect(hits).toEqual([
      '/geofleet/trucks/7/activities.json?end_date=2026-11-25T00%3A00%3A00.000Z&start_date=2026-11-24T23%3A00%3A00Z&company=4',
    ]);
  });

  it('answers 503 in words when upstream is past its work budget', async () => {
    status = 503;
    const answer = await get(
      `7/route.json?start_date=2026-11-23T00:00:00Z&end_date=2026-11-23T01:00:00Z`,
    );
    status = 200;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ error: 'overloaded' });
  });
});
