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
