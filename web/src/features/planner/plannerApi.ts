import { z } from 'zod';
import {
  vehicleProfileSchema,
  type Language,
  type LocationResult,
  type ReachableAreasRequest,
  type ReachableAreasResult,
  type RoutePlanResult,
  type RouteRequest,
  type VehicleProfile,
} from '@fleetdeck/shared';
import { apiFetch } from '../../app/session/api.js';
import { nearAndLanguage } from '../../map/search/suggestions.js';

/**
 * A refused planner call: the status and the relay's words (a 400 names the field, a 422 says
 * why no route exists and at which waypoint, a 503 that the routing engine is down).
 */
export class PlannerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly waypointIndex?: number,
  ) {
    super(message);
    this.name = 'PlannerApiError';
  }
}

const refusalSchema = z.object({
  message: z.string().optional(),
  field: z.string().optional(),
  waypointIndex: z.number().int().optional(),
});

/**
 * A planner call answering its JSON. A refusal throws a PlannerApiError; a network failure throws
 * what fetch threw (the caller stops loading without a message, spec part 2 §8). The route
 * answers are the relay's own contract types and are not parsed again here.
 */
export async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  if (!response.ok) {
    const body = refusalSchema.safeParse(await response.json().catch(() => null));
    const said = body.success ? body.data : {};
    const message = said.message ?? `HTTP ${response.status}`;
    throw new PlannerApiError(
      response.status,
      said.field && !message.includes(said.field) ? `${said.field}: ${message}` : message,
      said.waypointIndex,
    );
  }
  return (await response.json()) as T;
}

const post = (body: unknown, signal?: AbortSignal): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  ...(signal ? { signal } : {}),
});

export const calculateRoute = (request: RouteRequest, signal?: AbortSignal) =>
  call<RoutePlanResult>('/planner/route', post(request, signal));

export const calculateReachableAreas = (request: ReachableAreasRequest, signal?: AbortSignal) =>
  call<ReachableAreasResult>('/planner/reachable-areas', post(request, signal));

/** Places and POIs for a waypoint's text, ranked near `near` (the map's centre), named in `language`. */
export async function searchLocations(
  text: string,
  near: { lat: number; lng: number } | undefined,
  signal?: AbortSignal,
  language?: Language,
): Promise<LocationResult[]> {
  const query = nearAndLanguage(new URLSearchParams({ text, limit: '8' }), near, language);
  const answer = await call<{ data: LocationResult[] }>(
    `/planner/locations?${query.toString()}`,
    signal ? { signal } : {},
  );
  return answer.data;
}

const profilesSchema = z.object({ data: z.array(vehicleProfileSchema) });

/** The company's vehicle profiles (`GET /geofleet/profiles`). */
export async function fetchProfiles(): Promise<VehicleProfile[]> {
  return profilesSchema.parse(await call<unknown>('/geofleet/profiles')).data;
}
