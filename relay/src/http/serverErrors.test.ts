import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.js';

/** Serves an app whose one route fails with `error`, and answers the status and body of a call. */
async function failWith(error: unknown): Promise<{ status: number; body: string }> {
  const router = express.Router();
  router.get('/api/boom', () => {
    throw error;
  });
  const app = createApp({ webDist: '/nonexistent', health: () => ({}), routers: [router] });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/boom`);
    return { status: response.status, body: await response.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('server errors in words', () => {
  it.each([
    ['an administrator shutdown', Object.assign(new Error('terminating'), { code: '57P01' })],
    ['a connection failure', Object.assign(new Error('lost'), { code: '08006' })],
    ['a connection the server closed', new Error('Connection terminated unexpectedly')],
  ])('answers 503 in words for %s', async (_, error) => {
    const { status, body } = await failWith(error);
    expect(status).toBe(503);
    expect(JSON.parse(body)).toMatchObject({ error: 'database_unavailable' });
  });

  it('answers 507 in words when the disk is full', async () => {
    const full = Object.assign(new Error('could not extend file'), { code: '53100' });
    const { status, body } = await failWith(full);
    expect(status).toBe(507);
    expect(JSON.parse(body)).toMatchObject({ error: 'storage_full' });
  });

  it('answers other failures with a plain 500, no stack trace', async () => {
    const { status, body } = await failWith(new Error('a bug in fileX.ts'));
    expect(status).toBe(500);
    expect(body).not.toContain('fileX');
    expect(JSON.parse(body)).toMatchObject({ error: 'internal' });
  });

  it.each([
    ['not JSON', '{"a":NaN}', 400, 'body: not valid JSON'],
    ['over the route limit', JSON.stringify({ a: 'x'.repeat(2048) }), 413, 'body: too large'],
  ])(
    'answers a body %s with %i naming the body, from any router',
    async (_, text, code, message) => {
      const router = express.Router();
      router.post(
        '/api/echo',
        express.json({ limit: '1kb' }),
        (req, res) => void res.json(req.body),
      );
      const app = createApp({ webDist: '/nonexistent', health: () => ({}), routers: [router] });
      const server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const response = await fetch(`http://127.0.0.1:${port}/api/echo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
        });
        expect(response.status).toBe(code);
        expect(await response.json()).toEqual({ error: 'invalid_request', field: 'body', message });
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});
