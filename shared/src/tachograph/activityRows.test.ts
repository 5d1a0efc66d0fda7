import { describe, expect, it } from 'vitest';
import { periodsFromActivityRows } from './activityRows.js';
import { findInfringements } from './infringements.js';

const H = 3600;
const T0 = Date.parse('2026-11-18T21:29:26Z') / 1000;
const iso = (t: number): string => new Date(t * 1000).toISOString();
const row = (start: number, end: number, activity: number) => ({
  period: iso(start),
  start_date: iso(start),
  end_date: iso(end),
  duration: Math.round(end - start),
  activity,
});

describe('activity rows read in chunks', () => {
  // 4 h 30 of driving, then a 45 min break; the history was read in two calls whose boundary fell
  // 0.293 s into a second, inside the driving.
  const cut = T0 + 4 * H + 0.293;
  const driveEnd = T0 + 4.5 * H;
  const rows = [
    row(T0 - 11 * H, T0, 0),
    row(T0, cut, 3),
    row(cut, driveEnd, 3), // the upstream rounds the duration: 1,799.707 s sent as 1,800
    row(driveEnd, driveEnd + 45 * 60, 0),
    row(driveEnd + 45 * 60, driveEnd + 45 * 60 + 2 * H, 3),
  ];

  it('ends each period where the upstream says it ends, not at start plus a rounded duration', () => {
    const periods = periodsFromActivityRows(rows);
    expect(periods[2]?.end).toBe(driveEnd);
    expect(periods[3]?.start).toBe(driveEnd);
  });

  it('so a full 45 min break right after the boundary still counts (Art. 7)', () => {
    const now = driveEnd + 45 * 60 + 2 * H;
    expect(findInfringements({ periods: periodsFromActivityRows(rows), now })).toEqual([]);
    // Without end_date the rounded duration overlaps the break by 0.293 s: 44:59.7 is no break.
    const withoutEnd = rows.map(({ end_date: _dropped, ...r }) => r);
    expect(
      findInfringements({ periods: periodsFromActivityRows(withoutEnd), now }).map((f) => f.rule),
    ).toEqual(['break']);
  });
});
