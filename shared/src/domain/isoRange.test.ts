import { describe, expect, it } from 'vitest';
import { isoRangeSchema } from './isoRange.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-12-01T12:00:30Z');
const range = (start: string, end: string) => ({ start_date: start, end_date: end });
const issueOf = (schema: ReturnType<typeof isoRangeSchema>, start: string, end: string) => {
  const parsed = schema.safeParse(range(start, end));
  const issue = parsed.error?.issues[0];
  return issue && { field: issue.path.join('.'), message: issue.message };
};

describe('an ISO range with history bounds', () => {
  let now = NOW;
  const bounded = isoRangeSchema(3 * DAY, '3 days', () => ({ now, retentionMs: 90 * DAY }));

  it('takes a range of the kept history up to a minute past now, as it was asked', () => {
    const edge = range('2026-12-01T00:00:00Z', '2026-12-01T12:01:00Z');
    expect(bounded.parse(edge)).toEqual(edge);
    expect(issueOf(bounded, '2026-09-02T12:00:30Z', '2026-09-03T00:00:00Z')).toBeUndefined();
  });

  it('cuts a range begun before now and reaching past it at the next minute', () => {
    // The web's "today" (spec: the passage's default interval), asked at 12:00:30.
    const today = range('2026-12-01T00:00:00+01:00', '2026-12-01T23:59:59.999+01:00');
    expect(bounded.parse(today)).toEqual({
      start_date: '2026-12-01T00:00:00+01:00',
      end_date: '2026-12-01T12:01:00.000Z',
    });
  });

  it('refuses a range in the future naming end_date, and one past the retention naming start_date', () => {
    expect(issueOf(bounded, '9999-12-30T00:00:00Z', '9999-12-31T00:00:00Z')).toEqual({
      field: 'end_date',
      message: 'must not be in the future',
    });
    expect(issueOf(bounded, '2026-12-01T12:00:40Z', '2026-12-01T12:02:00Z')?.field).toBe(
      'end_date',
    );
    expect(issueOf(bounded, '2026-09-02T12:00:29Z', '2026-09-03T00:00:00Z')).toEqual({
      field: 'start_date',
      message: 'history is kept for 90 days: pick a later date',
    });
  });

  it('reads the clock at each parse', () => {
    const ahead = ['2026-12-02T00:00:00Z', '2026-12-02T06:00:00Z'] as const;
    expect(issueOf(bounded, ...ahead)?.field).toBe('end_date');
    now = Date.parse('2026-12-02T06:00:00Z');
    expect(issueOf(bounded, ...ahead)).toBeUndefined();
    now = NOW;
  });

  it('checks only the shape without bounds, as a form does', () => {
    const shape = isoRangeSchema(DAY, '24 hours');
    expect(issueOf(shape, '9999-12-30T00:00:00Z', '9999-12-31T00:00:00Z')).toBeUndefined();
    expect(issueOf(shape, '2026-12-01T10:00:00Z', '2026-12-01T09:00:00Z')?.field).toBe('end_date');
  });
});
