import { z } from 'zod';
import { historyRangeIssue, type HistoryBounds } from './boundary.js';

const utcDate = z.iso.datetime({ offset: true });
const MINUTE_MS = 60_000;

/**
 * `start_date` and `end_date` as ISO instants with a zone, the end after the start and at most
 * `maxMs` later (exactly `maxMs` is allowed). Both refusals name `end_date`. `span` words the
 * limit in the message ("3 days", "24 hours").
 *
 * With `bounds` (read at each parse: the clock moves) the range must also lie between the
 * retention's start and now (see `historyRangeIssue`): a server checks it before it computes or
 * fetches anything, since a range in the year 9999 passes every other rule. A range that began
 * before now and reaches past it (the web's "today", to 23:59, is the spec's default interval) is
 * cut at the next whole minute instead: what has happened is answered, nothing later is asked
 * for, and the cut stays the same for a minute (the servers' caches key on it). Without bounds,
 * only the shape is checked (a form building a query has no say over the server's clock).
 */
export function isoRangeSchema(maxMs: number, span: string, bounds?: () => HistoryBounds) {
  return z
    .object({ start_date: utcDate, end_date: utcDate })
    .refine((q) => Date.parse(q.end_date) > Date.parse(q.start_date), {
      path: ['end_date'],
      message: 'must be after start_date',
    })
    .refine((q) => Date.parse(q.end_date) - Date.parse(q.start_date) <= maxMs, {
      path: ['end_date'],
      message: `the range may span at most ${span}`,
    })
    .transform((q, ctx) => {
      if (!bounds) return q;
      const at = bounds();
      const start = Date.parse(q.start_date);
      const asked = Date.parse(q.end_date);
      const cut = Math.ceil(at.now / MINUTE_MS) * MINUTE_MS;
      const end = start < at.now ? Math.min(asked, cut) : asked;
      const issue = historyRangeIssue(start, end, at);
      if (issue) {
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
        return z.NEVER;
      }
      return end === asked ? q : { ...q, end_date: new Date(end).toISOString() };
    });
}
