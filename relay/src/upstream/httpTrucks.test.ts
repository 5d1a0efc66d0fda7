import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpTrucksUpstream } from './trucksUpstream.js';

let server: Server | undefined;

/** A real upstream on a loopback port: answers each request with `answer(url)`. */
async function serve(answer: (url: string) => { status?: number; body: unknown }): Promise<string> {
  server = createServer((req, res) => {
    const { status = 200, body } = answer(req.url ?? '');
    if (body === 'hang') return; // never answers
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const point = { lat: 45, lng: 9, heading: 0, speed: 0, date: '2026-03-10T10:00:00Z', ignition: 0 };

describe('HttpTrucksUpstream over HTTP', () => {
  it('reads a whole list from an upstream without cursors, and a partial one with them', async () => {
    const seen: string[] = [];
    const url = await serve((path) => {
      seen.push(path);
      return path.includes('updated_since')
        ? {
            body: { data: [{ id: 2, plate: 'B', lastpoint: point }], cursor: 'c 2', partial: true },
          }
        : { body: { data: [{ id: 1, plate: 'A', lastpoint: point }], cursor: 'c 1' } };
    });
    const upstream = new HttpTrucksUpstream(url, 2000);
    await expect(upstream.trucks()).resolves.toEqual({
      complete: true,
      trucks: [{ id: 1, plate: 'A', lastpoint: point }],
      cursor: 'c 1',
    });
    await expect(upstream.trucks('c 1')).resolves.toEqual({
      complete: false,
      trucks: [{ id: 2, plate: 'B', lastpoint: point }],
      cursor: 'c 2',
    });
    expect(seen).toEqual(['/trucks', '/trucks?updated_since=c%201']);
  });

  it('reads text beyond ASCII as UTF-8 (plates and names with accents, split across chunks)', async () => {
    // Long enough that the body arrives in several chunks, with multi-byte characters at the end.
    const plates = Array.from({ length: 3000 }, (_, i) => `ÄÖ-${i}-Şğ-東京`);
    const url = await serve(() => ({
      body: { data: plates.map((plate, i) => ({ id: i + 1, plate, lastpoint: point })) },
    }));
    const { trucks } = await new HttpTrucksUpstream(url, 2000).trucks();
    expect(trucks.map((t) => t.plate)).toEqual(plates);
  });

  it('names every bad field path', async () => {
    const url = await serve(() => ({
      body: {
        data: [
          { id: 1, plate: 'AB', lastpoint: { ...point, lat: 120 } },
          { id: 'x', plate: 'CD', lastpoint: null },
        ],
      },
    }));
    await expect(new HttpTrucksUpstream(url, 2000).trucks()).rejects.toThrow(
      /^upstream GET \/trucks: data\.0\.lastpoint\.lat: .*; data\.1\.id: /,
    );
  });

  it('fails on an error status, a bad cursor field and a timeout', async () => {
    let answer: { status?: number; body: unknown } = { status: 503, body: { error: 'busy' } };
    const url = await serve(() => answer);
    const upstream = new HttpTrucksUpstream(url, 300);
    await expect(upstream.trucks()).rejects.toThrow('upstream GET /trucks answered 503');
    answer = { body: { data: [], cursor: 7 } };
    await expect(upstream.trucks()).rejects.toThrow(/bad data at cursor/);
    answer = { body: 'hang' };
    await expect(upstream.trucks()).rejects.toThrow(/abort|timeout/i);
  });
});
