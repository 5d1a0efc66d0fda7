import { z } from 'zod';
import { ANALYSER } from '../constants/planner.js';
import type { HistoryBounds } from './boundary.js';
import { wholeText } from './decimalText.js';
import { isoRangeSchema } from './isoRange.js';
import { chartItemSchema } from './userConfig.js';

export const TIMELINE_ITEM_TYPES = [
  'stop',
  'driver',
  'inherited-stop',
  'activity',
  'moving',
] as const;
export type TimelineItemType = (typeof TIMELINE_ITEM_TYPES)[number];

export const timelineItemSchema = z.object({
  type: z.enum(TIMELINE_ITEM_TYPES),
  /** For `activity` items: 0 to 4. */
  activity: z.number().int().min(0).max(4).nullish(),
  start_date: z.string(),
  end_date: z.string(),
  extremes: z.array(z.object({ lat: z.number(), lon: z.number() })).nullish(),
  /** Seconds. */
  duration: z.number().min(0),
  distance: z.number().nullish(),
  gps_distance: z.number().nullish(),
  fuel_consumption: z.number().nullish(),
  name: z.string().nullish(),
  last_name: z.string().nullish(),
  card: z.string().nullish(),
  stop_index: z.number().int().nullish(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

const pointGeometry = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});
const lineGeometry = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(z.tuple([z.number(), z.number()])),
});

export const stopFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: pointGeometry,
  properties: z.object({
    /** Seconds. */
    DURATION: z.number(),
    start_date: z.string(),
    end_date: z.string(),
  }),
});
export type StopFeature = z.infer<typeof stopFeatureSchema>;

export const activityFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: pointGeometry,
  properties: z.object({
    activity: z.number().int(),
    start_date: z.string(),
    end_date: z.string(),
  }),
});
export type ActivityFeature = z.infer<typeof activityFeatureSchema>;

export const routeFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.union([pointGeometry, lineGeometry]),
  properties: z.looseObject({
    speed: z.number().nullish(),
    tacho_speed: z.number().nullish(),
    fuel_total: z.number().nullish(),
    date: z.string().nullish(),
  }),
});
export type RouteFeature = z.infer<typeof routeFeatureSchema>;

export const featureCollectionSchema = <F extends z.ZodType>(feature: F) =>
  z.object({ type: z.literal('FeatureCollection'), features: z.array(feature) });

export { parseRouteAnswer } from './routeAnswer.js';

export const analyserConfigSchema = z.object({
  timeline_break: z.number().int().min(1).max(60),
  timeline_separator: z.boolean(),
  chart: z.record(z.string(), chartItemSchema),
});
export type AnalyserConfig = z.infer<typeof analyserConfigSchema>;

const DAY_MS = 86_400_000;

/**
 * A history range of the analyser's calls: ISO dates with a zone, the end after the start, at most
 * `ANALYSER.maxRangeDays` (3) days (spec part 2 section 9), within `bounds` when given (see
 * `isoRangeSchema`).
 */
export const analyserRangeSchema = (bounds?: () => HistoryBounds) =>
  isoRangeSchema(ANALYSER.maxRangeDays * DAY_MS, `${ANALYSER.maxRangeDays} days`, bounds);

/** `stops.json`: the range and the minimum stop in minutes (decimal digits). */
export const stopsQuerySchema = (bounds?: () => HistoryBounds) =>
  analyserRangeSchema(bounds).and(z.object({ timespan: wholeText(0, 1440).optional() }));

/** `timeline`: the range, the stop separation (1..60 minutes), the item type, `include=driver[]`. */
export const timelineQuerySchema = (bounds?: () => HistoryBounds) =>
  analyserRangeSchema(bounds).and(
    z.object({
      timespan: wholeText(ANALYSER.timelineBreakMin, ANALYSER.timelineBreakMax).optional(),
      type: z.enum(['stop', 'moving', 'activity', 'all']).optional(),
      include: z.union([z.string(), z.array(z.string())]).optional(),
    }),
  );
