import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '../domain/analyser.js';
import { filterTimelineStops, isValidStopSeparation, timelineRecap } from './timeline.js';

const item = (type: TimelineItem['type'], minutes: number, extra = {}): TimelineItem => ({
  type,
  start_date: '2026-03-10T10:00:00Z',
  end_date: '2026-03-10T11:00:00Z',
  duration: minutes * 60,
  ...extra,
});

describe('timeline', () => {
  it.each([
    [0, false],
    [1, true],
    [15, true],
    [60, true],
    [61, false],
    [1.5, false],
  ])('stop separation %s valid=%s', (m, ok) => expect(isValidStopSeparation(m)).toBe(ok));

  it('keeps stops of at least the break and numbers them', () => {
    const items = [item('stop', 14), item('moving', 30), item('stop', 15), item('stop', 40)];
    const kept = filterTimelineStops(items, 15);
    expect(kept.map((i) => [i.type, i.duration / 60, i.stop_index ?? null])).toEqual([
      ['moving', 30, null],
      ['stop', 15, 1],
      ['stop', 40, 2],
    ]);
  });

  it('hides the stop right after an inherited stop', () => {
    const items = [
      item('inherited-stop', 90),
      item('stop', 90),
      item('moving', 5),
      item('stop', 90),
    ];
    const kept = filterTimelineStops(items, 15);
    expect(kept.map((i) => [i.type, i.stop_index ?? null])).toEqual([
      ['inherited-stop', null],
      ['moving', null],
      ['stop', 1],
    ]);
  });

  it('sums the recap', () => {
    const items = [
      item('moving', 30, { distance: 20.5, gps_distance: 21, fuel_consumption: 7 }),
      item('stop', 15),
    ];
    expect(timelineRecap(items)).toEqual({
      duration: 2700,
      distance: 20.5,
      gps_distance: 21,
      fuel_consumption: 7,
    });
  });
});
