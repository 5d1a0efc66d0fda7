import {
  TRUNCATION,
  truncate,
  type Resource,
  type Waypoint,
  type WaypointSearchInfo,
} from '@fleetdeck/shared';

/** The kinds the resource search offers (part 2 §2, §3 waypoint search types). */
export const RESOURCE_KINDS = ['fuel', 'parking', 'poi', 'borsa', 'borsa-timocom'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
export type FreightBoardId = 'borsa' | 'borsa-timocom';
export const FREIGHT_BOARDS: readonly FreightBoardId[] = ['borsa', 'borsa-timocom'];
export const isFreightBoard = (kind: ResourceKind): kind is FreightBoardId =>
  kind === 'borsa' || kind === 'borsa-timocom';

/** A resource as listed: the relay adds how far it is from the search's centre (m). */
/** `distance` in metres from the centre (off the route in a corridor search), `along` the route. */
export type FoundResource = Resource & { distance?: number; along?: number };

/** One kind's results: the page shown (0-based) and how many there are in all. */
export interface KindResults {
  items: FoundResource[];
  total: number;
  page: number;
  sample: boolean;
}

/** A title as the list and the markers show it (20 characters, part 2 §9). */
export const resourceTitle = (name: string) => truncate(name, TRUNCATION.resourceTitle);

/** A resource's key: ids are unique only within their kind. */
export const resourceKey = (r: Pick<Resource, 'type' | 'id'>) => `${r.type}:${String(r.id)}`;

/** Focus toggles: focusing the focused one unfocuses it; only one is focused at a time. */
export const toggleFocus = (focused: string | null, key: string): string | null =>
  focused === key ? null : key;

/**
 * The waypoint a resource becomes (part 2 §3 Waypoint): at the resource, labelled with its name,
 * carrying its type and itself, and the search that found it.
 */
export function resourceWaypoint(
  waypoint: Waypoint,
  resource: FoundResource,
  searchInfo: WaypointSearchInfo,
): Waypoint {
  return {
    ...waypoint,
    coordinate: {
      ...waypoint.coordinate,
      referenceCoordinate: { x: resource.coordinate.x, y: resource.coordinate.y },
      label: resource.name,
      action: 'selectResource',
      type: resource.type,
      resourceType: resource.type,
      resource,
    },
    searchInfo,
  };
}

/**
 * The waypoints with a resource added: it takes the place of the first stage without a place,
 * else it is appended.
 */
export function withResourceWaypoint(
  waypoints: readonly Waypoint[],
  resource: FoundResource,
  searchInfo: WaypointSearchInfo,
  fresh: () => Waypoint,
): Waypoint[] {
  const free = waypoints.findIndex((w) => !w.coordinate?.referenceCoordinate);
  if (free >= 0)
    return waypoints.map((w, i) => (i === free ? resourceWaypoint(w, resource, searchInfo) : w));
  return [...waypoints, resourceWaypoint(fresh(), resource, searchInfo)];
}
