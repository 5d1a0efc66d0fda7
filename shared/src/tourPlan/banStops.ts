import { banAhead, type BanAhead } from '../rules/drivingBans/tripWaits.js';
import type { BanVehicle, DrivingBan } from '../rules/drivingBans/banAt.js';
import type { PlacedCandidate } from './candidateStops.js';
import type { Crew } from './crew.js';
import { pointAt, type TourTimeline } from './routeTimeline.js';
import type { TourBanWait } from './tourPlanTypes.js';

/** The bans of the route's countries for the tour's vehicle: none without both. */
export function bansOf(route: TourTimeline, vehicle: BanVehicle | undefined) {
  const spans = route.countries ?? [];
  return (atS: number, t: number): BanAhead | undefined =>
    vehicle && spans.length > 0 ? banAhead(spans, vehicle, atS, t) : undefined;
}

/**
 * The crew waits where it is (or at the parking reached before the ban) until the ban ends: off
 * duty, so the tachograph reads the wait as rest.
 */
export function waitOutBan(
  crew: Crew,
  route: TourTimeline,
  atS: number,
  ban: DrivingBan,
  parking?: PlacedCandidate,
): TourBanWait {
  const point = parking ?? pointAt(route.points, atS);
  const arrival = crew.t;
  crew.rest(ban.until - arrival);
  return {
    x: point.x,
    y: point.y,
    arrival,
    departure: crew.t,
    durationS: crew.t - arrival,
    driveS: atS,
    distanceM: point.distanceM,
    ...(parking ? { parkingName: parking.name } : {}),
    ban,
  };
}
