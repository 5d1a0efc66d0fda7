import { REACHABLE_AREAS, SEARCH_DEFAULTS, type WaypointSearchInfo } from '@fleetdeck/shared';
import { corridorParam, detourRadiusKm, type LngLat } from '@fleetdeck/shared/roads';
import { DEFAULT_MINUTES } from '../MinutesRows.js';
import type { ResourceKind } from './resourceModel.js';

/** The search's filters (part 2 §3 waypoint search info); ratings 0 mean no filter. */
export interface ResourceFilters {
  stationServices: string[];
  parkingFilters: string[];
  rating: number;
  securityRating: number;
  verified: boolean;
  deliveryNation: string;
  vehicleType: string;
}

/** The resource search form: what, around which point, by radius (km) or reachable minutes. */
export interface ResourceSearchForm {
  kinds: ResourceKind[];
  /** A waypoint's id, or `vehicle`; null picks the first point offered. */
  origin: string | null;
  unit: 'km' | 'min';
  radiusKm: number | null;
  /** Reachable-area times in minutes; null while a field is empty. */
  minutes: (number | null)[];
  filters: ResourceFilters;
}

export const NO_FILTERS: ResourceFilters = {
  stationServices: [],
  parkingFilters: [],
  rating: 0,
  securityRating: 0,
  verified: false,
  deliveryNation: '',
  vehicleType: '',
};

export function defaultSearchForm(kinds: ResourceKind[]): ResourceSearchForm {
  return {
    kinds,
    origin: null,
    unit: 'km',
    radiusKm: SEARCH_DEFAULTS.radiusKm,
    minutes: DEFAULT_MINUTES,
    filters: NO_FILTERS,
  };
}

const validMinutes = (m: number | null) =>
  m !== null && Number.isInteger(m) && m >= REACHABLE_AREAS.minMinutes;

/** Why the search cannot start (an i18n key), or null: nothing chosen, no point, a bad value. */
export function searchBlocker(form: ResourceSearchForm, hasOrigin: boolean): string | null {
  // Reachable areas alone are a search: their rings are drawn.
  if (form.kinds.length === 0 && form.unit === 'km') return 'resources.choose_kind';
  if (!hasOrigin) return 'resources.no_origin';
  if (form.unit === 'km') return form.radiusKm && form.radiusKm > 0 ? null : 'resources.bad_radius';
  return form.minutes.length > 0 && form.minutes.every(validMinutes)
    ? null
    : 'resources.bad_minutes';
}

/** The farthest reachable time: resources are searched inside its area. */
export const searchedMinutes = (form: ResourceSearchForm) =>
  Math.max(...form.minutes.filter((m): m is number => m !== null));

/** What a waypoint picked from these results keeps of the search (part 2 §3). */
export function searchInfoOf(form: ResourceSearchForm): WaypointSearchInfo {
  const f = form.filters;
  const byMinutes = form.unit === 'min';
  return {
    areaValue: byMinutes ? searchedMinutes(form) : form.radiusKm,
    areaUnit: form.unit,
    stationServices: f.stationServices,
    parkingServices: f.parkingFilters,
    parkingRating: f.rating,
    parkingSecurityRating: f.securityRating,
    parkingVerified: f.verified,
    delivery_nation: f.deliveryNation || null,
    vehicle_type: f.vehicleType || null,
    reachable_areas: byMinutes ? (form.minutes as number[]) : null,
  };
}

/** Where a search is: a point, or along a route its line and speeds. */
type SearchPlace = {
  lat: number;
  lng: number;
  corridor?: LngLat[];
  routeSpeeds?: readonly number[];
};

/**
 * The place of the search: by radius, or inside the reachable area of the farthest time; along a
 * route, within the radius of its line, or by minutes within the farthest time of detour (the
 * radius those minutes drive off the route and back at the route's speeds).
 */
function placeQuery(form: ResourceSearchForm, at: SearchPlace) {
  const query = new URLSearchParams({ lat: at.lat.toFixed(6), lng: at.lng.toFixed(6) });
  if (at.corridor) {
    query.set('corridor', corridorParam(at.corridor));
    const radiusKm =
      form.unit === 'min'
        ? detourRadiusKm(searchedMinutes(form), at.routeSpeeds ?? [])
        : (form.radiusKm ?? SEARCH_DEFAULTS.radiusKm);
    query.set('radius', String(radiusKm));
  } else if (form.unit === 'min') query.set('area', String(searchedMinutes(form)));
  else query.set('radius', String(form.radiusKm ?? SEARCH_DEFAULTS.radiusKm));
  return query;
}

/** `GET /planner/service` for one kind (stations, parkings or POIs) and page, with the filters. */
export function serviceQuery(
  form: ResourceSearchForm,
  at: SearchPlace,
  kind: 'fuel' | 'parking' | 'poi',
  page: number,
): string {
  const query = placeQuery(form, at);
  const f = form.filters;
  query.set('services', { fuel: 'stations', parking: 'parkings', poi: 'pois' }[kind]);
  query.set('page', String(page));
  if (kind === 'fuel') for (const s of f.stationServices) query.append('filters[services][]', s);
  if (kind === 'parking') {
    for (const s of f.parkingFilters) query.append('filters[parking_filters][]', s);
    if (f.rating > 0) query.set('filters[reviews_rating][value]', String(f.rating));
    if (f.securityRating > 0)
      query.set('filters[security_rating][value]', String(f.securityRating));
    if (f.verified) query.set('filters[verified]', '1');
  }
  return query.toString();
}

/** `GET /freight/:board/offers` for a page, with the freight filters. */
export function freightQuery(
  form: ResourceSearchForm,
  at: { lat: number; lng: number },
  page: number,
): string {
  const query = placeQuery(form, at);
  query.set('page', String(page));
  if (form.filters.deliveryNation) query.set('delivery_nation', form.filters.deliveryNation);
  if (form.filters.vehicleType) query.set('vehicle_type', form.filters.vehicleType);
  return query.toString();
}

/** How many filters are set (shown on the filter button). */
export function activeFilterCount(f: ResourceFilters): number {
  return (
    f.stationServices.length +
    f.parkingFilters.length +
    (f.rating > 0 ? 1 : 0) +
    (f.securityRating > 0 ? 1 : 0) +
    (f.verified ? 1 : 0) +
    (f.deliveryNation ? 1 : 0) +
    (f.vehicleType ? 1 : 0)
  );
}
