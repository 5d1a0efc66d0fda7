import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landRouter } from './landRoute.js';
import { insideRing } from './ringTest.js';

/** Whether [lng, lat] is inside one of the polygons' outer rings. */
function onLand(land: FeatureCollection<Polygon | MultiPolygon>, point: [number, number]) {
  const polygons = land.features.flatMap((f) =>
    f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates,
  );
  return polygons.some(([outer = []]) => insideRing(point, outer));
}

describe('GET /map/land.json and /map/borders.json (world-atlas 50m)', () => {
  const server = createServer(express().use(landRouter()));
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/map`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gives the land as polygons: Verona on land, the Tyrrhenian Sea not', async () => {
    const res = await fetch(`${base}/land.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const land = (await res.json()) as FeatureCollection<Polygon | MultiPolygon>;
    expect(land.type).toBe('FeatureCollection');
    expect(onLand(land, [10.99, 45.44])).toBe(true);
    expect(onLand(land, [11.5, 40.0])).toBe(false);
  });

  it('gives the borders between countries as lines, gzipped when asked, 304 when unchanged', async () => {
    const res = await fetch(`${base}/borders.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const borders = (await res.json()) as MultiLineString;
    expect(borders.type).toBe('MultiLineString');
    // The Italian-Swiss border passes near Chiasso (9.03, 45.84): some border vertex lies close.
    const near = borders.coordinates
      .flat()
      .some(([lng = 0, lat = 0]) => Math.abs(lng - 9.03) < 0.1 && Math.abs(lat - 45.84) < 0.1);
    expect(near).toBe(true);
    const again = await fetch(`${base}/borders.json`, {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});
