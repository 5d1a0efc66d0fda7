import type {
  LocationResult,
  ReachableAreasRequest,
  ReachableAreasResult,
  RoutePlanResult,
  RouteRequest,
  RouteSummary,
  ViolatedSection,
} from '@fleetdeck/shared';
import {
  estimateRouteCosts,
  type CostOptions as CostModelOptions,
  type CostSegment,
  type RouteCosts,
} from '@fleetdeck/shared/routeCosts';
import type { RoadGraph } from '@fleetdeck/shared/roads';
import { RoutingError, type RoutingContext, type RoutingProvider } from '../routingProvider.js';
import { alternativeRoutes, type RoutePath } from './alternatives.js';
import { assembleRoute, type AssembledRoute } from './assemble.js';
import { buildCostModel } from './cost.js';
import { routeEvents } from './events.js';
import { vehicleLimits, violationMask, type VehicleLimits } from './limits.js';
import { concaveHull, HULL, reachedPoints, timesFrom } from './reachable.js';
import { MAX_SNAP_M, RoadSnapper, type RoadSnap } from './snap.js';
import { NO_TRAFFIC, trafficOnGraph, type TrafficOnGraph } from './traffic.js';
import { engineText, violationMessage } from './messages.js';
import { legalClosure, legalRoute } from './legalRoute.js';

/** A waypoint this far from its road gets a note in the route's message. */
export const FAR_WAYPOINT_M = 2_000;

/** The route's alert: the broken limits, then the waypoints moved far onto a road; else null. */
function routeMessage(
  violated: readonly ViolatedSection[],
  snaps: readonly RoadSnap[],
  language: string,
): string | null {
  const parts: string[] = [];
  if (violated.length > 0) parts.push(violationMessage(violated, language));
  snaps.forEach((s, i) => {
    if (s.distM > FAR_WAYPOINT_M)
      parts.push(
        engineText(language, 'planner.engine.waypoint_moved', {
          n: i + 1,
          km: (Math.round(s.distM / 100) / 10).toLocaleString(language),
        }),
      );
  });
  return parts.length > 0 ? parts.join('. ') : null;
}

export type SearchLocations = RoutingProvider['searchLocations'];

export interface EmbeddedRoutingOptions {
  /** Location search (another module): a function, or an object with `searchLocations`. */
  searchLocations: SearchLocations | { searchLocations: SearchLocations };
  /** The cost model; the shared one unless a test injects another. */
  estimateCosts?: (segments: CostSegment[], options: CostModelOptions) => RouteCosts;
}

/**
 * The embedded routing provider (part 2 §7): A* on the bundled typed-array road graph with the
 * vehicle's limits, generalised distance/time/toll cost, alternatives by the penalty method,
 * traffic delay from the live feed and events; reachable areas by time-bounded Dijkstra and a
 * concave hull. Tolls, costs and emissions come from the shared cost model.
 */
export class EmbeddedRoutingProvider implements RoutingProvider {
  readonly name = 'embedded' as const;
  readonly snapper: RoadSnapper;
  private readonly search: SearchLocations;
  private readonly estimateCosts: NonNullable<EmbeddedRoutingOptions['estimateCosts']>;
  private readonly noTraffic: TrafficOnGraph;

  constructor(
    readonly graph: RoadGraph,
    options: EmbeddedRoutingOptions,
  ) {
    this.snapper = new RoadSnapper(graph);
    const s = options.searchLocations;
    this.search = typeof s === 'function' ? s : s.searchLocations.bind(s);
    this.estimateCosts = options.estimateCosts ?? estimateRouteCosts;
    this.noTraffic = NO_TRAFFIC(graph);
  }

  searchLocations(
    text: string,
    near: { x: number; y: number } | undefined,
    limit: number,
  ): Promise<LocationResult[]> {
    return this.search(text, near, limit);
  }

  async calculateRoute(
    request: RouteRequest,
    context: RoutingContext = {},
  ): Promise<RoutePlanResult> {
    await Promise.resolve();
    context.signal?.throwIfAborted();
    return this.route(request, context);
  }

  /** The synchronous body of `calculateRoute` (benches and tests call it directly). */
  route(request: RouteRequest, context: RoutingContext = {}): RoutePlanResult {
    const g = this.graph;
    const vehicle = vehicleLimits(request.profile);
    const violations = violationMask(g, vehicle);
    const traffic = this.trafficOf(context);
    const legal = legalClosure(g, vehicle, request.profile.numberOfAxles ?? 0);
    // A waypoint near a border snaps to a road of a country open to the vehicle when it can.
    const open = violations.map((m, e) => m | (legal.closed[e] as number));
    const snaps = request.waypoints.map((w, i) =>
      this.snapWaypoint(w, i, open, request.language, violations),
    );
    for (let i = 1; i < snaps.length; i++) {
      const a = snaps[i - 1] as RoadSnap;
      const b = snaps[i] as RoadSnap;
      if (g.component[g.edgeFrom[a.edge] as number] !== g.component[g.edgeFrom[b.edge] as number])
        throw new RoutingError(
          'no_route',
          engineText(request.language, 'planner.engine.no_route', { from: i, to: i + 1 }),
        );
    }
    const options = {
      distanceTimeWeighting: request.distanceTimeWeighting,
      tollPenalty: request.tollPenalty,
      violations,
      traffic,
    };
    const { best, model } = legalRoute(g, request, legal, options, snaps);
    context.signal?.throwIfAborted();
    const alternatives = alternativeRoutes(
      g,
      model.edgeCost,
      model.minCostPerM,
      snaps,
      best,
      request.alternatives,
    );
    const serviceS = request.waypoints.map((w) => (w.serviceTime ?? 0) * 60);
    const totalServiceS = serviceS.reduce((s, x) => s + x, 0);
    // Payload on each leg: the loads taken on (+) and dropped (-) at the waypoints so far.
    const loads = request.waypoints.map((w) => w.waypointLoad ?? 0);
    let onBoard = 0;
    const legLoadKg = loads.some((l) => l !== 0)
      ? loads.slice(0, -1).map((l) => Math.max(0, (onBoard += l)))
      : null;
    const summarise = (
      path: RoutePath,
    ): { summary: RouteSummary; route: AssembledRoute; costs: RouteCosts } => {
      const route = assembleRoute(
        g,
        path,
        traffic,
        violations,
        vehicle,
        snaps[0] as RoadSnap,
        legLoadKg,
      );
      const travelTime = route.drivingTime + totalServiceS;
      const costs = this.estimateCosts(
        route.stretches.map(({ startIndex: _s, endIndex: _e, ...segment }) => segment),
        {
          vehicle: request.profile,
          co2Class: request.co2Class,
          monetaryCostOptions: request.monetaryCostOptions,
          travelTimeS: travelTime,
        },
      );
      return {
        route,
        costs,
        summary: {
          distance: route.distance,
          travelTime,
          trafficDelay: route.trafficDelay,
          violated: route.legs.some((l) => l.violated),
          coordinates: route.coordinates,
          speeds: route.speeds,
          toll: costs.toll,
          monetaryCostsReport: costs.monetaryCostsReport,
          emissions: costs.emissions,
          violatedSections: route.violatedSections,
        },
      };
    };
    const main = summarise(best);
    const { events, waypointTimes } = routeEvents(
      g,
      main.route,
      serviceS,
      main.costs.tollSectionSegments,
      request.language,
    );
    const ref = Date.parse(request.timeConsideration.referenceTime);
    // 'end': the reference time is the arrival at the last waypoint (before its service).
    const lastService = serviceS[serviceS.length - 1] ?? 0;
    const departure =
      request.timeConsideration.mode === 'start'
        ? ref
        : ref - (main.summary.travelTime - lastService) * 1000;
    const iso = (s: number): string => new Date(departure + s * 1000).toISOString();
    return {
      ...main.summary,
      legs: main.route.legs.map((l, i) => ({
        distance: l.distance,
        // A leg's time: its driving plus the service at its start (the last leg also the end's).
        travelTime:
          l.drivingTime + (serviceS[i] ?? 0) + (i === main.route.legs.length - 1 ? lastService : 0),
        trafficDelay: l.trafficDelay,
        violated: l.violated,
      })),
      events,
      waypoints: snaps.map((s, i) => ({
        x: s.lng,
        y: s.lat,
        arrival: iso(waypointTimes[i]?.arrivalS ?? 0),
        departure: iso(waypointTimes[i]?.departureS ?? 0),
      })),
      alternativeRoutes: alternatives.map((p) => summarise(p).summary),
      message: routeMessage(main.summary.violatedSections, snaps, request.language),
      estimated: true,
      provider: 'embedded',
    };
  }

  async calculateReachableAreas(
    request: ReachableAreasRequest,
    context: RoutingContext = {},
  ): Promise<ReachableAreasResult> {
    await Promise.resolve();
    context.signal?.throwIfAborted();
    return this.reachableAreas(request, context);
  }

  /** The synchronous body of `calculateReachableAreas`. */
  reachableAreas(
    request: ReachableAreasRequest,
    context: RoutingContext = {},
  ): ReachableAreasResult {
    const g = this.graph;
    const vehicle: VehicleLimits = vehicleLimits(request.profile);
    const violations = violationMask(g, vehicle);
    const start = this.snapWaypoint(request.waypoint, 0, violations, undefined);
    const model = buildCostModel(g, {
      distanceTimeWeighting: 100,
      tollPenalty: 500,
      violations,
      violationMode: 'forbid',
      traffic: this.trafficOf(context),
    });
    const maxS = Math.max(...request.horizons);
    // Closed roads are not driven in a reachable area.
    const edgeTime = model.edgeTime.map((t, e) => (violations[e] ? Infinity : t));
    // The vehicle is already on its start road: it may always drive off it.
    edgeTime[start.edge] = model.edgeTime[start.edge] as number;
    const times = timesFrom(g, edgeTime, start, maxS, request.drivingDirection);
    const mode = request.calculationMode;
    return {
      polygons: request.horizons.map((horizon) => ({
        horizon,
        ring: concaveHull(
          reachedPoints(g, edgeTime, times, start, horizon, HULL[mode].pointStep),
          mode,
        ),
      })),
      provider: 'embedded',
    };
  }

  private trafficOf(context: RoutingContext): TrafficOnGraph {
    return context.traffic?.length
      ? trafficOnGraph(this.graph, this.snapper, context.traffic)
      : this.noTraffic;
  }

  private snapWaypoint(
    w: { x: number; y: number; label?: string | null },
    index: number,
    violations: Uint8Array,
    language: string | undefined,
    /** Tried when no road free of `violations` is near: fewer closures. */
    fallback?: Uint8Array,
  ): RoadSnap {
    const snap =
      this.snapper.snap(w.y, w.x, MAX_SNAP_M, (e) => violations[e] === 0) ??
      (fallback ? this.snapper.snap(w.y, w.x, MAX_SNAP_M, (e) => fallback[e] === 0) : null);
    if (!snap) {
      const name = w.label ? `"${w.label}"` : `${w.y.toFixed(5)}, ${w.x.toFixed(5)}`;
      throw new RoutingError(
        'unreachable_waypoint',
        engineText(language, 'planner.engine.unreachable_waypoint', {
          n: index + 1,
          name,
          km: MAX_SNAP_M / 1000,
        }),
        index,
      );
    }
    return snap;
  }
}
