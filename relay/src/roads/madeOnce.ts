import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Router } from 'express';

interface Body {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * A public GET of the offline basemap's data (places, lakes): the JSON made on the first request
 * (reading the bundled data takes about a second) and kept; gzipped when the browser takes it,
 * answered 304 to its etag, cached by the browser for an hour.
 */
export function madeOnceRoute(path: string, make: () => unknown): Router {
  let body: Body | undefined;
  const made = (): Body => {
    if (body) return body;
    const json = Buffer.from(JSON.stringify(make()));
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    body = { json, gzip: gzipSync(json), etag };
    return body;
  };
  const router = Router();
  router.get(path, (req, res) => {
    const { json, gzip, etag } = made();
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
      res.send(gzip);
    } else res.send(json);
  });
  return router;
}
