import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { jsonBody, MAX_BODY_DEPTH, unsafeField } from './jsonBody.js';
import { urlIssue } from './safeUrl.js';

describe('unsafeField', () => {
  it('names the path of the first NUL or lone surrogate, in a value or a key', () => {
    expect(unsafeField({ data: { note: 'a\u0000b' } })).toEqual({
      field: 'data.note',
      reason: 'must not contain the NUL character',
    });
    expect(unsafeField({ list: ['ok', 'x\ud800'] })?.field).toBe('list.1');
    expect(unsafeField({ data: { 'k\u0000': 1 } })?.field).toBe('data.k\uFFFD');
    expect(unsafeField('\udc00')?.field).toBe('body');
    expect(unsafeField({ fine: ['a', { b: '😀' }], n: 1, z: null })).toBeUndefined();
  });
});

describe('urlIssue', () => {
  it.each([
    ['/api/poi/%00', 'path'],
    ['/api/poi/%E0%A4%A', 'path'],
    ['/api/poi/%ED%A0%80', 'path'],
    ['/api/poi?limit=%00', 'limit'],
    ['/api/poi?limit=%ZZ', 'limit'],
    ['/api/poi?a%00=1', 'query'],
  ])('refuses %s naming %s', (url, field) => {
    expect(urlIssue(url)?.field).toBe(field);
  });

  it('lets well-formed paths and queries through', () => {
    expect(urlIssue('/api/poi/4?text=caf%C3%A9+bar&x&include[]=permissions')).toBeUndefined();
  });
});

describe('jsonBody', () => {
  let url = '';
  const server = createServer(
    createApp({
      webDist: '/nonexistent',
      health: () => ({}),
      routers: [
        express
          .Router()
          .post('/api/echo', jsonBody({ limit: '1kb' }), (req, res) => void res.json(req.body)),
      ],
    }),
  );
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/echo`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = async (body: string | Uint8Array, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  it('reads JSON, gzip included', async () => {
    expect(await post('{"a":[1]}')).toEqual({ status: 200, json: { a: [1] } });
    const zipped = await post(gzipSync('{"a":2}'), { 'content-encoding': 'gzip' });
    expect(zipped).toEqual({ status: 200, json: { a: 2 } });
  });

  it.each([
    ['a NUL in a value', '{"a":{"b":"x\\u0000"}}', {}, 400, 'a.b'],
    ['a lone surrogate', '{"a":"\\ud800"}', {}, 400, 'a'],
    ['too deep', '['.repeat(MAX_BODY_DEPTH + 1) + ']'.repeat(MAX_BODY_DEPTH + 1), {}, 400, 'body'],
    ['gzip that is not', '{"a":1}', { 'content-encoding': 'gzip' }, 400, 'body'],
    ['brotli that is not', '{"a":1}', { 'content-encoding': 'br' }, 400, 'body'],
    ['an unknown encoding', '{"a":1}', { 'content-encoding': 'x-zip' }, 415, 'body'],
    ['not UTF-8', '{"a":1}', { 'content-type': 'application/json; charset=utf-16' }, 415, 'body'],
    ['over the limit', JSON.stringify({ a: 'x'.repeat(2048) }), {}, 413, 'body'],
  ])('refuses %s, naming the field', async (_, body, headers, status, field) => {
    const answer = await post(body, headers);
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ error: 'invalid_request', field });
  });

  it('still takes a body as deep as the bound, and brackets inside strings do not count', async () => {
    const deep = '['.repeat(MAX_BODY_DEPTH) + ']'.repeat(MAX_BODY_DEPTH);
    expect((await post(deep)).status).toBe(200);
    expect((await post(JSON.stringify({ a: '['.repeat(500) + '\\"' }))).status).toBe(200);
  });
});
