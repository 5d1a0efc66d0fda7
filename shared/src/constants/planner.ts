/** Planner, POI, analyser and passage constants (part 2 §9). */
export const ROUTE_DEFAULTS = {
  costPerKilometer: 1.2,
  workingCostPerHour: 20.5,
  tollPenalty: 405,
  tollPenaltyMin: -95,
  tollPenaltyMax: 500,
  distanceTimeWeighting: 50,
  distanceTimeWeightingMin: 0,
  distanceTimeWeightingMax: 100,
  co2ClassMin: 1,
  co2ClassMax: 5,
  currency: 'EUR',
  plafondPreset: 'multiple_days',
  alternativeRouteColours: 3,
  minValidWaypoints: 2,
} as const;

/** Request values in the routing provider's units (cm, kg). */
export const VEHICLE_REQUEST_DEFAULTS = {
  height: 400,
  length: 1650,
  width: 254,
  axleLoad: 11500,
  numberOfAxles: 5,
  maximumPermittedNumberOfPassengers: 1,
} as const;

export const PAGE_SIZES = { savedRoutes: 10, resources: 10, freight: 10 } as const;

export const TRAFFIC_DELAY = { shownAboveS: 900, redAboveS: 1800 } as const;

export const REACHABLE_AREAS = {
  /** QUALITY when the last sorted horizon is at most this, else PERFORMANCE. */
  qualityMaxMinutes: 90,
  minMinutes: 1,
} as const;

export const SEARCH_DEFAULTS = { radiusKm: 10, areaUnits: ['km', 'min'] as const } as const;

export const ROUTE_STYLE = {
  weight: 7,
  highlightedWeight: 12,
  /** Upper bounds (km/h, inclusive) of the speed colour bands; above the last is red. */
  speedBands: [70, 100, 130] as const,
} as const;

export const ANALYSER = {
  maxRangeDays: 3,
  timelineBreakDefault: 15,
  timelineBreakMin: 1,
  timelineBreakMax: 60,
  chartWidthPercent: 70,
} as const;

export const PDF = {
  format: 'a4',
  orientation: 'portrait',
  contentWidthPx: 800,
  quality: 2,
  pageSplitHeightPx: 1400,
} as const;

export const VEHICLE_PASSAGE = {
  radiusDefaultKm: 0.1,
  radiusMinKm: 0.1,
  radiusMaxKm: 100,
  radiusStepKm: 0.1,
  /** The map's zoom on the chosen address (part 2 §9), or further out when the circle needs it. */
  mapZoom: 15,
  maxIntervalMs: 24 * 60 * 60 * 1000,
  /** Events of a vehicle closer than this (s) are one passage: above the 5-min report at rest. */
  passageGapS: 600,
  /** Vehicles per page of the relay's answer: the default and the most a request may ask. */
  pageDefault: 500,
  pageMax: 2000,
} as const;

export const RATING = { min: 1, max: 5 } as const;

export const EMISSIONS = { decimals: 3, particleCountUnit: 1e15 } as const;

export const DELIVERY_NATIONS = ['IT', 'FR', 'DE', 'ES', 'GB'] as const;
export const FREIGHT_VEHICLE_TYPES = [
  'trailer',
  'over_3_5_t',
  'over_7_5_t',
  'over_12_t',
  'waggon_and_drag',
] as const;
export const FREIGHT_BODY_SIZES = ['box', 'car', 'car_transporter', 'container', 'tank'] as const;

/** Seeded truck events: three samples, the last id 14. */
export const SEEDED_TRUCK_EVENTS = { count: 3, lastId: 14 } as const;
