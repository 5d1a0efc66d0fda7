import {
  ROUTE_DEFAULTS,
  TRUNCATION,
  truncate,
  type RoutePlanResult,
  type RouteSummary,
  type SavedRoute,
  type Waypoint,
} from '@fleetdeck/shared';
import {
  DEFAULT_PROFILE,
  emptyWaypoint,
  localDateTime,
  referenceTime,
  type PlannerForm,
  type ProfileData,
} from '../plannerForm.js';

/** The stops the user placed (breaks and rests are the plan's, re-planned at each calculation). */
const placedStops = (waypoints: readonly Waypoint[]): Waypoint[] =>
  waypoints.filter((w) => w.coordinate?.referenceCoordinate && !w.shadowWaypoint);

/**
 * The saved-route body (part 2 §3) of the form whose route is shown: its options, its stops, the
 * vehicle, the costs and the figures of the route on screen.
 */
export function toSavedRoute(
  form: PlannerForm,
  route: RouteSummary & Partial<Pick<RoutePlanResult, 'legs'>>,
  title: string,
  language: string,
): SavedRoute {
  const info = form.routeInfo;
  return {
    title: title.trim(),
    timeConsideration: info.startMode,
    referenceTime: referenceTime(info.startTime),
    avoidToll: info.tollPenalty <= ROUTE_DEFAULTS.tollPenaltyMin,
    tollPenalty: info.tollPenalty,
    distanceTimeWeighting: info.distanceTimeWeighting,
    userLanguage: language,
    emissionOptions: { co2Class: info.selectedCo2Class },
    waypoints: placedStops(form.waypoints),
    vehicleProfile: form.profile,
    monetaryCostOptions: {
      costPerKilometer: info.costPerKilometer,
      workingCostPerHour: info.workingCostPerHour,
    },
    result: {
      distance: route.distance,
      travelTime: route.travelTime,
      toll: route.toll,
      ...(route.legs ? { tourReport: { legs: route.legs } } : {}),
      monetaryCostsReport: { ...route.monetaryCostsReport },
    },
  };
}

/** The CO2 class a saved route was planned with, when it says a valid one. */
function co2ClassOf(saved: SavedRoute): number | undefined {
  const value = saved.emissionOptions?.['co2Class'];
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= ROUTE_DEFAULTS.co2ClassMin &&
    value <= ROUTE_DEFAULTS.co2ClassMax
    ? value
    : undefined;
}

/** The saved vehicle over the default one: a field it left empty keeps the default's value. */
function profileOf(saved: SavedRoute): ProfileData {
  const given = Object.entries(saved.vehicleProfile ?? {}).filter(
    ([, value]) => value !== null && value !== undefined,
  );
  return { ...DEFAULT_PROFILE, ...Object.fromEntries(given) };
}

/**
 * The form a saved route fills (set route): its route info, its vehicle and its stops, ready to be
 * calculated again. Stops get ids of this page; a route of one stop gets an empty second one.
 */
export function formFromSavedRoute(saved: SavedRoute, current: PlannerForm): PlannerForm {
  const info = current.routeInfo;
  const at = saved.referenceTime ? new Date(saved.referenceTime) : null;
  const waypoints = placedStops(saved.waypoints).map((w) => ({ ...w, id: emptyWaypoint().id }));
  while (waypoints.length < ROUTE_DEFAULTS.minValidWaypoints) waypoints.push(emptyWaypoint());
  return {
    ...current,
    calcType: 'route',
    routeInfo: {
      ...info,
      chosenProfile: null,
      startMode: saved.timeConsideration === 'end' ? 'end' : 'start',
      startTime: at && !Number.isNaN(at.getTime()) ? localDateTime(at) : info.startTime,
      selectedCo2Class: co2ClassOf(saved) ?? info.selectedCo2Class,
      costPerKilometer: saved.monetaryCostOptions.costPerKilometer,
      workingCostPerHour: saved.monetaryCostOptions.workingCostPerHour,
      tollPenalty: saved.tollPenalty,
      distanceTimeWeighting: saved.distanceTimeWeighting,
    },
    profile: profileOf(saved),
    waypoints,
  };
}

/** A stop's label as the saved-routes list shows it (16 characters, part 2 §9). */
export const stopLabel = (waypoint: Waypoint | undefined): string =>
  truncate(waypoint?.coordinate?.label?.trim() ?? '', TRUNCATION.savedRouteLabel);

/** The first and last stop of a saved route, as the list shows them. */
export function routeEnds(saved: SavedRoute): { first: string; last: string } {
  const stops = placedStops(saved.waypoints);
  return { first: stopLabel(stops[0]), last: stopLabel(stops.at(-1)) };
}

/** The labels of a saved route's stops, in order. */
export const stopLabels = (saved: SavedRoute): string[] =>
  placedStops(saved.waypoints).map(stopLabel);
