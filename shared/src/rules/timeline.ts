import { ANALYSER } from '../constants/planner.js';
import type { TimelineItem } from '../domain/analyser.js';

/** Stop separation (the timeline break) in minutes: an integer from 1 to 60. */
export function isValidStopSeparation(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= ANALYSER.timelineBreakMin &&
    minutes <= ANALYSER.timelineBreakMax
  );
}

/**
 * The stops the timeline shows: a stop right after an inherited stop is hidden (it continues it),
 * only stops lasting at least the break are kept, and kept stops are numbered from 1. Other items
 * pass through untouched.
 */
export function filterTimelineStops(
  items: readonly TimelineItem[],
  breakMinutes: number,
): TimelineItem[] {
  const minSeconds = breakMinutes * 60;
  const out: TimelineItem[] = [];
  let index = 0;
  items.forEach((item, i) => {
    if (item.type !== 'stop') {
      out.push(item);
      return;
    }
    if (items[i - 1]?.type === 'inherited-stop') return;
    if (item.duration < minSeconds) return;
    index += 1;
    out.push({ ...item, stop_index: index });
  });
  return out;
}

export interface TimelineRecap {
  duration: number;
  distance: number;
  gps_distance: number;
  fuel_consumption: number;
}

/** The recap sums durations, distances, GPS distances and fuel; missing values count as 0. */
export function timelineRecap(items: readonly TimelineItem[]): TimelineRecap {
  return items.reduce<TimelineRecap>(
    (sum, it) => ({
      duration: sum.duration + it.duration,
      distance: sum.distance + (it.distance ?? 0),
      gps_distance: sum.gps_distance + (it.gps_distance ?? 0),
      fuel_consumption: sum.fuel_consumption + (it.fuel_consumption ?? 0),
    }),
    { duration: 0, distance: 0, gps_distance: 0, fuel_consumption: 0 },
  );
}
