import { z } from 'zod';
import {
  activityFeatureSchema,
  featureCollectionSchema,
  parseRouteAnswer,
  stopFeatureSchema,
  timelineItemSchema,
  type ActivityFeature,
  type RouteFeature,
  type StopFeature,
  type TimelineItem,
} from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';
import type { RouteColumns } from '@fleetdeck/shared/routeColumns';
import { RouteLoader } from './routeLoader.js';

/** A history range as the analyser's calls take it (UTC instants). */
export interface AnalyserRange {
  start: Date;
  end: Date;
}

const rangeQuery = ({ start, end }: AnalyserRange) =>
  `start_date=${encodeURIComponent(start.toISOString())}&end_date=${encodeURIComponent(end.toISOString())}`;

const stopsAnswer = featureCollectionSchema(stopFeatureSchema);
const activitiesAnswer = featureCollectionSchema(activityFeatureSchema);
const timelineAnswer = z.object({ data: z.array(timelineItemSchema) });

const routeCall = (truck: number, range: AnalyserRange) =>
  `/geofleet/trucks/${truck}/route.json?${rangeQuery(range)}`;

/** Every report of the truck in the range, in time order. */
export async function loadRoute(truck: number, range: AnalyserRange): Promise<RouteFeature[]> {
  return parseRouteAnswer(await apiJson<unknown>(routeCall(truck, range)));
}

const routes = new RouteLoader();

/** The same reports as columns, loaded and parsed off the page's main thread (the analyser's). */
export async function loadRouteColumns(truck: number, range: AnalyserRange): Promise<RouteColumns> {
  const columns = await routes.load(routeCall(truck, range));
  // The analyser bench splits the time from the answer to the frame at these marks.
  performance.mark('analyser-route-parsed', { detail: truck });
  return columns;
}

/** Stops of at least `breakMinutes`. */
export async function loadStops(
  truck: number,
  range: AnalyserRange,
  breakMinutes: number,
): Promise<StopFeature[]> {
  const body = await apiJson<unknown>(
    `/geofleet/trucks/${truck}/stops.json?${rangeQuery(range)}&timespan=${breakMinutes}`,
  );
  return stopsAnswer.parse(body).features;
}

/** Driver activity changes with where they happened. */
export async function loadActivities(
  truck: number,
  range: AnalyserRange,
): Promise<ActivityFeature[]> {
  const body = await apiJson<unknown>(
    `/geofleet/trucks/${truck}/activities.json?${rangeQuery(range)}`,
  );
  return activitiesAnswer.parse(body).features;
}

/** The timeline: trips, stops (shorter ones folded in), activities and the driver. */
export async function loadTimeline(
  truck: number,
  range: AnalyserRange,
  breakMinutes: number,
): Promise<TimelineItem[]> {
  const body = await apiJson<unknown>(
    `/geofleet/trucks/${truck}/timeline?${rangeQuery(range)}&timespan=${breakMinutes}&type=all&include=driver[]`,
  );
  return timelineAnswer.parse(body).data;
}
