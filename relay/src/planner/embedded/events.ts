import type { ManeuverDirection, RouteEvent } from '@fleetdeck/shared';
import {
  bearingDeg,
  distanceM,
  ferryKindOf,
  ferryLineNamed,
  type RoadGraph,
} from '@fleetdeck/shared/roads';
import type { AssembledRoute } from './assemble.js';
import { junctionAt, SAME_JUNCTION_M, sharedNode } from './junctions.js';

type Manoeuvre = Extract<RouteEvent, { eventType: 'ManeuverEvent' }>;

/** The turn from one heading to the next (degrees, 0 north, clockwise). */
export function turnDirection(fromDeg: number, toDeg: number): ManeuverDirection {
  const delta = ((((toDeg - fromDeg) % 360) + 540) % 360) - 180; // -180..180, + = right
  const a = Math.abs(delta);
  if (a < 20) return 'STRAIGHT';
  if (a >= 170) return 'U_TURN';
  const right = delta > 0;
  if (a < 50) return right ? 'SLIGHT_RIGHT' : 'SLIGHT_LEFT';
  if (a < 130) return right ? 'RIGHT' : 'LEFT';
  return right ? 'SHARP_RIGHT' : 'SHARP_LEFT';
}

type FerryFields = Omit<Extract<RouteEvent, { eventType: 'FerryEvent' }>, keyof Where>;

/** The ferry boarded at segment k: its line, its ports in the sailing's direction, its times. */
function ferryAt(g: RoadGraph, route: AssembledRoute, k: number): FerryFields {
  const { segments, coordinates } = route;
  const edge = (segments[k] as AssembledRoute['segments'][number]).edge;
  let metres = 0;
  let seconds = 0;
  for (let j = k; segments[j]?.edge === edge; j++) {
    metres += (segments[j] as AssembledRoute['segments'][number]).lengthM;
    seconds += (segments[j] as AssembledRoute['segments'][number]).timeS;
  }
  const [lng, lat] = coordinates[k] as [number, number];
  const a = g.edgeFrom[edge] as number;
  const b = g.edgeTo[edge] as number;
  const near = (n: number) => distanceM(lat, lng, g.nodeLat[n] as number, g.nodeLng[n] as number);
  const [from, to] = near(a) <= near(b) ? [a, b] : [b, a];
  const name = g.refs[g.edgeRef[edge] as number] ?? '';
  const line = ferryLineNamed(name);
  const boardingS = (line?.boardingMin ?? 0) * 60;
  return {
    eventType: 'FerryEvent',
    name,
    fromPort: g.names[from] ?? '',
    toPort: g.names[to] ?? '',
    fromCountry: g.countries[g.nodeCountry[from] as number] ?? '',
    toCountry: g.countries[g.nodeCountry[to] as number] ?? '',
    operators: line?.operators ?? '',
    durationS: Math.round(seconds),
    boardingS,
    crossingS: Math.round(seconds) - boardingS,
    distanceM: Math.round(metres),
    cabins: line?.cabins ?? false,
    kind: ferryKindOf(line),
  };
}

/** Where and when on the route an event happens (every event's common fields). */
type Where = Pick<
  RouteEvent,
  'distanceFromStart' | 'travelTimeFromStart' | 'latitude' | 'longitude'
>;

/** Arrival and departure at each waypoint, in seconds from the start of the route. */
export interface WaypointTimes {
  arrivalS: number;
  departureS: number;
}

/**
 * The route's events in driving order: waypoints, legs, services, country borders, toll sections
 * (one per toll stretch, in the order the cost model lists them) and manoeuvres at the network's
 * junctions: where the road's ref changes, and where the route keeps its road through an
 * interchange with another named road, each with the junction's name where the network knows it
 * (see junctions.ts). One junction is one manoeuvre: a road taken for a few metres only (a snapped
 * start, a turn just before the arrival) merges into its neighbour. Times include the service at
 * every waypoint already passed.
 */
export function routeEvents(
  g: RoadGraph,
  route: AssembledRoute,
  serviceS: readonly number[],
  /** The cost model's toll sections as first and last index into `route.stretches`. */
  tollSections: readonly { firstSegment: number; lastSegment: number }[],
  /** For the junctions' town names. */
  language = 'en',
): { events: RouteEvent[]; waypointTimes: WaypointTimes[] } {
  const { coordinates, cumDist, cumTime, segments, legs, stretches } = route;
  const events: RouteEvent[] = [];
  const waypointAt = [legs[0]?.startIndex ?? 0, ...legs.map((l) => l.endIndex)];
  let serviceDone = 0;
  const base = (k: number): Where => {
    const [lng, lat] = coordinates[k] as [number, number];
    return {
      distanceFromStart: cumDist[k] as number,
      travelTimeFromStart: (cumTime[k] as number) + serviceDone,
      latitude: lat,
      longitude: lng,
    };
  };
  const refAt = (k: number): string => {
    const s = segments[k];
    return s ? (g.refs[g.edgeRef[s.edge] as number] ?? '') : '';
  };
  const heading = (k0: number, k1: number): number => {
    const a = coordinates[k0] as [number, number];
    const b = coordinates[k1] as [number, number];
    return bearingDeg(a[1], a[0], b[1], b[0]);
  };
  const waypointTimes: WaypointTimes[] = [];
  // Toll sections (the cost model's, by their first and last stretch) by coordinate.
  const enters = new Map<number, number[]>();
  const exits = new Map<number, number[]>();
  tollSections.forEach((t, i) => {
    const first = stretches[t.firstSegment];
    const last = stretches[t.lastSegment];
    if (!first || !last) return;
    enters.set(first.startIndex, [...(enters.get(first.startIndex) ?? []), i]);
    exits.set(last.endIndex, [...(exits.get(last.endIndex) ?? []), i]);
  });
  const tollEvents = (k: number, kind: 'ENTER' | 'EXIT'): void => {
    for (const sectionIndex of (kind === 'ENTER' ? enters : exits).get(k) ?? [])
      events.push({ ...base(k), eventType: 'TollEvent', sectionIndex, kind });
  };
  let country: string | null = null;
  let lastMove: Manoeuvre | null = null;
  const move = (m: Manoeuvre): void => {
    events.push(m);
    lastMove = m;
  };
  /** A turn onto `to` at coordinate k, or the previous manoeuvre's road when it is that close. */
  const turn = (
    k: number,
    direction: Manoeuvre['direction'],
    to: string,
    junction: Manoeuvre['junction'],
  ) => {
    const prev = lastMove;
    if (
      prev &&
      prev.direction !== 'ARRIVE' &&
      base(k).distanceFromStart - prev.distanceFromStart < SAME_JUNCTION_M
    ) {
      prev.roadName = to;
      // The start's node is where the driver is, not a junction to announce.
      if (junction && prev.direction !== 'DEPART') prev.junction = junction;
      if (prev.direction === 'STRAIGHT') prev.direction = direction;
      return;
    }
    move({
      ...base(k),
      eventType: 'ManeuverEvent',
      direction,
      roadName: to,
      ...(junction ? { junction } : {}),
    });
  };

  /** The road the stop is reached by: the one driven SAME_JUNCTION_M before it, if the leg is. */
  const arrivalRoad = (k: number): string => {
    let j = k - 1;
    while (
      j > 0 &&
      segments[j - 1]?.leg === segments[k - 1]?.leg &&
      (cumDist[k] as number) - (cumDist[j] as number) < SAME_JUNCTION_M
    )
      j--;
    return refAt(j);
  };

  const arriveAt = (w: number, k: number): void => {
    if (w > 0) {
      // A turn a few metres before the stop is the stop's access, not a junction to announce.
      const prev = lastMove;
      if (
        prev &&
        prev.direction !== 'DEPART' &&
        prev.direction !== 'ARRIVE' &&
        base(k).distanceFromStart - prev.distanceFromStart < SAME_JUNCTION_M
      )
        events.splice(events.lastIndexOf(prev), 1);
      move({
        ...base(k),
        eventType: 'ManeuverEvent',
        direction: 'ARRIVE',
        roadName: arrivalRoad(k),
      });
      events.push({ ...base(k), eventType: 'LegEvent', legIndex: w - 1, kind: 'END' });
    }
    const arrival = base(k).travelTimeFromStart;
    events.push({ ...base(k), eventType: 'WaypointEvent', waypointIndex: w });
    const service = serviceS[w] ?? 0;
    if (service > 0)
      events.push({
        ...base(k),
        eventType: 'TourEvent',
        tourEventType: 'SERVICE',
        durationS: service,
      });
    serviceDone += service;
    waypointTimes.push({ arrivalS: arrival, departureS: arrival + service });
  };

  let nextWaypoint = 0;
  for (let k = 0; k < segments.length; k++) {
    tollEvents(k, 'EXIT');
    // Every waypoint at this coordinate (a zero-length leg puts two on one point).
    let departing = -1;
    while (nextWaypoint < legs.length && waypointAt[nextWaypoint] === k) {
      arriveAt(nextWaypoint, k);
      departing = nextWaypoint;
      events.push({ ...base(k), eventType: 'LegEvent', legIndex: nextWaypoint, kind: 'START' });
      nextWaypoint++;
    }
    const seg = segments[k] as (typeof segments)[number];
    if (seg.country !== country) {
      if (country !== null)
        events.push({ ...base(k), eventType: 'CountryEvent', countryCode: country, kind: 'EXIT' });
      events.push({
        ...base(k),
        eventType: 'CountryEvent',
        countryCode: seg.country,
        kind: 'ENTER',
      });
      country = seg.country;
    }
    if (departing >= 0) {
      move({ ...base(k), eventType: 'ManeuverEvent', direction: 'DEPART', roadName: refAt(k) });
    } else if (k > 0 && !(g.edgeFerryS[seg.edge] as number)) {
      // Boarding is the ferry's event, not a turn onto the line.
      const from = refAt(k - 1);
      const to = refAt(k);
      const node = sharedNode(g, (segments[k - 1] as typeof seg).edge, seg.edge);
      if (from !== to) {
        const junction = junctionAt(g, node, from, to, language) ?? undefined;
        turn(k, turnDirection(heading(k - 1, k), heading(k, k + 1)), to, junction);
      } else if (to && node >= 0) {
        const junction = junctionAt(g, node, from, to, language);
        if (junction?.kind === 'INTERCHANGE') turn(k, 'STRAIGHT', to, junction);
      }
    }
    tollEvents(k, 'ENTER');
    if ((g.edgeFerryS[seg.edge] as number) > 0 && segments[k - 1]?.edge !== seg.edge)
      events.push({ ...base(k), ...ferryAt(g, route, k) });
  }
  const last = coordinates.length - 1;
  tollEvents(last, 'EXIT');
  // Zero-length legs at the very end, then the destination.
  while (nextWaypoint < legs.length) {
    arriveAt(nextWaypoint, last);
    events.push({ ...base(last), eventType: 'LegEvent', legIndex: nextWaypoint, kind: 'START' });
    nextWaypoint++;
  }
  arriveAt(legs.length, last);
  return { events, waypointTimes };
}
