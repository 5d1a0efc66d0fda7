import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '../domain/analyser.js';
import { activitiesByDay } from './timelineDays.js';

const activity = (activity: number, start: string, end: string): TimelineItem => ({
  type: 'activity',
  activity,
  start_date: start,
  end_date: end,
  duration: (Date.parse(end) - Date.parse(start)) / 1000,
});

describe('activities per day', () => {
  it('sums each activity per day of the user zone, splitting a period at its midnight', () => {
    const days = activitiesByDay(
      [
        activity(3, '2026-11-29T20:00:00Z', '2026-11-29T22:30:00Z'),
        // 23:30 to 01:30 in Rome (UTC+1): half an hour on the 29th, 1h 30m on the 30th.
        activity(0, '2026-11-29T22:30:00Z', '2026-11-30T00:30:00Z'),
        activity(2, '2026-11-30T07:00:00Z', '2026-11-30T07:45:00Z'),
        {
          type: 'moving',
          start_date: '2026-11-30T08:00:00Z',
          end_date: '2026-11-30T09:00:00Z',
          duration: 3600,
        },
        // No driver is no activity the report totals.
        activity(4, '2026-11-30T10:00:00Z', '2026-11-30T11:00:00Z'),
      ],
      'Europe/Rome',
    );
    expect(days).toEqual([
      { day: '2026-11-29', seconds: { driving: 9000, work: 0, availability: 0, rest: 1800 } },
      { day: '2026-11-30', seconds: { driving: 0, work: 2700, availability: 0, rest: 5400 } },
    ]);
  });

  it('reads upstream dates without a zone as UTC', () => {
    expect(
      activitiesByDay([activity(1, '2026-11-30 10:00:00', '2026-11-30 10:10:00')], 'UTC'),
    ).toEqual([
      { day: '2026-11-30', seconds: { driving: 0, work: 0, availability: 600, rest: 0 } },
    ]);
  });
});
