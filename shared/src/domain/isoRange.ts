import { z } from 'zod';

const utcDate = z.iso.datetime({ offset: true });

/**
 * `start_date` and `end_date` as ISO instants with a zone, the end after the start and at most
 * `maxMs` later (exactly `maxMs` is allowed). Both refusals name `end_date`. `span` words the
 * limit in the message ("3 days", "24 hours").
 */
export function isoRangeSchema(maxMs: number, span: string) {
  return z
    .object({ start_date: utcDate, end_date: utcDate })
    .refine((q) => Date.parse(q.end_date) > Date.parse(q.start_date), {
      path: ['end_date'],
      message: 'must be after start_date',
    })
    .refine((q) => Date.parse(q.end_date) - Date.parse(q.start_date) <= maxMs, {
      path: ['end_date'],
      message: `the range may span at most ${span}`,
    });
}
