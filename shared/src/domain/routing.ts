import { z } from 'zod';
import { REACHABLE_AREAS, ROUTE_DEFAULTS } from '../constants/planner.js';
import type { FerryKind } from '../roads/ferries.js';
import type { BanKind } from '../rules/drivingBans/banRules.js';
import { EMISSION_KINDS, PLAFOND_PRESETS, vehicleProfileDataSchema } from './planner.js';

/**
 * The relay's planner API (part 2 §7 "routing provider"): what the web sends to
 * `POST /api/planner/route` and `/api/planner/reachable-areas`, and what it gets back. Every
 * provider (the embedded one on the bundled graph, Valhalla by `ROUTING_URL`) answers these shapes;
 * tolls, costs and emissions always come from our cost model and are flagged `estimated`.
 * Coordinates are `x` = longitude, `y` = latitude, as the spec's referenceCoordinate.
 */

/** A measure with the bound a real road vehicle gives (refused above, naming the field). */
const upTo = (max: number, unit: string) =>
  z
    .number()
    .min(0)
    .max(max, `must be at most ${max.toLocaleString('en')} ${unit}`)
    .nullish();

/**
 * The vehicle of a planner request: the stored profile's fields, each bounded (a 6 m or 60 t
 * truck is planned, and warned about; a 1e308 cm one is a typing error).
 */
export const routeProfileSchema = vehicleProfileDataSchema.extend({
  emptyWeight: upTo(200_000, 'kg'),
  totalPermittedWeight: upTo(200_000, 'kg'),
  height: upTo(1_000, 'cm'),
  length: upTo(5_000, 'cm'),
  width: upTo(1_000, 'cm'),
  axleLoad: upTo(100_000, 'kg'),
  numberOfAxles: z.number().int().min(0).max(20).nullish(),
  maximumPermittedNumberOfPassengers: z.number().int().min(0).max(100).nullish(),
});

export const routeWaypointSchema = z.object({
  x: z.number().min(-180).max(180),
  y: z.number().min(-90).max(90),
  label: z.string().max(200).nullish(),
  /** Minutes spent at the stop (spec: options.serviceTime). */
  serviceTime: z
    .number()
    .min(0)
    .max(24 * 60)
    .nullish(),
  /** Kilograms loaded (+) or unloaded (-) at the stop (spec: options.waypointLoad). */
  waypointLoad: z.number().min(-200_000).max(200_000).nullish(),
});
export type RouteWaypoint = z.infer<typeof routeWaypointSchema>;

export const timeConsiderationSchema = z.object({
  /** `start`: leave at referenceTime; `end`: arrive at referenceTime. */
  mode: z.enum(['start', 'end']),
  referenceTime: z.iso.datetime({ offset: true }),
});

const FOURTEEN_DAYS_S = 14 * 24 * 3600;
const accumulatedS = z.number().int().min(0).max(FOURTEEN_DAYS_S);

/**
 * The driver's plafond as the request carries it: the form's hours turned into seconds by
 * `plafondConfigToRequest` (rules/planner.ts). "Travel" is the time on duty since the last daily
 * rest ended (driving, other work and breaks).
 */
export const plafondRequestSchema = z.object({
  configurableWorkingHoursPreset: z.enum(PLAFOND_PRESETS),
  lastTimeTheDriverWorked: z.iso.datetime({ offset: true }).nullish(),
  accumulatedDrivingTimeSinceLastBreak: accumulatedS,
  accumulatedDrivingTimeSinceLastDailyRest: accumulatedS,
  accumulatedTravelTimeSinceLastDailyRest: accumulatedS,
});
export type PlafondRequest = z.infer<typeof plafondRequestSchema>;

export const routeRequestSchema = z.object({
  /** The vehicle in the provider's units: centimetres and kilograms (spec §9 defaults). */
  profile: routeProfileSchema,
  waypoints: z.array(routeWaypointSchema).min(ROUTE_DEFAULTS.minValidWaypoints).max(25),
  timeConsideration: timeConsiderationSchema,
  tollPenalty: z
    .number()
    .int()
    .min(ROUTE_DEFAULTS.tollPenaltyMin)
    .max(ROUTE_DEFAULTS.tollPenaltyMax),
  distanceTimeWeighting: z
    .number()
    .int()
    .min(ROUTE_DEFAULTS.distanceTimeWeightingMin)
    .max(ROUTE_DEFAULTS.distanceTimeWeightingMax),
  /** The route info's CO2 class, 1..5. */
  co2Class: z.number().int().min(ROUTE_DEFAULTS.co2ClassMin).max(ROUTE_DEFAULTS.co2ClassMax),
  monetaryCostOptions: z.object({
    costPerKilometer: z.number().min(0).max(1_000),
    workingCostPerHour: z.number().min(0).max(10_000),
  }),
  /** How many alternative routes to look for besides the best one (0..3). */
  alternatives: z.number().int().min(0).max(3).default(2),
  language: z.string().max(10).default('it'),
  /** The driver's state for the driving-time plan; a rested driver on multiple days when absent. */
  plafond: plafondRequestSchema.nullish(),
  /** "Load breaks and rests": plan EU 561/2006 breaks and rests along the route. */
  includeBreaks: z.boolean().optional(),
});
export type RouteRequest = z.infer<typeof routeRequestSchema>;

/** Turn directions of a manoeuvre event. */
export const MANEUVER_DIRECTIONS = [
  'DEPART',
  'STRAIGHT',
  'SLIGHT_LEFT',
  'LEFT',
  'SHARP_LEFT',
  'SLIGHT_RIGHT',
  'RIGHT',
  'SHARP_RIGHT',
  'U_TURN',
  'ARRIVE',
] as const;
export type ManeuverDirection = (typeof MANEUVER_DIRECTIONS)[number];

/**
 * The junction of the network a manoeuvre is at, as signs name it: the exit off a named road, the
 * entry onto one, or the interchange of the named roads meeting there ("A1/A14"), with the town
 * of the node in the request's language ("Uscita Caserta", "Interchange A1/A14 at Bologna").
 */
export interface ManeuverJunction {
  kind: 'EXIT' | 'ENTRY' | 'INTERCHANGE';
  name: string;
  /** The road left or joined (EXIT, ENTRY), or the roads meeting, the one driven first. */
  roads: string[];
}

interface EventBase {
  /** Metres and seconds from the start of the whole route. */
  distanceFromStart: number;
  travelTimeFromStart: number;
  latitude: number;
  longitude: number;
}
export type RouteEvent =
  | (EventBase & { eventType: 'WaypointEvent'; waypointIndex: number })
  | (EventBase & { eventType: 'LegEvent'; legIndex: number; kind: 'START' | 'END' })
  | (EventBase & { eventType: 'CountryEvent'; countryCode: string; kind: 'ENTER' | 'EXIT' })
  | (EventBase & {
      eventType: 'TollEvent';
      /** Index into `toll.sections`. */
      sectionIndex: number;
      kind: 'ENTER' | 'EXIT';
    })
  | (EventBase & {
      eventType: 'TourEvent';
      /**
       * SERVICE at a waypoint; BREAK, REST, BAN_WAIT, FERRY and a team's HANDOVER (duration 0;
       * issue 45) with the driving-time plan.
       */
      tourEventType: 'SERVICE' | 'BREAK' | 'REST' | 'BAN_WAIT' | 'FERRY' | 'HANDOVER';
      durationS: number;
    })
  | (EventBase & {
      /** A ferry leg (issue 45), at the boarding: not driving, the route's time all the same. */
      eventType: 'FerryEvent';
      /** The line, e.g. "Napoli – Palermo"; the ports in sailing order; who sails it. */
      name: string;
      fromPort: string;
      toPort: string;
      /** The ports' countries (ISO 3166-1 alpha-2), to name them in the user's language. */
      fromCountry: string;
      toCountry: string;
      operators: string;
      /** Seconds: boarding (check-in to sailing) plus crossing. */
      durationS: number;
      boardingS: number;
      crossingS: number;
      /** Metres at sea. */
      distanceM: number;
      /** Drivers' cabins on board: a daily rest may be taken there (Art. 9 of Reg. 561/2006). */
      cabins: boolean;
      /** A ship, or the Channel Tunnel's rail shuttle: the result and the exports name it so. */
      kind: FerryKind;
    })
  | (EventBase & {
      eventType: 'ManeuverEvent';
      direction: ManeuverDirection;
      /** The road taken, e.g. "A1" or "SS36"; empty when unnamed. */
      roadName: string;
      /** Where the network knows the junction (a node joining more than two roads). */
      junction?: ManeuverJunction;
    });

export interface TollSection {
  country: string;
  /** E.g. "A1 Milano – Bologna"; "A1 (IT)" where the operators' stretches are not known. */
  displayName: string;
  /** The motorway's operator (concessionaire), when known: "Autostrade per l'Italia". */
  operator?: string;
  cost: { amount: number; currency: 'EUR' };
  distanceM: number;
}

export interface MonetaryCostsReport {
  currency: 'EUR';
  distanceCost: number;
  workingTimeCost: number;
  tollCost: number;
  totalCost: number;
}

/** Where the route breaks one of the vehicle's limits (indices into the route's coordinates). */
export interface ViolatedSection {
  startIndex: number;
  endIndex: number;
  reason: 'height' | 'weight' | 'axleLoad' | 'width' | 'length' | 'adr';
  /** For `adr`, limit and value are ranks 1..4 (B..E): the tunnel's category, the load's code. */
  /** The road's limit in the reason's unit (m or t) and the vehicle's value. */
  limit: number;
  value: number;
  roadName: string;
}

export interface RouteLeg {
  distance: number;
  travelTime: number;
  trafficDelay: number;
  violated: boolean;
}

/** One route: the best one, or an alternative. */
export interface RouteSummary {
  /** Metres, seconds (travel time includes traffic delay and service times). */
  distance: number;
  travelTime: number;
  trafficDelay: number;
  violated: boolean;
  /** [longitude, latitude] along the route. */
  coordinates: [number, number][];
  /** km/h per coordinate (the road's expected speed), for colouring. */
  speeds: number[];
  toll: {
    summary: {
      costs: { amount: number; currency: 'EUR' };
      countries: { countryCode: string; amount: number }[];
    };
    sections: TollSection[];
  };
  monetaryCostsReport: MonetaryCostsReport;
  /** The fifteen spec categories, for the whole route: kg, except fuel (l) and particle count. */
  emissions: Record<(typeof EMISSION_KINDS)[number], number>;
  violatedSections: ViolatedSection[];
}

/** A stop of the driving-time plan: where, when (ISO times) and how long. */
interface PlanStop {
  x: number;
  y: number;
  /** ISO times. */
  arrival: string;
  departure: string;
  durationS: number;
  /** Metres of the route driven before it. */
  distanceFromStart: number;
  /** The candidate parking chosen; absent when the stop is the route point where the limit falls. */
  parkingName?: string;
}

/** A break or rest of the driving-time plan, injected as a shadow waypoint (part 2 §3). */
export interface ShadowWaypoint extends PlanStop {
  kind: 'break' | 'daily_rest';
  /** What the stop counts as under Regulation (EC) No 561/2006. */
  rest: TourRestKind;
  /** At the departure: seconds of rest taken before it, which this stop continues. */
  continuesRestS?: number;
}

/** A wait before a heavy-goods-vehicle driving ban (issue 45): it departs when the ban ends. */
export interface BanWaitStop extends PlanStop {
  /** The country whose ban it is, the ban (`BanKind`) and the holiday that makes it, if any. */
  country: string;
  ban: BanKind;
  holiday?: string;
}
/** A ferry crossed (issue 45): at the boarding port; it departs from the landing port. */
export interface FerryCrossingStop extends PlanStop {
  name: string;
  fromPort: string;
  toPort: string;
  fromCountry: string;
  toCountry: string;
  boardingS: number;
  crossingS: number;
  /** A ship, or the Channel Tunnel's rail shuttle: the result and the exports name it so. */
  kind: FerryKind;
  /** A daily rest taken on board (Art. 9 of Reg. 561/2006), going on ashore for `restAshoreS`. */
  dailyRest: boolean;
  restAshoreS: number;
}

/** A team's change of driver (issue 45): from here the other driver is at the wheel. */
export interface HandoverStop {
  x: number;
  y: number;
  /** ISO time of the change. */
  at: string;
  distanceFromStart: number;
  /** The driver who takes the wheel: 1 the first driver, 2 the second. */
  driver: 1 | 2;
  parkingName?: string;
}

export const TOUR_REST_KINDS = [
  'break',
  'break_first_part',
  'break_second_part',
  'split_rest_first_part',
  'regular_daily_rest',
  'reduced_daily_rest',
  'split_rest_second_part',
  'weekly_rest',
] as const;
export type TourRestKind = (typeof TOUR_REST_KINDS)[number];

export interface RoutePlanResult extends RouteSummary {
  legs: RouteLeg[];
  events: RouteEvent[];
  /** Per waypoint: the point on the road it was matched to, and arrival/departure times (ISO). */
  waypoints: { x: number; y: number; arrival: string; departure: string }[];
  alternativeRoutes: RouteSummary[];
  /** Set when the route breaks a limit or a waypoint was far from any road; shown as an alert. */
  message: string | null;
  /** Tolls, costs and emissions are our model's estimates, never a provider's invoice. */
  estimated: true;
  provider: 'embedded' | 'valhalla';
  /** With `includeBreaks`: the breaks and rests in route order (also TourEvents BREAK/REST). */
  shadowWaypoints?: ShadowWaypoint[];
  /** With `includeBreaks`: the waits before driving bans (also TourEvents BAN_WAIT). */
  banWaits?: BanWaitStop[];
  /** With `includeBreaks`: the ferries crossed (also TourEvents FERRY). */
  ferryCrossings?: FerryCrossingStop[];
  /** With `includeBreaks`: the end of the last waypoint's job with the breaks and rests, and without. */
  etaWithRests?: string;
  etaWithoutRests?: string;
  /** With `includeBreaks`: a single-day preset whose tour does not fit in the working day. */
  violatedPlafond?: boolean;
  /** With `violatedPlafond`: the metres of the route the working day reaches. */
  dayReachM?: number;
  /** With `violatedPlafond`: that the trip does not fit the day and how far it reaches, in words. */
  dayMessage?: string;
  /** With `includeBreaks` and the two-driver preset: the changes of driver, in order. */
  handovers?: HandoverStop[];
}

export const reachableAreasRequestSchema = z.object({
  profile: routeProfileSchema,
  waypoint: routeWaypointSchema,
  /** Seconds, ascending after sorting (the form's minutes × 60). */
  horizons: z
    .array(
      z
        .number()
        .int()
        .min(REACHABLE_AREAS.minMinutes * 60)
        .max(24 * 3600),
    )
    .min(1)
    .max(5),
  calculationMode: z.enum(['QUALITY', 'PERFORMANCE']),
  drivingDirection: z.enum(['OUTBOUND', 'INBOUND']),
  referenceTime: z.iso.datetime({ offset: true }).nullish(),
});
export type ReachableAreasRequest = z.infer<typeof reachableAreasRequestSchema>;

export interface ReachableAreasResult {
  /** One polygon per horizon, in the request's order: an outer ring of [longitude, latitude]. */
  polygons: { horizon: number; ring: [number, number][] }[];
  provider: 'embedded' | 'valhalla';
}

// The request's mode, direction and horizons come from `reachableAreaOptions` (rules/planner.ts).

/** `GET /api/planner/locations?text=&lat=&lng=` answers `{ data: LocationResult[] }`. */
export interface LocationResult {
  location: { referenceCoordinate: { x: number; y: number } };
  formattedAddress: string;
  kind: 'coordinates' | 'place' | 'poi';
  countryCode?: string;
  population?: number;
}

// Coordinates typed as text: `parseCoordinateText` in rules/search.ts (already used by the map's search).
