import {
  latin1Bytes,
  navRouteOf,
  toGpx,
  toItn,
  type NavPlanEvent,
  type RoutePlanResult,
  type RouteSummary,
  type Waypoint,
} from '@fleetdeck/shared';

export type NavFormat = 'gpx' | 'itn';

/** The labels of the stops the route was calculated through, in the request's order. */
const requestLabels = (waypoints: readonly Waypoint[]): (string | null)[] =>
  waypoints
    .filter((w) => w.coordinate?.referenceCoordinate)
    .map((w) => w.coordinate?.label?.trim() || null);

/**
 * A name fit for a file on any system: the route's title, else its first and last stop; without
 * characters file systems refuse, at most 80 characters.
 */
export function exportBaseName(title: string | null, labels: readonly (string | null)[]): string {
  const named = labels.filter((l): l is string => !!l);
  const ends = named.length > 1 ? `${named[0]} - ${named.at(-1)}` : (named[0] ?? '');
  const base = (title?.trim() || ends)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return Array.from(base).slice(0, 80).join('').trim() || 'route';
}

/**
 * The navigator file of a calculated route: GPX 1.1 (stops and the plan's breaks, rests and waits
 * as waypoints and route points, the roads as a track; UTF-8) or a TomTom itinerary (Latin-1),
 * named after the title or the stops. The plan's stops lie on the best route: an alternative
 * shown is exported without them.
 */
export function navExportFile(
  format: NavFormat,
  plan: RoutePlanResult,
  shown: RouteSummary,
  waypoints: readonly Waypoint[],
  title: string | null,
  planEvents: readonly NavPlanEvent[] = [],
): { blob: Blob; fileName: string } {
  const labels = requestLabels(waypoints);
  const name = exportBaseName(title, labels);
  const route = navRouteOf(
    name,
    { waypoints: plan.waypoints, coordinates: shown.coordinates },
    labels,
    shown === plan ? planEvents : [],
  );
  if (format === 'gpx')
    return {
      blob: new Blob([toGpx(route)], { type: 'application/gpx+xml' }),
      fileName: `${name}.gpx`,
    };
  const bytes = latin1Bytes(toItn(route));
  return {
    blob: new Blob([bytes.buffer as ArrayBuffer], { type: 'text/plain;charset=windows-1252' }),
    fileName: `${name}.itn`,
  };
}
