import type { IconColorMode } from '../domain/userConfig.js';
import type { LastPoint, Truck } from '../domain/truck.js';
import { VEHICLE_STATUS_TOKENS, vehicleStatus } from './vehicleStatus.js';

export const DRIVER_ACTIVITIES = ['rest', 'availability', 'work', 'driving', 'no_driver'] as const;
export type DriverActivity = (typeof DRIVER_ACTIVITIES)[number];

const BY_CODE: readonly DriverActivity[] = ['rest', 'availability', 'work', 'driving'];

/** Lastpoint activity: 0 rest, 1 availability, 2 work, 3 driving; anything else, no driver. */
export function driverActivity(lastpoint: Pick<LastPoint, 'activity'> | null | undefined) {
  const code = lastpoint?.activity;
  return (typeof code === 'number' ? BY_CODE[code] : undefined) ?? 'no_driver';
}

export const DRIVER_ACTIVITY_TOKENS: Record<DriverActivity, string> = {
  rest: 'activity-rest',
  availability: 'activity-availability',
  work: 'activity-work',
  driving: 'activity-driving',
  no_driver: 'activity-none',
};

/** A colour as a theme token (resolved per colour mode) or a user-picked hex colour. */
export type ColourRef = { token: string } | { hex: string };

/**
 * Marker colour under the user's iconColor mode (part 1 §4). In driver_status mode the colour is
 * the one the user picked for the driver's state id; without one it falls back to the activity.
 */
export function markerColour(
  truck: Pick<Truck, 'activity_type' | 'lastpoint'>,
  mode: IconColorMode,
  now: number,
  driverStatusColours: Readonly<Record<string, string>> = {},
): ColourRef {
  if (mode === 'truck_status') return { token: VEHICLE_STATUS_TOKENS[vehicleStatus(truck, now)] };
  if (mode === 'driver_status') {
    const stateId = truck.lastpoint?.driver?.state?.id;
    const hex = stateId === undefined ? undefined : driverStatusColours[String(stateId)];
    if (hex) return { hex };
  }
  return { token: DRIVER_ACTIVITY_TOKENS[driverActivity(truck.lastpoint)] };
}
