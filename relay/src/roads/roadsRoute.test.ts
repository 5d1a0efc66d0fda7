import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadGraph } from './buildRoads.js';
import { roadsRouter } from './roadsRoute.js';

describe('GET /map/roads.geojson', () => {
  const server = createServer(
    express().use(roadsRouter(roadGraph(process.env.DATA_DIR ?? './data'))),
  );
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/map/roads.geojson`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves the road lines with their class, and 304 when unchanged', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/geo\+json/);
    const body = (await res.json()) as {
      features: {
        properties: { class: string; ref: string };
        geometry: { coordinates: number[][] };
      }[];
    };
    expect(new Set(body.features.map((f) => f.properties.class))).toEqual(
      // Ferry lines come with the roads (the offline style draws only the three road classes).
      new Set(['motorway', 'trunk', 'regional', 'ferry']),
    );
    expect(body.features.some((f) => f.properties.ref === 'A1')).toBe(true);
    expect(body.features.every((f) => f.geometry.coordinates.length >= 2)).toBe(true);
    const again = await fetch(url, { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });
});
