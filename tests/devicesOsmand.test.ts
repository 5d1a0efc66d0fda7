import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { osmandRouter, type OsmandEndpoint } from '../relay/src/devices/osmand/index.js';
import { MemoryLog, MemoryRegistry, MemoryStore } from './support/devicesMemory.js';
import { until } from './support/until.js';

const NOW = Date.UTC(2026, 11, 3, 9, 0);
const PHONE = 'phone-2041';

describe('OsmAnd ingestion over HTTP', () => {
  let server: Server;
  let base: string;
  let endpoint: OsmandEndpoint;
  const registry = new MemoryRegistry([
    { deviceId: PHONE, protocol: 'osmand', companyId: 3, truckId: 11 },
  ]);
  let store = new MemoryStore();
  const log = new MemoryLog();

  beforeAll(async () => {
    const app = express();
    // the store is swapped per test; the router reads it through this delegate
    const delegate = {
      append: (records: Parameters<MemoryStore['append']>[0]) => store.append(records),
    };
    endpoint = osmandRouter({ registry, store: delegate, log, now: () => NOW });
    app.use('/osmand', endpoint);
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/osmand`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    store = new MemoryStore();
  });

  it('stores a GET position (knots to km/h, seconds to ms) and answers 200', async () => {
    const answer = await fetch(
      `${base}?id=${PHONE}&timestamp=1764748800&lat=45.07&lon=7.68&speed=20&bearing=45&altitude=240&batt=80`,
    );
    expect(answer.status).toBe(200);
    expect([...store.records.values()]).toEqual([
      {
        deviceId: PHONE,
        companyId: 3,
        truckId: 11,
        time: 1_764_748_800_000,
        lat: 45.07,
        lng: 7.68,
        heading: 45,
        speed: 37,
        altitude: 240,
      },
    ]);
  });

  it('stores a POST with the fields in the query (old client), in a form, and as JSON', async () => {
    const query = await fetch(`${base}?id=${PHONE}&lat=1&lon=2&timestamp=1764748801`, {
      method: 'POST',
    });
    const form = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${PHONE}&lat=3&lon=4&timestamp=2026-12-03T08:00:02Z`,
    });
    const json = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: PHONE,
        location: {
          timestamp: '2026-12-03T08:00:03Z',
          coords: { latitude: 5, longitude: 6, speed: 5, heading: 10, accuracy: 3 },
          is_moving: true,
        },
      }),
    });
    expect([query.status, form.status, json.status]).toEqual([200, 200, 200]);
    const stored = [...store.records.values()].map((record) => [
      record.lat,
      record.lng,
      record.speed,
    ]);
    expect(stored).toEqual([
      [1, 2, 0],
      [3, 4, 0],
      [5, 6, 18],
    ]);
  });

  it('answers 400 naming the bad field, and stores nothing', async () => {
    const answer = await fetch(`${base}?id=${PHONE}&lat=120&lon=7`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ field: 'lat' });
    const json = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device_id: PHONE, location: { coords: { latitude: 1 } } }),
    });
    expect(await json.json()).toMatchObject({ field: 'location.coords.longitude' });
    expect(store.calls).toHaveLength(0);
  });

  it('refuses an unknown device with 403 and reports it', async () => {
    const answer = await fetch(`${base}?id=stranger-1&lat=1&lon=1`);
    expect(answer.status).toBe(403);
    await until(
      () => registry.unknown.some((entry) => entry.deviceId === 'stranger-1'),
      'the report',
    );
    expect(store.calls).toHaveLength(0);
  });

  it('bounds the body: a 64 KiB form is refused with 413', async () => {
    const answer = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${PHONE}&lat=1&lon=1&pad=${'x'.repeat(64 * 1024)}`,
    });
    expect(answer.status).toBe(413);
    expect(store.calls).toHaveLength(0);
  });

  it('answers 503 when the store fails, so the client sends the position again', async () => {
    store.failing = true;
    const answer = await fetch(`${base}?id=${PHONE}&lat=1&lon=1`);
    expect(answer.status).toBe(503);
    expect(endpoint.metrics.storeFailures).toBe(1);
  });
});
