/** Vehicle, alert and telemetry thresholds (part 1 §9). */
export const VEHICLE_THRESHOLDS = {
  /** A last point older than this is stale (grey). */
  staleMs: 60 * 60 * 1000,
  /** A last point older than this raises no_points. */
  noPointsMs: 24 * 60 * 60 * 1000,
  /** Battery percentage at or below this is low (and critical). */
  lowBatteryPercent: 20,
  /** Battery percentage at or below this switches the low-battery icon. */
  emptyBatteryPercent: 5,
  /** Above this percentage a battery is good; between low and this it is a warning. */
  goodBatteryPercent: 40,
  /** External voltage below this, in millivolts, is low power. */
  lowPowerMillivolts: 9000,
  /** Clock differences of this much or more are errors. */
  clockErrorMs: 10 * 60 * 1000,
  /** A point dated this far or more in the future is a device timestamp error. */
  futureTimestampMs: 60 * 60 * 1000,
} as const;

/** Marker sizes in pixels; the anchor sits at half width, full height (the drop's tip). */
export const MARKER_SIZES = {
  small: { width: 40, height: 54 },
  medium: { width: 52, height: 66 },
  large: { width: 60, height: 74 },
} as const;
export type MarkerSize = keyof typeof MARKER_SIZES;
export const MARKER_FONT_SIZES = { small: 8, medium: 10, large: 12 } as const;

export const TRUNCATION = {
  /** Names and vehicle identification. */
  name: 10,
  /** Plate on a marker. */
  markerPlate: 10,
  /** Marker labels, resource titles. */
  markerLabel: 20,
  resourceTitle: 20,
  savedRouteLabel: 16,
} as const;

export const LIST_LIMITS = {
  /** List fields counted towards the limit. */
  maxListFields: 3,
  maxTelemetries: 4,
  minTelemetries: 1,
} as const;

export const DEFAULT_LIST_FIELDS = ['address', 'speed', 'fuel_battery_level', 'altitude'] as const;

export const OPACITY_STEP = 10;
