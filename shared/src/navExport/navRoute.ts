import type {
  BanWaitStop,
  FerryCrossingStop,
  HandoverStop,
  RoutePlanResult,
  ShadowWaypoint,
} from '../domain/routing.js';

/** A stop of an exported route: x = longitude, y = latitude, as the planner's coordinates. */
export interface NavStop {
  x: number;
  y: number;
  name?: string | null;
  /** Arrival (ISO), when the plan has one. */
  arrival?: string | null;
}

/**
 * A stop of the driving-time plan in an export (a break, a rest, a wait before a driving ban, and
 * whatever else the plan stops for): `type` says what it is to a machine ("break",
 * "regular_daily_rest", "ban_wait"), `label` to the driver, in the interface's language.
 */
export interface NavPlanEvent {
  type: string;
  label: string;
  x: number;
  y: number;
  /** ISO times. */
  arrival: string;
  departure: string;
}

/** What the navigator writers read: the stops, the plan's stops, and the road between them. */
export interface NavRoute {
  name: string;
  stops: readonly NavStop[];
  /** The plan's breaks, rests and waits, in time order; none without a driving-time plan. */
  events?: readonly NavPlanEvent[];
  /** [longitude, latitude] along the road. */
  coordinates: readonly (readonly [number, number])[];
}

/**
 * The export of a calculated plan: its matched waypoints named by the form's labels, in the same
 * order (a stop without a label is named by its position when written).
 */
export function navRouteOf(
  name: string,
  plan: Pick<RoutePlanResult, 'waypoints' | 'coordinates'>,
  labels: readonly (string | null | undefined)[],
  events: readonly NavPlanEvent[] = [],
): NavRoute {
  return {
    events,
    name,
    stops: plan.waypoints.map((w, i) => ({
      x: w.x,
      y: w.y,
      name: labels[i] ?? null,
      arrival: w.arrival,
    })),
    coordinates: plan.coordinates,
  };
}

/** A stop's name, or its 1-based position when it has none. */
export const stopName = (stop: NavStop, index: number): string =>
  stop.name?.trim() ? stop.name.trim() : String(index + 1);

/** A stop the driving-time plan makes, with what it is: the one shape exports label and write. */
export type PlanStopOf =
  | { type: ShadowWaypoint['rest']; stop: ShadowWaypoint }
  | { type: 'ban_wait'; stop: BanWaitStop }
  | { type: 'ferry'; stop: FerryCrossingStop }
  | { type: 'handover'; stop: HandoverPlanStop };

/** A team's change of driver as a plan stop: it takes no time (arrival and departure alike). */
export interface HandoverPlanStop extends Omit<HandoverStop, 'at'> {
  arrival: string;
  departure: string;
}

/**
 * Every stop of a plan's driving-time plan in time order, typed: breaks and rests by what they
 * count as under Regulation (EC) No 561/2006, waits before driving bans, ferries crossed and a
 * team's changes of driver. A new kind of plan stop
 * is added here once and every export takes it.
 */
export function planStopsOf(
  plan: Pick<RoutePlanResult, 'shadowWaypoints' | 'banWaits' | 'ferryCrossings' | 'handovers'>,
): PlanStopOf[] {
  const stops: PlanStopOf[] = [
    ...(plan.shadowWaypoints ?? []).map((stop) => ({ type: stop.rest, stop })),
    ...(plan.banWaits ?? []).map((stop) => ({ type: 'ban_wait' as const, stop })),
    ...(plan.ferryCrossings ?? []).map((stop) => ({ type: 'ferry' as const, stop })),
    ...(plan.handovers ?? []).map(({ at, ...handover }) => ({
      type: 'handover' as const,
      stop: { ...handover, arrival: at, departure: at },
    })),
  ];
  return stops.sort((a, b) => Date.parse(a.stop.arrival) - Date.parse(b.stop.arrival));
}

/** A point of the exported itinerary: a stop of the route (with its position) or a plan stop. */
export type ItineraryPoint =
  { kind: 'stop'; stop: NavStop; index: number } | { kind: 'event'; event: NavPlanEvent };

/**
 * The route's stops and the plan's stops in driving order: each plan stop before the first
 * route stop arrived at after it (stops without a time keep their place), so a navigator
 * re-planning through the points stops at the parking the plan chose.
 */
export function itinerary(route: NavRoute): ItineraryPoint[] {
  const events = [...(route.events ?? [])];
  const out: ItineraryPoint[] = [];
  route.stops.forEach((stop, index) => {
    const at = stop.arrival ? Date.parse(stop.arrival) : NaN;
    if (index > 0 && !Number.isNaN(at))
      for (let next = events[0]; next && Date.parse(next.arrival) < at; next = events[0]) {
        events.shift();
        out.push({ kind: 'event', event: next });
      }
    out.push({ kind: 'stop', stop, index });
  });
  for (const event of events) out.push({ kind: 'event', event });
  return out;
}
