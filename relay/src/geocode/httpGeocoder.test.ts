import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeocoderError, HttpGeocoder } from './httpGeocoder.js';

/** A Nominatim-shaped server the test controls: it records requests and answers `reply`. */
describe('HTTP geocoder against a local Nominatim-style server', () => {
  let server: Server;
  let base: string;
  let seen: IncomingMessage[];
  let reply: { status: number; body: unknown };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim`;
  });
  beforeEach(() => {
    seen = [];
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reverse-geocodes with lat, lon, format=json and basic authorization', async () => {
    reply = {
      status: 200,
      body: {
        display_name: 'Via Roma, Lodi, Lombardia, Italia',
        address: {
          road: 'Via Roma',
          town: 'Lodi',
          county: 'LO',
          state: 'Lombardia',
          country: 'Italia',
          postcode: '26900',
        },
      },
    };
    const url = base.replace('http://', 'http://fleet%40deck:s3cret@');
    const result = await new HttpGeocoder(url).reverse(45.31, 9.5);
    expect(result).toEqual({
      display_name: 'Via Roma, Lodi, Lombardia, Italia',
      address: {
        road: 'Via Roma',
        county: 'LO',
        city: 'Lodi',
        state: 'Lombardia',
        country: 'Italia',
      },
    });
    const request = seen[0];
    const query = new URL(request?.url ?? '', 'http://x');
    expect(query.pathname).toBe('/nominatim/reverse');
    expect(Object.fromEntries(query.searchParams)).toEqual({
      lat: '45.31',
      lon: '9.5',
      format: 'json',
    });
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('fleet@deck:s3cret').toString('base64')}`,
    );
  });

  it('asks the reverse names in the interface language', async () => {
    reply = { status: 200, body: { error: 'Unable to geocode' } };
    await new HttpGeocoder(base).reverse(45.31, 9.5, 'el');
    const query = new URL(seen[0]?.url ?? '', 'http://x');
    expect(query.searchParams.get('accept-language')).toBe('el');
  });

  it("reads Nominatim's {error} as nothing there, and sends no credentials it was not given", async () => {
    reply = { status: 200, body: { error: 'Unable to geocode' } };
    expect(await new HttpGeocoder(base).reverse(0, 0)).toBeNull();
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('searches with q and format=json; string coordinates become numbers', async () => {
    reply = {
      status: 200,
      body: [
        { display_name: 'Verona, Veneto, Italia', lat: '45.4384958', lon: '10.9924122' },
        { display_name: 'Verona, Mississippi', lat: '34.19', lon: '-88.72' },
      ],
    };
    const results = await new HttpGeocoder(`${base}/`).search('Verona', { limit: 1 });
    expect(results).toEqual([
      { display_name: 'Verona, Veneto, Italia', lat: 45.4384958, lng: 10.9924122, kind: 'place' },
    ]);
    const query = new URL(seen[0]?.url ?? '', 'http://x');
    expect(query.pathname).toBe('/nominatim/search');
    expect(query.searchParams.get('q')).toBe('Verona');
    expect(query.searchParams.get('format')).toBe('json');
  });

  it('finds streets and house numbers in the language and near the view asked, each once', async () => {
    reply = {
      status: 200,
      body: [
        {
          display_name: 'Via Roma, 12, Verona, Veneto, Italia',
          lat: '45.44',
          lon: '10.99',
          class: 'place',
          type: 'house',
        },
        {
          display_name: 'Via Roma, Verona, Veneto, Italia',
          lat: '45.44',
          lon: '10.99',
          class: 'highway',
        },
        {
          display_name: 'Via Roma, Verona, Veneto, Italia',
          lat: '45.441',
          lon: '10.991',
          class: 'highway',
        },
        { display_name: 'Verona, Veneto, Italia', lat: '45.43', lon: '10.98', class: 'boundary' },
      ],
    };
    const results = await new HttpGeocoder(base).search('Via Roma 12, Verona', {
      limit: 5,
      language: 'it',
      near: { lat: 45.4, lng: 11 },
    });
    expect(results.map((r) => [r.display_name, r.kind])).toEqual([
      ['Via Roma, 12, Verona, Veneto, Italia', 'address'],
      ['Via Roma, Verona, Veneto, Italia', 'address'],
      ['Verona, Veneto, Italia', 'place'],
    ]);
    const query = new URL(seen[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(query.searchParams)).toEqual({
      q: 'Via Roma 12, Verona',
      limit: '5',
      'accept-language': 'it',
      viewbox: '10.0000,46.4000,12.0000,44.4000',
      format: 'json',
    });
  });

  it('throws on an error status or an answer of the wrong shape', async () => {
    reply = { status: 503, body: {} };
    await expect(new HttpGeocoder(base).reverse(45, 9)).rejects.toBeInstanceOf(GeocoderError);
    reply = { status: 200, body: { places: [] } };
    await expect(new HttpGeocoder(base).search('x', { limit: 5 })).rejects.toBeInstanceOf(
      GeocoderError,
    );
  });
});
