import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What every string that crosses a boundary (body, query, path, header) must be: no NUL, which
 * PostgreSQL text cannot hold, and well-formed UTF-16 (no lone surrogate), which no encoding can
 * write. Answers the reason in words, or undefined when the text is fine.
 */
export function unsafeTextReason(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (malformed Unicode)';
  return undefined;
}

/** A zod string refused when `unsafeTextReason` has one: the base of every text field. */
export const safeText = () =>
  z.string().superRefine((text, ctx) => {
    const reason = unsafeTextReason(text);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });

/** A positive id written as a canonical decimal integer: `4`, never `04`, `+4`, `4.0`, `0x4`. */
export const CANONICAL_ID = /^[1-9][0-9]{0,14}$/;

/** A positive integer id from text (path, query, header): canonical decimal only. */
export const idText = () =>
  z
    .string()
    .regex(CANONICAL_ID, 'must be a positive whole number written in decimal digits')
    .transform(Number);

/** A history range may end this far past now (clocks differ a little). */
export const HISTORY_FUTURE_SLACK_MS = 60_000;
/** How far back upstream keeps history unless configured (`HISTORY_RETENTION_DAYS`). */
export const HISTORY_RETENTION_DAYS = 90;

export interface HistoryBounds {
  now: number;
  /** How far back history is kept, in ms. */
  retentionMs: number;
}

/**
 * Why a history range `[start, end]` (epoch ms) cannot be asked for, naming the field, or
 * undefined when it lies between the retention's start and now (plus a minute). Checked before
 * anything is computed or fetched: a range in the year 9999 is refused, not simulated.
 */
export function historyRangeIssue(
  start: number,
  end: number,
  bounds: HistoryBounds,
  fields: { start: string; end: string } = { start: 'start_date', end: 'end_date' },
): { field: string; message: string } | undefined {
  if (end > bounds.now + HISTORY_FUTURE_SLACK_MS)
    return { field: fields.end, message: 'must not be in the future' };
  const oldest = bounds.now - bounds.retentionMs;
  if (start < oldest) {
    const days = Math.round(bounds.retentionMs / 86_400_000);
    return { field: fields.start, message: `history is kept for ${days} days: pick a later date` };
  }
  return undefined;
}
