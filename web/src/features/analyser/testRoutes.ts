import type { RouteSpeedColour } from '@fleetdeck/shared';
import type { Rgba } from '../../map/vehicles/vehicleBuffers.js';

/** Speed colours told apart by their first byte (tests read `colour[0]`). */
export const TEST_COLOURS: Record<RouteSpeedColour, Rgba> = {
  light_blue: [1, 1, 1, 255],
  dark_blue: [2, 2, 2, 255],
  orange: [3, 3, 3, 255],
  red: [4, 4, 4, 255],
};

/** A route report at minute `minute` past 08:00 UTC on 2026-11-25. */
export const report = (lng: number, lat: number, speed: number | null, minute: number) => ({
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { speed, date: `2026-11-25T08:${String(minute).padStart(2, '0')}:00Z` },
});
