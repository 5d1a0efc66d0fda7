import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { Router } from 'express';

const gzip = promisify(gzipCallback);

interface Body {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * A public GET of the offline basemap's data (places, lakes): the JSON made on the first request
 * and kept (compressed off the event loop); gzipped when the browser takes it, answered 304 to its
 * etag, cached by the browser for an hour.
 */
export function madeOnceRoute(path: string, make: () => Promise<Buffer>): Router {
  let body: Promise<Body> | undefined;
  const made = (): Promise<Body> => {
    body ??= make().then(async (json) => ({
      json,
      gzip: await gzip(json),
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    }));
    body.catch(() => {
      body = undefined;
    });
    return body;
  };
  const router = Router();
  router.get(path, async (req, res) => {
    const { json, gzip: zipped, etag } = await made();
    res.setHeader('etag', etag);
    res.setHeader('cache-control', 'public, max-age=3600');
    res.setHeader('vary', 'accept-encoding');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.type('application/json');
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('content-encoding', 'gzip');
      res.send(zipped);
    } else res.send(json);
  });
  return router;
}

/** JSON as the bytes a made-once route serves. */
export const jsonBytes = (value: unknown): Promise<Buffer> =>
  Promise.resolve(Buffer.from(JSON.stringify(value)));
