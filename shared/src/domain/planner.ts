import { z } from 'zod';
import { ADR_CATEGORIES } from '../roads/restrictions.js';

export const coordinateSchema = z.object({ x: z.number(), y: z.number() });
export type Coordinate = z.infer<typeof coordinateSchema>;

export const WAYPOINT_ACTIONS = [
  'selectOnMap',
  'searchResource',
  'selectResource',
  'searchOnMap',
] as const;
/** Search types of a waypoint; `borsa` and `borsa-timocom` are the two freight exchanges. */
export const RESOURCE_TYPES = ['poi', 'fuel', 'parking', 'borsa', 'borsa-timocom'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

const rating = z.number().int().min(0).max(5);

export const waypointSearchInfoSchema = z.object({
  areaValue: z.number().positive().nullish(),
  areaUnit: z.enum(['km', 'min']),
  stationServices: z.array(z.string()).nullish(),
  parkingServices: z.array(z.string()).nullish(),
  /** 0 means no filter; 1 to 5 filters. */
  parkingRating: rating.nullish(),
  parkingSecurityRating: rating.nullish(),
  parkingVerified: z.boolean().nullish(),
  alpegaSearch: z.boolean().nullish(),
  delivery_nation: z.string().nullish(),
  vehicle_type: z.string().nullish(),
  vehicle_size: z.array(z.string()).nullish(),
  vehicle_weight: z.number().nullish(),
  vehicle_length: z.number().nullish(),
  reachable_areas: z.array(z.number().int().min(1)).nullish(),
});
export type WaypointSearchInfo = z.infer<typeof waypointSearchInfoSchema>;

export const waypointCoordinateSchema = z.object({
  referenceCoordinate: coordinateSchema.nullable(),
  label: z.string().nullish(),
  action: z.enum(WAYPOINT_ACTIONS).nullish(),
  type: z.string().nullish(),
  resource: z.unknown().optional(),
  resourceType: z.enum(RESOURCE_TYPES).nullish(),
  showForm: z.boolean().nullish(),
  options: z
    .object({
      serviceTime: z.number().min(0).nullish(),
      /** Kilograms loaded (+) or unloaded (-) at the stop, as the route request takes them. */
      waypointLoad: z.number().nullish(),
    })
    .nullish(),
});

export const waypointSchema = z.object({
  id: z.union([z.string(), z.number()]),
  coordinate: waypointCoordinateSchema.nullable(),
  updatingWaypoint: z.boolean().nullish(),
  showAreaField: z.boolean().nullish(),
  searchInfo: waypointSearchInfoSchema.nullish(),
  /** Break or daily rest injected from the tour's break events. */
  shadowWaypoint: z.enum(['break', 'daily_rest']).nullish(),
});
export type Waypoint = z.infer<typeof waypointSchema>;

export const routeInfoSchema = z.object({
  chosenProfile: z.union([z.string(), z.number()]).nullish(),
  selectedCo2Class: z.number().int().min(1).max(5),
  /** `end` means the start time is the wanted arrival time. */
  startMode: z.enum(['start', 'end']),
  startTime: z.string(),
  costPerKilometer: z.number().min(0),
  workingCostPerHour: z.number().min(0),
  includePlafond: z.boolean(),
  tollPenalty: z.number().int().min(-95).max(500),
  distanceTimeWeighting: z.number().int().min(0).max(100),
});
export type RouteInfo = z.infer<typeof routeInfoSchema>;

export const vehicleProfileDataSchema = z.object({
  fuelType: z.string().nullish(),
  emissionClass: z.string().nullish(),
  emptyWeight: z.number().nullish(),
  totalPermittedWeight: z.number().nullish(),
  /** Centimetres, as the routing provider takes them. */
  height: z.number().nullish(),
  length: z.number().nullish(),
  width: z.number().nullish(),
  axleLoad: z.number().nullish(),
  numberOfAxles: z.number().int().nullish(),
  loadType: z.string().nullish(),
  maximumPermittedNumberOfPassengers: z.number().int().nullish(),
  /** The load's ADR tunnel restriction code (8.6.4); none when the load has no code. */
  adrTunnelCategory: z.enum(ADR_CATEGORIES).nullish(),
  /** Dangerous goods on board: without a code, treated as code E (closed at E tunnels). */
  hazardousGoods: z.boolean().nullish(),
});
export const vehicleProfileSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string().nullish(),
  data: vehicleProfileDataSchema,
});
export type VehicleProfile = z.infer<typeof vehicleProfileSchema>;

export const PLAFOND_PRESETS = [
  'single_day',
  'long_single_day',
  'multiple_days',
  'team_and_multiple_days',
] as const;
export type PlafondPreset = (typeof PLAFOND_PRESETS)[number];

/** Hours in the form; `toPlafondRequest` turns them into the seconds the request carries. */
export const plafondConfigSchema = z.object({
  configurableWorkingHoursPreset: z.enum(PLAFOND_PRESETS),
  lastTimeTheDriverWorked: z.string().nullish(),
  accumulatedDrivingTimeSinceLastBreak: z.number().min(0),
  accumulatedDrivingTimeSinceLastDailyRest: z.number().min(0),
  accumulatedTravelTimeSinceLastDailyRest: z.number().min(0),
});
export type PlafondConfig = z.infer<typeof plafondConfigSchema>;

export const tollSectionSchema = z.object({
  country: z.string(),
  displayName: z.string().nullish(),
  cost: z.object({ amount: z.number(), currency: z.string().nullish() }),
});
export const tollSchema = z.object({
  summary: z
    .object({
      costs: z.object({ amount: z.number(), currency: z.string().nullish() }).nullish(),
      countries: z.array(z.object({ countryCode: z.string(), amount: z.number() })).nullish(),
    })
    .nullish(),
  sections: z.array(tollSectionSchema).nullish(),
});

export const ROUTE_EVENT_TYPES = [
  'WaypointEvent',
  'LegEvent',
  'CountryEvent',
  'TollEvent',
  'TourEvent',
  'ManeuverEvent',
  'FerryEvent',
] as const;
export const routeEventSchema = z.looseObject({
  eventType: z.enum(ROUTE_EVENT_TYPES),
  distanceFromStart: z.number().nullish(),
  travelTimeFromStart: z.number().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
});

export const EMISSION_KINDS = [
  'fuelConsumption',
  'hydrocarbons',
  'methane',
  'hydrocarbonsExceptMethane',
  'carbonMonoxide',
  'carbonDioxide',
  'fossilCarbonDioxide',
  'sulphurDioxide',
  'nitrogenOxides',
  'nitrogenDioxide',
  'nitrousOxide',
  'ammonia',
  'benzene',
  'particles',
  'numberOfParticles',
] as const;
export type EmissionKind = (typeof EMISSION_KINDS)[number];

export const legSchema = z.object({
  distance: z.number(),
  travelTime: z.number(),
  trafficDelay: z.number().nullish(),
  violated: z.boolean().nullish(),
});

export const routePlanSchema = z.object({
  waypoints: z.array(z.looseObject({})).nullish(),
  distance: z.number(),
  travelTime: z.number(),
  trafficDelay: z.number().nullish(),
  violated: z.boolean().nullish(),
  events: z.array(routeEventSchema).nullish(),
  emissions: z.partialRecord(z.enum(EMISSION_KINDS), z.number()).nullish(),
  legs: z.array(legSchema).nullish(),
  toll: tollSchema.nullish(),
  polyline: z.string().nullish(),
  guidedNavigationRoute: z.unknown().optional(),
  alternativeRoutes: z.array(z.looseObject({ polyline: z.string().nullish() })).nullish(),
  monetaryCostsReport: z.object({ totalCost: z.number() }).loose().nullish(),
  message: z.string().nullish(),
});
export type RoutePlan = z.infer<typeof routePlanSchema>;

export const savedRouteSchema = z.object({
  _id: z.string().optional(),
  title: z.string().min(1),
  timeConsideration: z.string().nullish(),
  referenceTime: z.string().nullish(),
  avoidToll: z.boolean().nullish(),
  tollPenalty: z.number().int().min(-95).max(500),
  distanceTimeWeighting: z.number().int().min(0).max(100),
  userLanguage: z.string().nullish(),
  emissionOptions: z.looseObject({}).nullish(),
  waypoints: z.array(waypointSchema),
  vehicleProfile: vehicleProfileDataSchema.nullish(),
  monetaryCostOptions: z.object({
    costPerKilometer: z.number().min(0),
    workingCostPerHour: z.number().min(0),
  }),
  result: z
    .object({
      distance: z.number(),
      travelTime: z.number(),
      toll: tollSchema.nullish(),
      tourReport: z.unknown().optional(),
      monetaryCostsReport: z.object({ totalCost: z.number() }).loose().nullish(),
    })
    .nullish(),
});
export type SavedRoute = z.infer<typeof savedRouteSchema>;
