import type { ManeuverDirection } from '@fleetdeck/shared';
import type { PlacedManeuver, PlacedSegment, RouteGeometry } from '../routePlan.js';
import { decodePolyline6 } from './polyline6.js';
import { ferryOf, isFerry, type TripPlaces } from './valhallaFerry.js';
import type { ValhallaManeuver, ValhallaTrip } from './valhallaSchemas.js';

/** Valhalla maneuver types (api-reference "maneuver type") to our turn directions. */
const DIRECTIONS: Record<number, ManeuverDirection> = {
  1: 'DEPART',
  2: 'DEPART',
  3: 'DEPART',
  4: 'ARRIVE',
  5: 'ARRIVE',
  6: 'ARRIVE',
  9: 'SLIGHT_RIGHT',
  18: 'SLIGHT_RIGHT',
  20: 'SLIGHT_RIGHT',
  23: 'SLIGHT_RIGHT',
  37: 'SLIGHT_RIGHT',
  10: 'RIGHT',
  11: 'SHARP_RIGHT',
  12: 'U_TURN',
  13: 'U_TURN',
  14: 'SHARP_LEFT',
  15: 'LEFT',
  16: 'SLIGHT_LEFT',
  19: 'SLIGHT_LEFT',
  21: 'SLIGHT_LEFT',
  24: 'SLIGHT_LEFT',
  38: 'SLIGHT_LEFT',
};
/** Becomes, continue, ramp straight, stay straight, merge, roundabouts, ferries: straight on. */
export const maneuverDirection = (type: number): ManeuverDirection =>
  DIRECTIONS[type] ?? 'STRAIGHT';

const rad = Math.PI / 180;
function metres(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad * Math.cos(((a[1] + b[1]) / 2) * rad);
  return 6_371_000 * Math.hypot(dLat, dLng);
}

const roadNameOf = (m: ValhallaManeuver) => m.street_names?.[0] ?? m.begin_street_names?.[0] ?? '';

/**
 * One Valhalla trip as our route: the legs' shapes joined (each leg's first point is the previous
 * leg's last), km/h per point from its maneuver, maneuver events, and cost segments: one per
 * maneuver and country, so a motorway maneuver over the Brenner is split at the border. Valhalla's
 * route answer names no countries: they come from the nearest bundled place along the shape. A
 * ferry maneuver is a ferry leg (its event, no turn), and no cost segment: the truck is carried,
 * no fuel, no road toll (the fare is not modelled), as on the embedded engine's ferries.
 */
export function readTrip(
  trip: ValhallaTrip,
  places: TripPlaces,
  legLoadsKg: readonly (number | undefined)[] = [],
): { geometry: RouteGeometry; maneuvers: PlacedManeuver[] } {
  const coordinates: [number, number][] = [];
  const speeds: number[] = [];
  const segments: PlacedSegment[] = [];
  const maneuvers: PlacedManeuver[] = [];
  const legs: RouteGeometry['legs'] = [];
  let distanceM = 0;
  let durationS = 0;
  let lastCountry = '';
  for (const [legIndex, leg] of trip.legs.entries()) {
    const loadKg = legLoadsKg[legIndex];
    const shape = decodePolyline6(leg.shape);
    const offset = coordinates.length === 0 ? 0 : coordinates.length - 1;
    coordinates.push(...(coordinates.length === 0 ? shape : shape.slice(1)));
    for (const m of leg.maneuvers) {
      const begin = offset + m.begin_shape_index;
      const end = offset + m.end_shape_index;
      const lengthM = m.length * 1000;
      const kmh = m.time > 0 ? m.length / (m.time / 3600) : 0;
      for (let i = begin; i <= end; i++) speeds[i] = Math.round(kmh);
      const ferry = isFerry(m) ? ferryOf(m, coordinates.slice(begin, end + 1), places) : undefined;
      maneuvers.push({
        index: begin,
        direction: maneuverDirection(m.type),
        roadName: roadNameOf(m),
        distanceM,
        durationS,
        ...(ferry ? { ferry } : {}),
      });
      if (ferry) {
        distanceM += lengthM;
        durationS += m.time;
        continue;
      }
      // Split by country, sharing the maneuver's length and time by the shape's geometry.
      const runs: { start: number; country: string; geometric: number }[] = [];
      let geometric = 0;
      for (let i = begin; i < Math.max(end, begin + 1); i++) {
        const a = coordinates[i];
        const b = coordinates[Math.min(i + 1, end)] ?? a;
        if (!a || !b) break;
        const country = places.countryAt(a[0], a[1]) ?? lastCountry;
        lastCountry = country;
        const step = metres(a, b);
        const run = runs.at(-1);
        if (run && run.country === country) run.geometric += step;
        else runs.push({ start: i, country, geometric: step });
        geometric += step;
      }
      for (const run of runs) {
        const share = geometric > 0 ? run.geometric / geometric : 1 / runs.length;
        if (lengthM * share <= 0 && runs.length > 1) continue;
        segments.push({
          startIndex: run.start,
          distanceM: lengthM * share,
          durationS: m.time * share,
          countryCode: run.country,
          toll: m.toll === true,
          roadClass: m.highway ? 'motorway' : 'regional',
          roadName: roadNameOf(m),
          ...(loadKg !== undefined ? { loadKg } : {}),
        });
      }
      distanceM += lengthM;
      durationS += m.time;
    }
    legs.push({
      endIndex: coordinates.length - 1,
      distanceM: leg.summary.length * 1000,
      durationS: leg.summary.time,
      trafficDelayS: 0,
    });
  }
  for (let i = 0; i < coordinates.length; i++) speeds[i] ??= 0;
  return { geometry: { coordinates, speeds, segments, legs }, maneuvers };
}
