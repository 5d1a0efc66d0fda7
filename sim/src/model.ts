import { UPSTREAM_DRIVER_STATUSES } from '@fleetdeck/shared';
import type { RoadPath } from '@fleetdeck/shared/roads';

/** What a vehicle is doing during a phase of its plan. */
export const enum PhaseKind {
  Drive = 0,
  Load = 1,
  Unload = 2,
  Hook = 3,
  Unhook = 4,
  Refuel = 5,
  Break = 6,
  DailyRest = 7,
  WeeklyRest = 8,
  /** Waiting to be loaded or unloaded: availability on the tachograph. */
  Wait = 9,
}

/** Driver activity codes of the spec: 0 rest, 1 availability, 2 work, 3 driving. */
export const ACTIVITY = { rest: 0, availability: 1, work: 2, driving: 3 } as const;

/** `GET /drivers/status` rows: the statuses the catalogue names. */
export const DRIVER_STATUSES = UPSTREAM_DRIVER_STATUSES;

/**
 * One stretch of a vehicle's plan, in seconds since the epoch. A drive phase moves along `path`
 * from free-flow time `tau0` to `tau1` at a constant rate (below 1 in a traffic queue); any other
 * phase stands still at (`lat`, `lng`).
 */
export interface Phase {
  t0: number;
  t1: number;
  kind: PhaseKind;
  activity: number;
  /** Driver status id (DRIVER_STATUSES). */
  status: number;
  path: RoadPath | null;
  tau0: number;
  tau1: number;
  /** Metres along `path` at t0 (drive) . */
  d0: number;
  lat: number;
  lng: number;
  altitude: number;
  /** Odometer in metres and tank litres at t0 and t1; litres burnt since new at t0. */
  odo0: number;
  odo1: number;
  fuel0: number;
  fuel1: number;
  burnt0: number;
}

/** The faults a vehicle's tracker or driver shows (at most one per vehicle). */
export type Fault =
  | 'none'
  | 'low_battery'
  | 'no_card'
  | 'tacho_overspeed'
  | 'no_power'
  | 'low_power'
  | 'no_gps'
  | 'tacho_clock_updated'
  | 'tacho_clock_device'
  | 'device_timestamp'
  | 'no_points';

/** Per hundred motor vehicles, which slots carry which fault: 1-3 % each, no card 3 %. */
export const FAULT_SLOTS: Fault[] = [
  'low_battery',
  'low_battery',
  'no_card',
  'no_card',
  'no_card',
  'tacho_overspeed',
  'no_power',
  'low_power',
  'no_gps',
  'tacho_clock_updated',
  'tacho_clock_device',
  'device_timestamp',
  'no_points',
];

export interface SimDriver {
  id: number;
  name: string;
  surname: string;
  card: string;
  card_expiration: string;
  company: number;
  vehicleId: number;
  position: 1 | 2;
}

export interface SimCompany {
  id: number;
  business_name: string;
  master: number | null;
  depots: string[];
}
