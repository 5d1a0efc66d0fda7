import { describe, expect, it } from 'vitest';
import type { RouteEvent, RoutePlanResult } from '@fleetdeck/shared';
import { distanceM } from '@fleetdeck/shared/roads';
import { ferryLegs } from './plannerMap.js';

// Napoli, the port, two points at sea, Palermo's port, Palermo.
const coordinates: [number, number][] = [
  [14.3, 40.86],
  [14.26, 40.84],
  [13.9, 39.9],
  [13.5, 38.9],
  [13.37, 38.13],
  [13.36, 38.11],
];
const atSea = [2, 3, 4].reduce((sum, i) => {
  const [a, b] = [coordinates[i - 1], coordinates[i]];
  return sum + distanceM(a?.[1] ?? 0, a?.[0] ?? 0, b?.[1] ?? 0, b?.[0] ?? 0);
}, 0);
const ferry = {
  eventType: 'FerryEvent',
  name: 'Napoli – Palermo',
  // At the boarding coordinate, as the engines place it; the metres at sea, rounded.
  longitude: 14.26,
  latitude: 40.84,
  distanceM: Math.round(atSea),
} as RouteEvent;

describe('the ferry legs of a planned route', () => {
  it('runs from the boarding coordinate for the metres at sea, to the landing', () => {
    const result = { coordinates, events: [ferry] } as RoutePlanResult;
    expect(ferryLegs(result)).toEqual([{ name: 'Napoli – Palermo', startIndex: 1, endIndex: 4 }]);
  });

  it('finds none on a route without a FerryEvent', () => {
    expect(ferryLegs({ coordinates, events: [] } as unknown as RoutePlanResult)).toEqual([]);
  });
});
