import type {
  LocationResult,
  ReachableAreasRequest,
  ReachableAreasResult,
  RoutePlanResult,
  RouteRequest,
} from '@fleetdeck/shared';
import type { PlacesSource } from '../places/locationSearch.js';
import { engineText } from '../embedded/messages.js';
import { buildPlan, legLoads } from '../routePlan.js';
import { RoutingError, type RoutingContext, type RoutingProvider } from '../routingProvider.js';
import {
  postValhalla,
  toRoutingError,
  ValhallaHttpError,
  type ValhallaClientOptions,
} from './valhallaClient.js';
import { isochroneBody, locateBody, routeBody } from './valhallaRequest.js';
import { isochroneAnswerSchema, locateAnswerSchema, routeAnswerSchema } from './valhallaSchemas.js';
import { readTrip } from './valhallaTrip.js';

/**
 * The routing provider for a Valhalla server at `ROUTING_URL` (truck costing from the profile,
 * alternates, isochrone contours, locate to tell which waypoint has no road). Tolls, costs and
 * emissions come from our cost model on its maneuvers; text search is ours (Valhalla has none).
 * Valhalla takes no live traffic: the traffic delay stays 0 (its own speeds may include history).
 */
export class ValhallaRoutingProvider implements RoutingProvider {
  readonly name = 'valhalla';

  constructor(
    private readonly client: ValhallaClientOptions,
    private readonly places: PlacesSource,
  ) {}

  async calculateRoute(request: RouteRequest, context?: RoutingContext): Promise<RoutePlanResult> {
    try {
      return await this.route(request, context);
    } catch (error) {
      throw localise(error, request.language);
    }
  }

  private async route(request: RouteRequest, context?: RoutingContext): Promise<RoutePlanResult> {
    let answer;
    try {
      answer = await postValhalla(
        this.client,
        'route',
        routeBody(request),
        routeAnswerSchema,
        context?.signal,
      );
    } catch (error) {
      if (!(error instanceof ValhallaHttpError)) throw error;
      const index = error.noEdgesNearLocation
        ? await this.unreachableWaypoint(request, context)
        : undefined;
      throw toRoutingError(error, index);
    }
    const places = await this.places();
    // Real shapes carry a point every few metres: one lookup per hundredth of a degree (~1 km).
    const countries = new Map<number, string | undefined>();
    const countryAt = (lng: number, lat: number) => {
      const cell = Math.round(lng * 100) * 100_000 + Math.round(lat * 100);
      if (!countries.has(cell)) countries.set(cell, places.countryAt(lng, lat));
      return countries.get(cell);
    };
    // A ferry's ports by their names, as the bundled lines list them.
    const pointOf = (name: string) => {
      const at = places.search({ text: name, limit: 1 })[0]?.location.referenceCoordinate;
      return at ? ([at.x, at.y] as const) : undefined;
    };
    const loads = legLoads(request);
    const best = readTrip(answer.trip, { countryAt, pointOf }, loads);
    const alternatives = (answer.alternates ?? [])
      .slice(0, request.alternatives)
      .map((a) => readTrip(a.trip, { countryAt, pointOf }, loads).geometry);
    return buildPlan(request, best.geometry, best.maneuvers, alternatives, 'valhalla');
  }

  async calculateReachableAreas(
    request: ReachableAreasRequest,
    context?: RoutingContext,
  ): Promise<ReachableAreasResult> {
    try {
      return await this.areas(request, context);
    } catch (error) {
      throw localise(error, undefined);
    }
  }

  private async areas(
    request: ReachableAreasRequest,
    context?: RoutingContext,
  ): Promise<ReachableAreasResult> {
    let answer;
    try {
      answer = await postValhalla(
        this.client,
        'isochrone',
        isochroneBody(request),
        isochroneAnswerSchema,
        context?.signal,
      );
    } catch (error) {
      if (!(error instanceof ValhallaHttpError)) throw error;
      throw toRoutingError(error, error.noEdgesNearLocation ? 0 : undefined);
    }
    const byMinutes = new Map(
      answer.features.map((f) => [Math.round(f.properties.contour * 60), f.geometry]),
    );
    const polygons = request.horizons.map((horizon) => {
      const geometry = byMinutes.get(horizon);
      if (!geometry)
        throw new RoutingError(
          'bad_provider_answer',
          `The routing engine gave no contour for ${horizon / 60} min`,
        );
      // The outer ring; of a multipolygon, the largest part's.
      const ring =
        geometry.type === 'Polygon'
          ? geometry.coordinates[0]
          : geometry.coordinates.map((p) => p[0] ?? []).sort((a, b) => b.length - a.length)[0];
      return { horizon, ring: ring ?? [] };
    });
    return { polygons, provider: 'valhalla' };
  }

  async searchLocations(
    text: string,
    near: { x: number; y: number } | undefined,
    limit: number,
  ): Promise<LocationResult[]> {
    return (await this.places()).search({ text, near, limit });
  }

  /** Which waypoint `/locate` finds no edge for (the first), or undefined when it cannot tell. */
  private async unreachableWaypoint(
    request: RouteRequest,
    context?: RoutingContext,
  ): Promise<number | undefined> {
    try {
      const located = await postValhalla(
        this.client,
        'locate',
        locateBody(request),
        locateAnswerSchema,
        context?.signal,
      );
      const index = located.findIndex((l) => !l.edges?.length);
      return index < 0 ? undefined : index;
    } catch {
      return undefined;
    }
  }
}

/** Our error in the user's language, Valhalla's words (or the connection's) as the detail. */
function localise(error: unknown, language: string | undefined): unknown {
  if (!(error instanceof RoutingError)) return error;
  const text = engineText(language, `planner.api.${error.code}`, {
    n: (error.waypointIndex ?? 0) + 1,
    detail: error.message,
  });
  return new RoutingError(error.code, text, error.waypointIndex);
}
