import { timelineRecap, type TimelineItem, type TimelineRecap } from '@fleetdeck/shared';
import { plainSpaces } from './reportLayout.js';

/** The recap the screen shows: the trips and stops of the timeline summed. */
export function shownRecap(items: readonly TimelineItem[]): TimelineRecap {
  return timelineRecap(items.filter((i) => i.type === 'moving' || i.type === 'stop'));
}

/** The drivers named on the timeline, each once, in the order they drove. */
export function timelineDrivers(items: readonly TimelineItem[]): string[] {
  const names = items
    .filter((i) => i.type === 'driver')
    .map((i) => plainSpaces([i.name, i.last_name].filter(Boolean).join(' ')))
    .filter(Boolean);
  return [...new Set(names)];
}
