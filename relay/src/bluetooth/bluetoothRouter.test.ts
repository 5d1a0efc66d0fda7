import type { RequestListener } from 'node:http';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Truck } from '@fleetdeck/shared';
import { serveWithUpstream, type ServedPair } from '../http/loopback.js';
import { bluetoothApi } from './bluetoothRouter.js';

const probe = (mac: string, plate: string | null, extra: object = {}) => ({
  mac,
  timestamp: '2026-11-25T10:00:00Z',
  model: 5,
  type: 6,
  status: 1,
  battery_percentage: 50,
  vehicle: plate === null ? null : { plate },
  temperature: -19.5,
  ...extra,
});
const DEVICES = [
  probe('aa:01', 'AA001AA'),
  probe('aa:02', 'BB002BB'),
  probe('aa:03', 'XX009XX'),
  probe('aa:04', null),
  probe('aa:05', 'AA001AA', { battery_percentage: 'full' }),
];
const event = (id: number, truck: number, date: string) => ({
  id,
  event_type: 'door_open',
  position: { lat: 45, lng: 9 },
  truck_id: truck,
  date,
});
const EVENTS = [
  event(1, 1, '2026-11-25T08:00:00Z'),
  event(2, 9, '2026-11-25T08:30:00Z'),
  event(3, 1, '2026-11-25T09:00:00Z'),
  { ...event(4, 1, '2026-11-25T09:30:00Z'), event_type: 'alarm' },
];

describe('the bluetooth and truck-event calls', () => {
  const hits: string[] = [];
  const warnings: unknown[] = [];
  let status = 200;
  // The relay's clock: the morning of the events below.
  let now = Date.parse('2026-11-25T12:00:00Z');
  let relay: ServedPair;
  beforeAll(async () => {
    const upstream: RequestListener = (req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(status, { 'content-type': 'application/json' });
      const events = req.url?.startsWith('/trucks/events');
      res.end(JSON.stringify({ data: events ? EVENTS : DEVICES }));
    };
    const log = pino({ level: 'silent' });
    log.warn = (detail: unknown) => warnings.push(detail);
    relay = await serveWithUpstream(upstream, (upstreamUrl) =>
      express().use(
        bluetoothApi({
          tenantScope: [
            (req, res, next) => {
              res.locals['companyId'] = Number(req.get('x-company'));
              next();
            },
          ],
          trucksOf: (company) =>
            (company === 4
              ? [
                  { id: 1, plate: 'AA001AA' },
                  { id: 2, plate: 'BB002BB' },
                ]
              : [{ id: 9, plate: 'XX009XX' }]) as Truck[],
          upstreamUrl,
          timeoutMs: 2000,
          log,
          now: () => now,
        }),
      ),
    );
  });
  afterAll(() => relay.close());
  beforeEach(() => {
    hits.length = 0;
    status = 200;
    now += 60_000; // nothing kept from the test before
  });
  const get = (path: string, company = 4) =>
    fetch(`${relay.url}/api${path}`, { headers: { 'x-company': String(company) } });

  it("answers the devices of the company's plates, leaving out malformed ones, logged once", async () => {
    const answer = await get('/geofleet/bluetooth_accessories');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: [DEVICES[0], DEVICES[1]] });
    const other = await (await get('/geofleet/bluetooth_accessories', 7)).json();
    expect(other).toEqual({ data: [DEVICES[2]] });
    expect(warnings.filter((w) => JSON.stringify(w).includes('battery_percentage'))).toHaveLength(
      1,
    );
    now += 60_000;
    await get('/geofleet/bluetooth_accessories');
    expect(warnings.filter((w) => JSON.stringify(w).includes('battery_percentage'))).toHaveLength(
      1,
    );
  });

  it('keeps the answer for half a minute per company', async () => {
    await get('/geofleet/bluetooth_accessories');
    await get('/geofleet/bluetooth_accessories');
    expect(hits).toHaveLength(1);
    now += 31_000;
    await get('/geofleet/bluetooth_accessories');
    expect(hits).toHaveLength(2);
  });

  it('answers 502 when upstream fails, and asks again next time', async () => {
    status = 500;
    expect((await get('/geofleet/bluetooth_accessories')).status).toBe(502);
    status = 200;
    expect((await get('/geofleet/bluetooth_accessories')).status).toBe(200);
  });

  it("answers a truck's valid events newest first, since a time", async () => {
    const all = await (await get('/trucks/1/events')).json();
    expect(all).toEqual({ data: [EVENTS[2], EVENTS[0]] });
    const since = await (await get('/trucks/1/events?since=2026-11-25T08:30:00Z')).json();
    expect(since).toEqual({ data: [EVENTS[2]] });
    expect(hits.every((h) => h.startsWith('/trucks/events?since='))).toBe(true);
  });

  it.each([
    ['/trucks/abc/events', 400, 'id'],
    ['/trucks/1/events?since=yesterday', 400, 'since'],
    ['/trucks/0x1/events', 400, 'id'],
    // Tomorrow, and older than the 90 days kept.
    ['/trucks/1/events?since=2026-11-26T12:00:00Z', 400, 'since'],
    ['/trucks/1/events?since=2026-08-01T00:00:00Z', 400, 'since'],
    ['/trucks/9/events', 404, undefined],
  ])('%s answers %i', async (path, code, field) => {
    const answer = await get(path);
    expect(answer.status).toBe(code);
    if (field) expect(await answer.json()).toMatchObject({ field });
  });
});
