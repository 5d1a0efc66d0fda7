import type { Response } from 'express';
import type { ZodError } from 'zod';

/** 400 naming the first offending field, e.g. `{error:'invalid_request', field:'type', ...}`. */
export function sendValidationError(res: Response, error: ZodError, prefix?: string): void {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const field = [prefix, path].filter(Boolean).join('.') || 'body';
  res.status(400).json({
    error: 'invalid_request',
    field,
    message: `${field}: ${issue?.message ?? 'invalid value'}`,
  });
}

export function sendUnauthorized(res: Response): void {
  res.status(401).json({ error: 'unauthorized', message: 'A valid bearer token is required' });
}

export function sendForbidden(res: Response, message: string): void {
  res.status(403).json({ error: 'forbidden', message });
}
