import type { RouteEvent } from '@fleetdeck/shared';
import { distanceM, ferryKindOf, ferryLineNamed } from '@fleetdeck/shared/roads';
import type { ValhallaManeuver } from './valhallaSchemas.js';

type LngLat = readonly [number, number];

/** A FerryEvent's own fields (its place and times on the route come with the plan). */
export type FerryFields = Omit<
  Extract<RouteEvent, { eventType: 'FerryEvent' }>,
  'distanceFromStart' | 'travelTimeFromStart' | 'latitude' | 'longitude'
>;

/** What the adapter knows of places: a country at a point, a town's point by its name. */
export interface TripPlaces {
  countryAt: (lng: number, lat: number) => string | undefined;
  pointOf?: (name: string) => LngLat | undefined;
}

/** Valhalla's maneuver type "ferry enter" (api-reference, maneuver types). */
const FERRY_ENTER = 28;

/** A maneuver on board: boarding a ferry, or any one Valhalla flags as on a ferry. */
export const isFerry = (m: ValhallaManeuver) => m.type === FERRY_ENTER || m.ferry === true;

/** "Naples/IT" as the bundled lines name their ports: the town and its country. */
const port = (key: string): [string, string] => {
  const cut = key.lastIndexOf('/');
  return cut < 0 ? [key, ''] : [key.slice(0, cut), key.slice(cut + 1)];
};

/**
 * A Valhalla ferry maneuver as our ferry leg (issue 45). A line the network bundles (named as
 * Valhalla names it) gives its ports in the sailing's direction, operators and cabins; any other
 * keeps its name, with the ports' countries where the sea line begins and ends. Valhalla's time is
 * the sailing's: it models no check-in, so the boarding time is 0.
 */
export function ferryOf(
  m: ValhallaManeuver,
  sea: readonly LngLat[],
  places: TripPlaces,
): FerryFields {
  const name = m.street_names?.[0] ?? m.begin_street_names?.[0] ?? '';
  const line = ferryLineNamed(name);
  const board = sea[0] ?? [0, 0];
  const land = sea.at(-1) ?? board;
  let [from, to]: [[string, string], [string, string]] = line
    ? [port(line.from), port(line.to)]
    : [
        ['', ''],
        ['', ''],
      ];
  // The line is listed one way: sailing the other way, the ports swap.
  const away = (key: readonly [string, string]) => {
    const at = key[0] ? places.pointOf?.(key[0]) : undefined;
    return at ? distanceM(board[1], board[0], at[1], at[0]) : undefined;
  };
  const [fromAway, toAway] = [away(from), away(to)];
  if (fromAway !== undefined && toAway !== undefined && toAway < fromAway) [from, to] = [to, from];
  const durationS = Math.round(m.time);
  return {
    eventType: 'FerryEvent',
    name,
    fromPort: from[0],
    toPort: to[0],
    fromCountry: from[1] || (places.countryAt(board[0], board[1]) ?? ''),
    toCountry: to[1] || (places.countryAt(land[0], land[1]) ?? ''),
    operators: line?.operators ?? '',
    durationS,
    boardingS: 0,
    crossingS: durationS,
    distanceM: Math.round(m.length * 1000),
    cabins: line?.cabins ?? false,
    kind: ferryKindOf(line),
  };
}
