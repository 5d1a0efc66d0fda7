import type { TourRestKind } from '../domain/routing.js';
import type { BanVehicle, DrivingBan } from '../rules/drivingBans/banAt.js';
import type { ActivityPeriod } from '../tachograph/types.js';
import type { CandidateStop } from './candidateStops.js';
import type { DriverState } from './driverHistory.js';
import type { TourCrossing } from './ferryStops.js';
import type { TourTimeline } from './routeTimeline.js';

export interface TourPlanOptions {
  /** Candidate stops farther than this from the route are not used. */
  maxOffRouteM: number;
  /** A candidate is used when it lies within this much driving before the limit. */
  parkingToleranceS: number;
  /** Breaks as 15 min after 2 h of driving, then 30 min at the limit, instead of 45 min. */
  splitBreaks: boolean;
  /** The first break of a day as the 3 h first part of a split daily rest (then 9 h). */
  splitDailyRest: boolean;
  /** Daily rests of 9 h while reduced ones are left (three between weekly rests). */
  reducedRests: boolean;
}

export const TOUR_PLAN_DEFAULTS: TourPlanOptions = {
  maxOffRouteM: 1000,
  parkingToleranceS: 40 * 60,
  splitBreaks: false,
  splitDailyRest: false,
  reducedRests: false,
};

/** Where and when the plan stops; times are epoch seconds. */
interface TourStopTimes {
  x: number;
  y: number;
  arrival: number;
  departure: number;
  durationS: number;
  /** Driving seconds and metres of the route before it. */
  driveS: number;
  distanceM: number;
  parkingName?: string;
}

/** A break or rest of the plan. */
export interface TourPause extends TourStopTimes {
  kind: 'break' | 'daily_rest';
  rest: TourRestKind;
  /** At the departure: the rest already taken before it, which this pause continues. */
  continuesRestS?: number;
}

/** A wait before a driving ban (the truck may not drive on until `ban.until`). */
export interface TourBanWait extends TourStopTimes {
  ban: DrivingBan;
}

/** A team's change of driver (issue 45): from here the other driver is at the wheel. */
export interface TourHandover {
  x: number;
  y: number;
  /** Epoch seconds. */
  at: number;
  driveS: number;
  distanceM: number;
  /** The driver who takes the wheel: 0 the first, 1 the second (the co-driver). */
  driver: number;
  parkingName?: string;
}

export interface TourPlanInput {
  route: TourTimeline;
  driver: DriverState;
  /** Epoch seconds: arrival at the first waypoint (its service time starts then). */
  departure: number;
  /** Parkings and service areas to stop at; the route point where a limit falls otherwise. */
  candidates?: readonly CandidateStop[];
  options?: Partial<TourPlanOptions>;
  /** The vehicle, for the driving bans of the route's countries (`route.countries`). */
  vehicle?: BanVehicle;
}

export interface TourPlan {
  pauses: TourPause[];
  /** Waits before driving bans, in route order (the ETA includes them). */
  banWaits: TourBanWait[];
  /** The ferries crossed, in route order (the ETA includes them, and any rest ashore after). */
  crossings: TourCrossing[];
  /** Per waypoint, epoch seconds with the pauses. */
  waypoints: { arrival: number; departure: number }[];
  /** The end of the last waypoint's job with the pauses, and driving straight through. */
  etaWithRests: number;
  etaWithoutRests: number;
  /** A single-day preset whose tour needs a daily (or weekly) rest. */
  violatedPlafond: boolean;
  /** With `violatedPlafond`: the metres of the route driven before the day must end. */
  dayReachM?: number;
  /** With `violatedPlafond`: when the day must end (epoch seconds), the answer's last moment. */
  dayEndAt?: number;
  team: boolean;
  /** A team's changes of driver, in order (the first driver drives from the departure). */
  handovers: TourHandover[];
  /** Each driver's tachograph periods: the history the state stands for, then the plan. */
  periods: ActivityPeriod[][];
}

/** Longer rests absorb shorter ones when two fall at the same place one after the other. */
export const RANK: Record<TourRestKind, number> = {
  break_first_part: 0,
  break_second_part: 1,
  break: 2,
  split_rest_first_part: 3,
  split_rest_second_part: 4,
  reduced_daily_rest: 5,
  regular_daily_rest: 6,
  weekly_rest: 7,
};
export const kindOf = (rest: TourRestKind): TourPause['kind'] =>
  RANK[rest] >= RANK.split_rest_first_part ? 'daily_rest' : 'break';
export const ENDS_DAY = new Set<TourRestKind>([
  'split_rest_second_part',
  'reduced_daily_rest',
  'regular_daily_rest',
  'weekly_rest',
]);
