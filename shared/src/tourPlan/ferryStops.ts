import type { RouteEvent, RoutePlanResult } from '../domain/routing.js';
import type { FerryKind } from '../roads/ferries.js';
import { distanceM } from '../roads/geo.js';
import { RULES_561 as R } from '../tachograph/rules561.js';
import type { Crew } from './crew.js';

type FerryEvent = Extract<RouteEvent, { eventType: 'FerryEvent' }>;

/** A ferry of the route as the plan reads it: where it is boarded in driving seconds. */
export interface TourFerry {
  name: string;
  fromPort: string;
  toPort: string;
  fromCountry: string;
  toCountry: string;
  cabins: boolean;
  kind: FerryKind;
  boardingS: number;
  crossingS: number;
  durationS: number;
  x: number;
  y: number;
  driveS: number;
  distanceM: number;
  /** The leg it lies on: after waypoint `leg`, before the next. */
  leg: number;
}

/** A crossing of the plan: boarding to landing, and the daily rest taken on board if any. */
export interface TourCrossing extends TourFerry {
  /** Epoch seconds: arrival at the port; departure from the landing port. */
  arrival: number;
  departure: number;
  /** The daily rest taken on board under Art. 9, and the part of it ashore after landing. */
  dailyRest: boolean;
  restAshoreS: number;
}

/** Driving on and off the ship: marked with the ferry condition, they interrupt the rest. */
export const EMBARK_S = 10 * 60;
export const DISEMBARK_S = 10 * 60;
/** A daily rest due within this much driving or duty after a crossing is taken on board. */
const DUE_WITHIN_S = 2 * 3600;

/** The coordinates each ferry spans, [from, to), found from its boarding point and length. */
export function ferrySpans(
  plan: Pick<RoutePlanResult, 'coordinates' | 'events'>,
): { event: FerryEvent; from: number; to: number }[] {
  const coords = plan.coordinates;
  const out: { event: FerryEvent; from: number; to: number }[] = [];
  let from = 0;
  for (const event of plan.events) {
    if (event.eventType !== 'FerryEvent') continue;
    let k = from;
    while (k < coords.length - 1) {
      const [x, y] = coords[k] ?? [];
      if (x === event.longitude && y === event.latitude) break;
      k++;
    }
    let to = k;
    let metres = 0;
    // The sea line's drawn length is its length (ferries have no detour factor); 1 m of slack.
    while (to < coords.length - 1 && metres < event.distanceM - 1) {
      const [ax = 0, ay = 0] = coords[to] ?? [];
      const [bx = 0, by = 0] = coords[to + 1] ?? [];
      metres += distanceM(ay, ax, by, bx);
      to++;
    }
    out.push({ event, from: k, to });
    from = to;
  }
  return out;
}

/**
 * The crew crosses: queued at the port off duty, drives on board, rests on the crossing, drives
 * off. In a cabin, a daily rest due around the crossing is taken on board under Art. 9 (the
 * driving on and off are its two interruptions, 20 min): when the parts on board fall short of
 * the 11 h regular rest, it goes on ashore after landing.
 */
export function crossFerry(crew: Crew, ferry: TourFerry): TourCrossing {
  const arrival = crew.t;
  const onBoard = ferry.boardingS - EMBARK_S + ferry.crossingS - DISEMBARK_S;
  const a = crew.allowance();
  const due =
    a.dailyDriveLeft < DUE_WITHIN_S || a.workingDayEnd - arrival < ferry.durationS + DUE_WITHIN_S;
  const dailyRest =
    ferry.cabins && onBoard >= R.splitRestFirst && (due || onBoard >= R.dailyRestReduced);
  const restAshoreS = dailyRest ? Math.max(0, R.dailyRestRegular - onBoard) : 0;
  crew.rest(ferry.boardingS - EMBARK_S);
  crew.ferryWork(EMBARK_S);
  crew.rest(ferry.crossingS - DISEMBARK_S);
  crew.ferryWork(DISEMBARK_S);
  crew.rest(restAshoreS);
  return { ...ferry, arrival, departure: crew.t, dailyRest, restAshoreS };
}

/** The route's ferries for the plan, their boarding in driving seconds. */
export function tourFerries(
  spans: ReturnType<typeof ferrySpans>,
  legOf: readonly number[],
  pointAt: (k: number) => { x: number; y: number; driveS: number; distanceM: number },
): TourFerry[] {
  return spans.map(({ event: e, from }, n) => {
    const p = pointAt(from);
    return {
      name: e.name,
      fromPort: e.fromPort,
      toPort: e.toPort,
      fromCountry: e.fromCountry,
      toCountry: e.toCountry,
      cabins: e.cabins,
      kind: e.kind,
      boardingS: e.boardingS,
      crossingS: e.crossingS,
      durationS: e.durationS,
      x: p.x,
      y: p.y,
      // Whole seconds, as the plan counts the waypoints: a port at a leg's end is not past it.
      driveS: Math.round(p.driveS),
      distanceM: p.distanceM,
      leg: legOf[n] ?? 0,
    };
  });
}
