import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '@fleetdeck/shared';
import { shownRecap, timelineDrivers } from './reportData.js';

const item = (type: TimelineItem['type'], more: Partial<TimelineItem> = {}): TimelineItem => ({
  type,
  start_date: '2026-11-30T08:00:00Z',
  end_date: '2026-11-30T09:00:00Z',
  duration: 3600,
  ...more,
});

describe("the report's data", () => {
  it('sums the trips and stops only, as the recap on screen', () => {
    const recap = shownRecap([
      item('moving', { distance: 80.5, gps_distance: 79, fuel_consumption: 25 }),
      item('stop', { duration: 1800 }),
      item('activity', { activity: 3, duration: 9999, distance: 500 }),
      item('driver', { name: 'Sara', duration: 9999 }),
    ]);
    expect(recap).toEqual({
      duration: 5400,
      distance: 80.5,
      gps_distance: 79,
      fuel_consumption: 25,
    });
  });

  it('names each driver once, in the order they drove', () => {
    expect(
      timelineDrivers([
        item('driver', { name: 'Sara', last_name: 'Benali' }),
        item('moving'),
        item('driver', { name: 'Jan', last_name: 'Kowalski' }),
        item('driver', { name: 'Sara ', last_name: ' Benali' }),
        item('driver', { name: null, last_name: null }),
      ]),
    ).toEqual(['Sara Benali', 'Jan Kowalski']);
  });
});
