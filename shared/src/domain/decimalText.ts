import { z } from 'zod';

/** A number as a form writes it in a query: `-12.5` or `4`, never `0x10`, `1e1`, `+4` or ` 4`. */
export const DECIMAL = /^-?[0-9]+(?:\.[0-9]+)?$/;

/**
 * A number from text (query, path) between `min` and `max`, in decimal digits only: `Number()`
 * alone reads `''` and `' '` as 0, `0x10` as 16 and `1e1` as 10, none of which a client means.
 */
export const decimalText = (min: number, max: number) =>
  z
    .string()
    .regex(DECIMAL, 'must be a number written in decimal digits')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** A whole number from text between `min` and `max`, in decimal digits only (`05` is 5). */
export const wholeText = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,15}$/, 'must be a whole number written in decimal digits')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
