import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Point, Ring, WaterCollection } from './water.js';
import { waterFeatures } from './water.js';
import { shippedJson } from './shipped.js';
import { packagedWater, waterRouter } from './waterRoute.js';

const square = (lng: number, lat: number, side: number): number[][][] => [
  [
    [lng, lat],
    [lng + side, lat],
    [lng + side, lat + side],
    [lng, lat + side],
    [lng, lat],
  ],
];

/** Whether the point is inside the ring (even-odd crossings). */
const inside = ([x = 0, y = 0]: Point, ring: Ring): boolean => {
  let odd = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
  }
  return odd;
};

describe('GET /map/water.json', () => {
  let made = 0;
  const sources = () => {
    made++;
    return {
      lakes: [square(10.6, 45.5, 0.2), square(11.5, 45.5, 0.01)],
      rivers: [square(16.4, 48.2, 0.012)],
    };
  };
  const server = createServer(express().use(waterRouter(sources)));
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/map/water.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('lists the lakes and rivers as polygons with their kind, made once', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const water = (await res.json()) as WaterCollection;
    expect(water.type).toBe('FeatureCollection');
    expect(water.features.map((f) => f.properties.kind)).toEqual(['lake', 'river']);
    await fetch(url);
    expect(made).toBe(1);
  });

  it('is gzipped for a browser that takes it, and 304 when unchanged', async () => {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const again = await fetch(url, { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('the shipped lakes and rivers', () => {
  it('are what water.ts makes of the packages (npm run -w relay make:data)', async () => {
    const { lakes, rivers } = packagedWater();
    const fresh = JSON.stringify(waterFeatures(lakes, rivers));
    expect((await shippedJson('water')).toString()).toBe(fresh);
  });

  it('hold Lago di Garda and the Danube at Vienna, and not Milano', async () => {
    const server = createServer(express().use(waterRouter()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const water = (await (
        await fetch(`http://127.0.0.1:${port}/map/water.json`)
      ).json()) as WaterCollection;
      const kindsAt = (point: Point) =>
        water.features
          .filter((f) => f.geometry.coordinates[0] && inside(point, f.geometry.coordinates[0]))
          .map((f) => f.properties.kind);
      expect(kindsAt([10.65, 45.6])).toEqual(['lake']); // Garda, off Gargnano
      expect(kindsAt([8.65, 45.98])).toEqual(['lake']); // Lago Maggiore
      expect(kindsAt([16.452, 48.192])).toEqual(['river']); // the Danube by the Lobau, Vienna
      expect(kindsAt([9.19, 45.46])).toEqual([]); // Milano
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
