import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { processPressure, pressureGuard, type PressureReadings } from './pressure.js';

const MB = 2 ** 20;

describe('the pressure guard', () => {
  const readings: PressureReadings = { eventLoopDelayMs: 0, heapUsedBytes: 0 };
  let closed = false;
  const guard = pressureGuard(
    { maxEventLoopDelayMs: 500, maxHeapUsedBytes: 100 * MB, retryAfterS: 7 },
    { read: () => readings, close: () => (closed = true) },
  );
  let url: string;
  const server = createServer(
    createApp({
      webDist: '/nonexistent',
      health: () => ({}),
      pressure: guard.middleware,
      routers: [express.Router().get('/api/work', (_req, res) => res.json({ done: true }))],
    }),
  );
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const at = (loopMs: number, heapMb: number) => {
    readings.eventLoopDelayMs = loopMs;
    readings.heapUsedBytes = heapMb * MB;
  };

  it('lets API requests through within the budgets', async () => {
    at(499, 99);
    const answer = await fetch(`${url}/api/work`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
  });

  it.each([
    ['the event loop is held past its budget', 501, 10, /event loop is held up \(501 ms\)/],
    ['the heap is past its budget', 0, 101, /memory is nearly full \(101 MB used\)/],
  ])('refuses new API requests with 503 in words when %s', async (_, loopMs, heapMb, words) => {
    at(loopMs, heapMb);
    const answer = await fetch(`${url}/api/work`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(await answer.json()).toEqual({
      error: 'overloaded',
      message: expect.stringMatching(words) as string,
    });
    // The health check still answers, so the balancer sees a busy relay, not a dead one.
    expect((await fetch(`${url}/health`)).status).toBe(200);
    // Unknown API paths are refused too: the guard stands in front of the whole API.
    expect((await fetch(`${url}/api/nothing-here`)).status).toBe(503);
  });

  it('takes requests again once the readings are back within budget', async () => {
    at(5000, 500);
    expect((await fetch(`${url}/api/work`)).status).toBe(503);
    at(20, 50);
    expect((await fetch(`${url}/api/work`)).status).toBe(200);
  });

  it('tells the operator why it refuses once per reading, not once per request', () => {
    const told: string[] = [];
    let reading: PressureReadings = { eventLoopDelayMs: 1500, heapUsedBytes: 0 };
    const watched = pressureGuard(
      { maxEventLoopDelayMs: 1000, maxHeapUsedBytes: MB, onRefuse: (why) => told.push(why) },
      { read: () => reading, close: () => undefined },
    );
    const refuse = () => {
      let status = 0;
      const res = {
        status: (code: number) => ((status = code), res),
        set: () => res,
        json: () => res,
      };
      watched.middleware({} as never, res as never, () => (status = 200));
      return status;
    };
    expect([refuse(), refuse(), refuse()]).toEqual([503, 503, 503]);
    expect(told).toEqual(['its event loop is held up (1500 ms)']);
    reading = { eventLoopDelayMs: 2000, heapUsedBytes: 0 };
    refuse();
    reading = { eventLoopDelayMs: 10, heapUsedBytes: 0 };
    expect(refuse()).toBe(200);
    expect(told).toEqual([
      'its event loop is held up (1500 ms)',
      'its event loop is held up (2000 ms)',
    ]);
  });

  it('stops its sampling when closed', () => {
    guard.close();
    expect(closed).toBe(true);
  });
});

describe("the process's readings", () => {
  const hold = (ms: number): void => {
    const until = Date.now() + ms;
    while (Date.now() < until); // holds the loop, as a runaway computation does
  };
  /** The largest delay read over the next samples. */
  const seenOver = async (source: ReturnType<typeof processPressure>): Promise<number> => {
    let seen = 0;
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = Math.max(seen, source.read().eventLoopDelayMs);
    }
    return seen;
  };

  it('see a loop held sample after sample, and the heap', async () => {
    const source = processPressure(50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 30)); // the histogram's first tick
      // Held in consecutive samples: the sampler closes the sample that saw a hold at the loop's
      // next turn, and the next hold comes 20 ms later, inside the next 50 ms sample.
      let seen = 0;
      for (let i = 0; i < 4; i++) {
        hold(300);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = Math.max(seen, source.read().eventLoopDelayMs);
      }
      expect(seen).toBeGreaterThan(200);
      expect(source.read().heapUsedBytes).toBeGreaterThan(MB);
    } finally {
      source.close();
    }
  });

  it('do not count one pause that is over (a first use building an index)', async () => {
    const source = processPressure(50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 30));
      hold(300);
      expect(await seenOver(source)).toBeLessThan(200);
    } finally {
      source.close();
    }
  });
});
