import {
  ferrySpans,
  type ReachableAreasResult,
  type RoutePlanResult,
  type RouteSummary,
  type Waypoint,
} from '@fleetdeck/shared';
import { cssColor } from '../../map/cssColor.js';
import type {
  FerryLeg,
  PlannerColours,
  PlannerLayerInputs,
} from '../../map/layers/plannerRoute.js';
import type { PlanState } from './plannerAtoms.js';

type LngLat = [number, number];

/** The planner's colours from the theme's tokens (planner.css), read once per page. */
export function plannerColours(): PlannerColours {
  return {
    speed: {
      light_blue: cssColor('--route-speed-light-blue', [79, 195, 247, 255]),
      dark_blue: cssColor('--route-speed-dark-blue', [21, 101, 192, 255]),
      orange: cssColor('--route-speed-orange', [245, 124, 0, 255]),
      red: cssColor('--route-speed-red', [198, 40, 40, 255]),
    },
    halo: cssColor('--route-halo', [255, 255, 255, 255]),
    alternatives: [
      cssColor('--route-alternative-1', [123, 31, 162, 255]),
      cssColor('--route-alternative-2', [0, 137, 123, 255]),
      cssColor('--route-alternative-3', [109, 76, 65, 255]),
    ],
    violated: cssColor('--danger', [198, 40, 40, 255]),
    ferry: cssColor('--map-ferry', [0, 96, 100, 255]),
    // The text colours, so stages do not read as the map's (blue) vehicle clusters.
    waypoint: cssColor('--text', [27, 36, 48, 255]),
    waypointText: cssColor('--surface', [255, 255, 255, 255]),
    isochrones: [
      cssColor('--isochrone-1', [46, 125, 50, 255]),
      cssColor('--isochrone-2', [249, 168, 37, 255]),
      cssColor('--isochrone-3', [230, 81, 0, 255]),
      cssColor('--isochrone-4', [173, 20, 87, 255]),
      cssColor('--isochrone-5', [69, 39, 160, 255]),
    ],
  };
}

/** A point as a waypoint's label: latitude, longitude (typed back, it is read as coordinates). */
export const coordinateLabel = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/** All routes of a result: the best (index 0) then the alternatives. */
export function routesOf(result: RoutePlanResult): RouteSummary[] {
  return [result, ...result.alternativeRoutes];
}

/** Where the form's waypoints with a place are. */
export function waypointPositions(waypoints: readonly Waypoint[]): LngLat[] {
  return waypoints.flatMap((w) => {
    const at = w.coordinate?.referenceCoordinate;
    return at ? [[at.x, at.y] as LngLat] : [];
  });
}

/** What the planner's layers draw for a state of the panel. */
export function plannerLayerInputs(
  plan: PlanState,
  shown: number,
  waypoints: readonly Waypoint[],
  waypointsDraggable: boolean,
): PlannerLayerInputs {
  const routes = plan.status === 'route' ? routesOf(plan.result) : [];
  const areas: ReachableAreasResult['polygons'] =
    plan.status === 'areas' ? plan.result.polygons : [];
  return {
    route: routes[shown] ?? null,
    // Only the best route carries its events; the alternatives' ferries are not known here.
    ferries: plan.status === 'route' && shown === 0 ? ferryLegs(plan.result) : [],
    others: routes.flatMap((route, index) => (index === shown ? [] : [{ index, route }])),
    waypoints: waypointPositions(waypoints),
    isochrones: areas,
    waypointsDraggable,
  };
}

/** The route's ferry legs as coordinate ranges, boarding to landing (the plan's own spans). */
export const ferryLegs = (result: RoutePlanResult): FerryLeg[] =>
  ferrySpans(result).flatMap(({ event, from, to }) =>
    to > from ? [{ name: event.name, startIndex: from, endIndex: to }] : [],
  );

/** The box around lines and rings, for fitting the map: [[west, south], [east, north]]. */
export function boundsOf(lines: readonly (readonly LngLat[])[]): [LngLat, LngLat] | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const line of lines)
    for (const [lng, lat] of line) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  return Number.isFinite(west)
    ? [
        [west, south],
        [east, north],
      ]
    : null;
}
