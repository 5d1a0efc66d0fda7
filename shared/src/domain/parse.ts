import type { z } from 'zod';

/** One line per zod issue, `field.path: message`; the root is named by the label. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], label = 'value'): string[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${path === '' ? label : path}: ${issue.message}`;
  });
}

/** Thrown by `parseOrThrow`: carries the field paths so HTTP layers can answer 400 with them. */
export class ValidationError extends Error {
  readonly issues: string[];
  constructor(label: string, issues: string[]) {
    super(`${label}: ${issues.join('; ')}`);
    this.name = 'ValidationError';
    this.issues = issues;
  }
}

/** Parses or throws a `ValidationError` whose message names every failing field path. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  label = 'value',
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ValidationError(label, describeIssues(result.error.issues, label));
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: string[] };

/** The non-throwing form, for callers that collect errors. */
export function parseResult<S extends z.ZodType>(
  schema: S,
  value: unknown,
  label = 'value',
): ParseResult<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: describeIssues(result.error.issues, label) };
}
