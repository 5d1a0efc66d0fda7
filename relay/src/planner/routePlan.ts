import type {
  ManeuverDirection,
  RouteEvent,
  RouteLeg,
  RoutePlanResult,
  RouteRequest,
  RouteSummary,
} from '@fleetdeck/shared';
import { estimateRouteCosts, type CostSegment } from '@fleetdeck/shared/routeCosts';

/** A cost segment placed on the route's coordinates. */
export interface PlacedSegment extends CostSegment {
  /** Coordinate index where it begins. */
  startIndex: number;
}

export interface PlacedManeuver {
  index: number;
  direction: ManeuverDirection;
  roadName: string;
  /** Driving metres and seconds from the start (service times are added here). */
  distanceM: number;
  durationS: number;
  /** Boarding a ferry: the leg's FerryEvent fields, the event instead of a turn. */
  ferry?: Omit<
    Extract<RouteEvent, { eventType: 'FerryEvent' }>,
    'distanceFromStart' | 'travelTimeFromStart' | 'latitude' | 'longitude'
  >;
}

/** One way through the waypoints, as a provider found it. */
export interface RouteGeometry {
  coordinates: [number, number][];
  speeds: number[];
  segments: PlacedSegment[];
  /** Per leg: the coordinate index it ends at, and its driving length and time. */
  legs: { endIndex: number; distanceM: number; durationS: number; trafficDelayS: number }[];
  violatedSections?: RouteSummary['violatedSections'];
}

/**
 * The payload carried on each leg: the waypoints' loads (+) and unloads (-) so far, never below 0;
 * all undefined when no waypoint says (the cost model then assumes half a load).
 */
export function legLoads(request: RouteRequest): (number | undefined)[] {
  const legs = request.waypoints.slice(0, -1);
  if (request.waypoints.every((w) => w.waypointLoad === null || w.waypointLoad === undefined))
    return legs.map(() => undefined);
  let load = 0;
  return legs.map((w) => (load = Math.max(0, load + (w.waypointLoad ?? 0))));
}

const serviceS = (request: RouteRequest, i: number) =>
  (request.waypoints[i]?.serviceTime ?? 0) * 60;

/** Tolls, emissions and costs from our model, and the totals, for one route. */
export function summarise(request: RouteRequest, route: RouteGeometry): RouteSummary {
  return costed(request, route).summary;
}

function costed(request: RouteRequest, route: RouteGeometry) {
  const distance = route.legs.reduce((s, l) => s + l.distanceM, 0);
  // Whole seconds per leg, so the legs, the total and the waypoint times agree.
  const driving = route.legs.reduce((s, l) => s + Math.round(l.durationS), 0);
  const service = request.waypoints.reduce((s, _, i) => s + serviceS(request, i), 0);
  const trafficDelay = route.legs.reduce((s, l) => s + l.trafficDelayS, 0);
  const costs = estimateRouteCosts(route.segments, {
    vehicle: request.profile,
    co2Class: request.co2Class,
    monetaryCostOptions: request.monetaryCostOptions,
    travelTimeS: driving + service,
  });
  const violatedSections = route.violatedSections ?? [];
  const summary: RouteSummary = {
    distance: Math.round(distance),
    travelTime: Math.round(driving + service),
    trafficDelay: Math.round(trafficDelay),
    violated: violatedSections.length > 0,
    coordinates: route.coordinates,
    speeds: route.speeds,
    toll: costs.toll,
    monetaryCostsReport: costs.monetaryCostsReport,
    emissions: costs.emissions,
    violatedSections,
  };
  return { summary, tollSectionSegments: costs.tollSectionSegments };
}

/**
 * The whole result: the best route's summary, legs, waypoint times, and its events in route
 * order (waypoints, legs, service stops, manoeuvres, country and toll crossings).
 */
export function buildPlan(
  request: RouteRequest,
  best: RouteGeometry,
  maneuvers: readonly PlacedManeuver[],
  alternatives: readonly RouteGeometry[],
  provider: RoutePlanResult['provider'],
  message: string | null = null,
): RoutePlanResult {
  const { summary, tollSectionSegments } = costed(request, best);
  const timeline = new Timeline(request, best);
  const events: RouteEvent[] = [];
  const at = (index: number, distanceM: number, drivingS: number, afterWaypoint: number) => {
    const [longitude = 0, latitude = 0] = best.coordinates[index] ?? [];
    return {
      distanceFromStart: Math.round(distanceM),
      travelTimeFromStart: Math.round(drivingS + timeline.serviceBefore(afterWaypoint)),
      latitude,
      longitude,
    };
  };

  let legStart = { index: 0, distanceM: 0, durationS: 0 };
  best.legs.forEach((leg, legIndex) => {
    const start = at(legStart.index, legStart.distanceM, legStart.durationS, legIndex);
    events.push({ ...start, eventType: 'WaypointEvent', waypointIndex: legIndex });
    const service = serviceS(request, legIndex);
    if (service > 0)
      events.push({
        ...start,
        eventType: 'TourEvent',
        tourEventType: 'SERVICE',
        durationS: service,
      });
    const afterService = at(legStart.index, legStart.distanceM, legStart.durationS, legIndex + 1);
    events.push({ ...afterService, eventType: 'LegEvent', legIndex, kind: 'START' });
    const end = {
      index: leg.endIndex,
      distanceM: legStart.distanceM + leg.distanceM,
      durationS: legStart.durationS + leg.durationS,
    };
    events.push({
      ...at(end.index, end.distanceM, end.durationS, legIndex + 1),
      eventType: 'LegEvent',
      legIndex,
      kind: 'END',
    });
    legStart = end;
  });
  const last = best.legs.length;
  const arrival = at(legStart.index, legStart.distanceM, legStart.durationS, last);
  events.push({ ...arrival, eventType: 'WaypointEvent', waypointIndex: last });
  const lastService = serviceS(request, last);
  if (lastService > 0)
    events.push({
      ...arrival,
      eventType: 'TourEvent',
      tourEventType: 'SERVICE',
      durationS: lastService,
    });

  for (const m of maneuvers) {
    const leg = timeline.legAt(m.index);
    const where = at(m.index, m.distanceM, m.durationS, leg + 1);
    events.push(
      m.ferry
        ? { ...where, ...m.ferry }
        : { ...where, eventType: 'ManeuverEvent', direction: m.direction, roadName: m.roadName },
    );
  }
  // Country and toll crossings at segment starts.
  const segmentStart = segmentOffsets(best.segments);
  let country: string | undefined;
  best.segments.forEach((s, i) => {
    if (s.countryCode === country) return;
    const o = segmentStart[i] ?? { distanceM: 0, durationS: 0 };
    const point = at(s.startIndex, o.distanceM, o.durationS, timeline.legAt(s.startIndex) + 1);
    if (country)
      events.push({ ...point, eventType: 'CountryEvent', countryCode: country, kind: 'EXIT' });
    events.push({ ...point, eventType: 'CountryEvent', countryCode: s.countryCode, kind: 'ENTER' });
    country = s.countryCode;
  });
  tollSectionSegments.forEach((span, sectionIndex) => {
    const first = best.segments[span.firstSegment];
    const lastSegment = best.segments[span.lastSegment];
    const nextStart =
      best.segments[span.lastSegment + 1]?.startIndex ?? best.coordinates.length - 1;
    const o1 = segmentStart[span.firstSegment];
    const o2 = segmentStart[span.lastSegment];
    if (!first || !lastSegment || !o1 || !o2) return;
    const enter = at(
      first.startIndex,
      o1.distanceM,
      o1.durationS,
      timeline.legAt(first.startIndex) + 1,
    );
    const exit = at(
      nextStart,
      o2.distanceM + lastSegment.distanceM,
      o2.durationS + lastSegment.durationS,
      timeline.legAt(nextStart) + 1,
    );
    events.push({ ...enter, eventType: 'TollEvent', sectionIndex, kind: 'ENTER' });
    events.push({ ...exit, eventType: 'TollEvent', sectionIndex, kind: 'EXIT' });
  });
  events.sort(
    (a, b) =>
      a.distanceFromStart - b.distanceFromStart || a.travelTimeFromStart - b.travelTimeFromStart,
  );

  const violatedLegs = new Set(
    (best.violatedSections ?? []).map((v) => timeline.legAt(v.startIndex)),
  );
  const legs: RouteLeg[] = best.legs.map((l, i) => ({
    distance: Math.round(l.distanceM),
    travelTime: Math.round(l.durationS),
    trafficDelay: Math.round(l.trafficDelayS),
    violated: violatedLegs.has(i),
  }));
  return {
    ...summary,
    legs,
    events,
    waypoints: timeline.waypointTimes(summary.travelTime),
    alternativeRoutes: alternatives.map((a) => summarise(request, a)),
    message,
    estimated: true,
    provider,
  };
}

function segmentOffsets(segments: readonly CostSegment[]) {
  let distanceM = 0;
  let durationS = 0;
  return segments.map((s) => {
    const o = { distanceM, durationS };
    distanceM += s.distanceM;
    durationS += s.durationS;
    return o;
  });
}

/** Waypoint times and the service time spent before a point of the route. */
class Timeline {
  constructor(
    private readonly request: RouteRequest,
    private readonly route: RouteGeometry,
  ) {}

  /** Service seconds at the waypoints before `waypoint` (exclusive). */
  serviceBefore(waypoint: number): number {
    let s = 0;
    for (let i = 0; i < waypoint; i++) s += serviceS(this.request, i);
    return s;
  }

  legAt(index: number): number {
    const leg = this.route.legs.findIndex((l) => index < l.endIndex);
    return leg < 0 ? this.route.legs.length - 1 : leg;
  }

  waypointTimes(travelTimeS: number): RoutePlanResult['waypoints'] {
    const { mode, referenceTime } = this.request.timeConsideration;
    const ref = Date.parse(referenceTime);
    const start = mode === 'start' ? ref : ref - travelTimeS * 1000;
    let t = start;
    return this.request.waypoints.map((w, i) => {
      if (i > 0) t += Math.round(this.route.legs[i - 1]?.durationS ?? 0) * 1000;
      const arrival = new Date(t).toISOString();
      t += serviceS(this.request, i) * 1000;
      return { x: w.x, y: w.y, arrival, departure: new Date(t).toISOString() };
    });
  }
}
