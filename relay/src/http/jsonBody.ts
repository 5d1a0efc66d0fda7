import express, { type RequestHandler, type Response } from 'express';
import { unsafeTextReason } from '@fleetdeck/shared';

/**
 * No body of ours nests deeper (a wall layout is five levels). The bound is checked on the raw
 * text, before parsing: a 20,000-deep array parses, then overflows the stack of whatever recurses
 * into it (the validators, `JSON.stringify`, the database's jsonb).
 */
export const MAX_BODY_DEPTH = 64;

/** How a request body is refused: the status and the words, naming the field. */
export interface BodyRefusal {
  status: 400 | 413 | 415;
  field: string;
  message: string;
}

/** Thrown from the parser's `verify` hook, so body-parser passes it on as it is. */
class BodyRefused extends Error {
  constructor(readonly refusal: BodyRefusal) {
    super(refusal.message);
  }
}

const refusal = (status: BodyRefusal['status'], field: string, what: string): BodyRefusal => ({
  status,
  field,
  message: `${field}: ${what}`,
});

// zlib names its failures Z_DATA_ERROR, Z_BUF_ERROR...; brotli ERR__ERROR_FORMAT_...
const DECODING_FAILED = /^(Z_|ERR__|ERR_ZSTD)/;

/**
 * What a body parser's error means for the client, or undefined when it is not about the body
 * (a bug: the caller answers 500). Body-parser errors carry a `type`; a body that does not
 * decompress reaches us as zlib's own error with only a 400 status added.
 */
export function bodyRefusal(error: unknown): BodyRefusal | undefined {
  if (error instanceof BodyRefused) return error.refusal;
  const { status, type, code, encoding } = (error ?? {}) as Record<string, unknown>;
  if (typeof code === 'string' && DECODING_FAILED.test(code) && status === 400)
    return refusal(400, 'body', 'not valid data for its Content-Encoding');
  if (typeof type !== 'string' || !/^(entity|request|encoding|charset)\./.test(type))
    return undefined;
  if (status === 413) return refusal(413, 'body', 'too large');
  if (type === 'encoding.unsupported')
    return refusal(
      415,
      'body',
      `Content-Encoding ${typeof encoding === 'string' ? `"${encoding}" ` : ''}is not supported: send gzip, deflate, br or none`,
    );
  if (type === 'charset.unsupported') return refusal(415, 'body', 'JSON must be UTF-8');
  return refusal(400, 'body', 'not valid JSON');
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the JSON text (UTF-8 bytes) opens more than `max` arrays and objects at once. */
function nestsDeeper(bytes: Buffer, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE) {
      // Jump to the quote that ends the string (one after an even run of backslashes): a 500 kB
      // string costs one native search, not a loop over its bytes.
      let end = i;
      for (;;) {
        end = bytes.indexOf(QUOTE, end + 1);
        if (end < 0) return false; // unterminated: the parser refuses it
        let slashes = 0;
        for (let k = end - 1; bytes[k] === BACKSLASH; k--) slashes++;
        if (slashes % 2 === 0) break;
      }
      i = end;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Runs on the raw (decompressed) bytes before parsing. UTF-8 only, as RFC 8259 asks of JSON
 * between systems; it also keeps the depth scan exact, since in UTF-8 no byte of a multibyte
 * character looks like a bracket or a quote.
 */
function checkRaw(_req: unknown, _res: unknown, bytes: Buffer, charset: string): void {
  if (!/^utf-?8$/i.test(charset)) throw new BodyRefused(refusal(415, 'body', 'JSON must be UTF-8'));
  if (nestsDeeper(bytes, MAX_BODY_DEPTH))
    throw new BodyRefused(refusal(400, 'body', `nested deeper than ${MAX_BODY_DEPTH} levels`));
}

/** A key as it can be named in an answer (its unsafe characters replaced). */
const nameOf = (key: string): string =>
  Array.from(key, (char) => (unsafeTextReason(char) ? '\uFFFD' : char)).join('');

/**
 * The first key or string value the database could not hold (a NUL, a lone surrogate), with its
 * path (`data.note`, `waypoints.2.name`), or undefined. The depth was bounded before parsing.
 */
export function unsafeField(
  value: unknown,
  path: string[] = [],
): { field: string; reason: string } | undefined {
  const field = (): string => path.join('.') || 'body';
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    return reason ? { field: field(), reason } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeField(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyReason = unsafeTextReason(key);
    if (keyReason) return { field: [...path, nameOf(key)].join('.'), reason: `a key ${keyReason}` };
    const found = unsafeField(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const refuse = (res: Response, { status, field, message }: BodyRefusal): void =>
  void res.status(status).json({ error: 'invalid_request', field, message });

/**
 * The one JSON body parser of the relay, in place of `express.json`: the route's size limit and a
 * depth bound checked on the raw text, then every key and string value checked for what no
 * database text can hold. Each refusal is a 400 (413, 415) naming the field, never a 500.
 */
export function jsonBody(options: { limit: string }): RequestHandler {
  const parse = express.json({ limit: options.limit, verify: checkRaw });
  return (req, res, next) => {
    void parse(req, res, (error?: unknown) => {
      if (error) {
        const refused = bodyRefusal(error);
        return refused ? refuse(res, refused) : next(error);
      }
      const unsafe = unsafeField(req.body);
      if (unsafe)
        return refuse(res, {
          status: 400,
          field: unsafe.field,
          message: `${unsafe.field}: ${unsafe.reason}`,
        });
      next();
    });
  };
}
