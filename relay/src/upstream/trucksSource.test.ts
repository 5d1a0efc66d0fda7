import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchTrucks } from './trucksSource.js';

let server: Server | undefined;

async function serve(body: unknown): Promise<string> {
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('fetchTrucks', () => {
  const point = {
    lat: 45,
    lng: 9,
    heading: 0,
    speed: 0,
    date: '2026-03-10T10:00:00Z',
    ignition: 0,
  };

  it('returns the parsed trucks', async () => {
    const url = await serve({ data: [{ id: 1, plate: 'AB123CD', lastpoint: point }] });
    await expect(fetchTrucks(url, 2000)).resolves.toEqual([
      { id: 1, plate: 'AB123CD', lastpoint: point },
    ]);
  });

  it('names every bad field path', async () => {
    const url = await serve({
      data: [
        { id: 1, plate: 'AB', lastpoint: { ...point, lat: 120 } },
        { id: 'x', plate: 'CD', lastpoint: null },
      ],
    });
    await expect(fetchTrucks(url, 2000)).rejects.toThrow(
      /^upstream GET \/trucks: data\.0\.lastpoint\.lat: .*; data\.1\.id: /,
    );
  });
});
