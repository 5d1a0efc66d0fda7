import type { RequestHandler } from 'express';
import { unsafeTextReason } from '@fleetdeck/shared';

export interface UrlIssue {
  /** `path`, a query key, or `query` when the key itself cannot be read. */
  field: string;
  message: string;
}

const MALFORMED = 'has malformed percent-encoding';

const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/**
 * Why the path or a query parameter of `url` cannot be read, naming it, or undefined. Checked on
 * the raw text, as every router and the query parser would decode it: a malformed escape (`%E0%A4`
 * and the UTF-8 of a lone surrogate) fails in Express's router as an error it does not name, and
 * a `%00` decodes to a NUL no database text can hold.
 */
export function urlIssue(url: string): UrlIssue | undefined {
  const mark = url.indexOf('?');
  const path = decoded(mark < 0 ? url : url.slice(0, mark));
  if (path === undefined) return { field: 'path', message: `path: ${MALFORMED}` };
  const pathReason = unsafeTextReason(path);
  if (pathReason) return { field: 'path', message: `path: ${pathReason}` };
  if (mark < 0) return undefined;
  for (const pair of url.slice(mark + 1).split('&')) {
    const eq = pair.indexOf('=');
    // The query parser reads `+` as a space.
    const key = decoded((eq < 0 ? pair : pair.slice(0, eq)).replaceAll('+', ' '));
    const keyReason = key === undefined ? MALFORMED : unsafeTextReason(key);
    if (keyReason) return { field: 'query', message: `query: a parameter name ${keyReason}` };
    if (eq < 0) continue;
    const value = decoded(pair.slice(eq + 1).replaceAll('+', ' '));
    const reason = value === undefined ? MALFORMED : unsafeTextReason(value);
    if (reason) return { field: key as string, message: `${key as string}: ${reason}` };
  }
  return undefined;
}

/** The app-wide check of every request's path and query: 400 naming what is wrong. */
export const safeUrl: RequestHandler = (req, res, next) => {
  const issue = urlIssue(req.url);
  if (!issue) return next();
  res.status(400).json({ error: 'invalid_request', ...issue });
};
