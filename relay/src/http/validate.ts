import type { Response } from 'express';
import type { ZodType } from 'zod';
import { sendValidationError } from './errors.js';

/** Parses `value` with `schema`, answering 400 naming the field when it does not fit. */
export function parseOr400<T>(
  schema: ZodType<T>,
  value: unknown,
  res: Response,
  where?: string,
): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  sendValidationError(res, result.error, where);
  return undefined;
}
