import {
  driverStateFromRequest,
  formatMetresAsKm,
  planTour,
  tourTimelineFromPlan,
  type CandidateStop,
  type RouteEvent,
  type RoutePlanResult,
  type RouteRequest,
  type TourPlan,
} from '@fleetdeck/shared';
import { engineText } from '../embedded/messages.js';

const iso = (epochS: number) => new Date(epochS * 1000).toISOString();
const epoch = (text: string | undefined) => Math.round(Date.parse(text ?? '') / 1000);

/** `end` mode: moved earlier until the arrival with the rests is the one the plan had. */
const END_MODE_TRIES = 4;

/**
 * Plans the driver's breaks and rests (shared `planTour`, EU 561/2006) on a calculated route and
 * adds them to the result: BREAK and REST tour events, shadow waypoints, waypoint times with the
 * pauses, the ETA (the end of the last job) with and without them. In `end` mode (arrive at the
 * reference time) the departure moves earlier by what the pauses add, so the arrival with them
 * still meets the time. A single-day preset whose trip does not fit gets the single day's answer
 * (`singleDayAnswer`), not a plan over several days.
 */
export function withDrivingTimePlan(
  request: RouteRequest,
  plan: RoutePlanResult,
  candidates: readonly CandidateStop[],
): RoutePlanResult {
  const route = tourTimelineFromPlan(plan);
  const driver = driverStateFromRequest(request.plafond);
  let departure = epoch(plan.waypoints[0]?.arrival);
  // The end of the last waypoint's job, as the plan's ETA with the rests.
  const target = epoch(plan.waypoints.at(-1)?.departure);
  // The bans of the route's countries apply by the vehicle's maximum permitted mass.
  const mass = request.profile.totalPermittedWeight;
  const vehicle = mass ? { massKg: mass } : undefined;
  const planAt = (at: number) =>
    planTour({ route, driver, departure: at, candidates, ...(vehicle ? { vehicle } : {}) });
  let planned = planAt(departure);
  if (request.timeConsideration.mode === 'end')
    for (let i = 0; i < END_MODE_TRIES && planned.etaWithRests > target; i++) {
      departure -= planned.etaWithRests - target;
      planned = planAt(departure);
    }
  const dayEndAt = planned.dayEndAt;
  const tour = dayEndAt === undefined ? planned : withinDay(planned, dayEndAt);
  const withTimes = {
    ...plan,
    events: [...plan.events, ...tourEvents(tour, departure)].sort(
      (a, b) =>
        a.distanceFromStart - b.distanceFromStart || a.travelTimeFromStart - b.travelTimeFromStart,
    ),
    waypoints: plan.waypoints.map((w, i) => {
      const times = tour.waypoints[i];
      // Beyond the single day's reach a waypoint keeps the engine's times, driving straight on.
      if (!times || (dayEndAt !== undefined && times.arrival >= dayEndAt)) return w;
      return { ...w, arrival: iso(times.arrival), departure: iso(times.departure) };
    }),
    shadowWaypoints: tour.pauses.map((p) => ({
      kind: p.kind,
      rest: p.rest,
      x: p.x,
      y: p.y,
      arrival: iso(p.arrival),
      departure: iso(p.departure),
      durationS: p.durationS,
      distanceFromStart: Math.round(p.distanceM),
      ...(p.parkingName !== undefined ? { parkingName: p.parkingName } : {}),
      ...(p.continuesRestS !== undefined ? { continuesRestS: p.continuesRestS } : {}),
    })),
    banWaits: tour.banWaits.map((w) => ({
      x: w.x,
      y: w.y,
      arrival: iso(w.arrival),
      departure: iso(w.departure),
      durationS: w.durationS,
      distanceFromStart: Math.round(w.distanceM),
      ...(w.parkingName !== undefined ? { parkingName: w.parkingName } : {}),
      country: w.ban.country,
      ban: w.ban.ban,
      ...(w.ban.holiday !== undefined ? { holiday: w.ban.holiday } : {}),
    })),
    ferryCrossings: tour.crossings.map((c) => ({
      x: c.x,
      y: c.y,
      arrival: iso(c.arrival),
      departure: iso(c.departure),
      durationS: c.departure - c.arrival,
      distanceFromStart: Math.round(c.distanceM),
      name: c.name,
      fromPort: c.fromPort,
      toPort: c.toPort,
      fromCountry: c.fromCountry,
      toCountry: c.toCountry,
      boardingS: c.boardingS,
      crossingS: c.crossingS,
      kind: c.kind,
      dailyRest: c.dailyRest,
      restAshoreS: c.restAshoreS,
    })),
    etaWithoutRests: iso(tour.etaWithoutRests),
    violatedPlafond: tour.violatedPlafond,
    ...(tour.team
      ? {
          handovers: tour.handovers.map((h) => ({
            x: h.x,
            y: h.y,
            at: iso(h.at),
            distanceFromStart: Math.round(h.distanceM),
            driver: h.driver === 0 ? (1 as const) : (2 as const),
            ...(h.parkingName !== undefined ? { parkingName: h.parkingName } : {}),
          })),
        }
      : {}),
  };
  if (tour.dayReachM === undefined) return { ...withTimes, etaWithRests: iso(tour.etaWithRests) };
  return singleDayAnswer(withTimes, Math.round(tour.dayReachM), request.language);
}

/**
 * The single day's answer to a trip that does not fit (issue 45): no arrival with the rests (the
 * trip does not arrive in the day), the distance the day reaches, and the plain message in the
 * request's language for every client (beside the engine's `message`, which the web shows as the
 * route's alerts: the breaks section says this one).
 */
function singleDayAnswer(
  plan: RoutePlanResult,
  dayReachM: number,
  language: string | undefined,
): RoutePlanResult {
  const dayMessage = [
    engineText(language, 'planner.breaks.single_day_no_fit'),
    engineText(language, 'planner.breaks.single_day_reach', {
      reach: formatMetresAsKm(dayReachM, language),
      total: formatMetresAsKm(plan.distance, language),
    }),
  ].join(' ');
  return { ...plan, dayReachM, dayMessage };
}

/** What the single day holds: the stops before the rest that must end it (at `endAt`). */
function withinDay(tour: TourPlan, endAt: number): TourPlan {
  return {
    ...tour,
    pauses: tour.pauses.filter((p) => p.arrival < endAt),
    banWaits: tour.banWaits.filter((w) => w.arrival < endAt),
    crossings: tour.crossings.filter((c) => c.arrival < endAt),
    handovers: tour.handovers.filter((h) => h.at < endAt),
  };
}

/**
 * BREAK, REST, BAN_WAIT, FERRY and a team's HANDOVER tour events (for the exports, like the
 * others). Like the route's other events, `travelTimeFromStart` counts driving, service and
 * sailing time, not the pauses before (nor a rest ashore after a ferry: the sailing is the
 * route's time already).
 */
function tourEvents(tour: TourPlan, departure: number): RouteEvent[] {
  let paused = 0;
  const stops = [
    ...tour.pauses.map((p) => ({ ...p, type: p.kind === 'break' ? 'BREAK' : 'REST' }) as const),
    ...tour.banWaits.map((w) => ({ ...w, type: 'BAN_WAIT' }) as const),
    ...tour.crossings.map(
      (c) => ({ ...c, type: 'FERRY', durationS: c.departure - c.arrival }) as const,
    ),
    ...tour.handovers.map(
      (h) => ({ ...h, arrival: h.at, durationS: 0, type: 'HANDOVER' }) as const,
    ),
  ].sort((a, b) => a.arrival - b.arrival);
  return stops.map((p) => {
    const event: RouteEvent = {
      eventType: 'TourEvent',
      tourEventType: p.type,
      durationS: p.durationS,
      distanceFromStart: Math.round(p.distanceM),
      travelTimeFromStart: p.arrival - departure - paused,
      latitude: p.y,
      longitude: p.x,
    };
    paused += p.type === 'FERRY' ? p.restAshoreS : p.durationS;
    return event;
  });
}
