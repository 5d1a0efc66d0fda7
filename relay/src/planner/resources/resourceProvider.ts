import type { Resource } from '@fleetdeck/shared';

type Of<T extends Resource['type']> = Extract<Resource, { type: T }>;
/** The spec's answer names brand and town beside the reference (part 2 §7, planner service). */
interface Listed {
  flag: string | null;
  city: string | null;
  /** Metres from the search centre, or from the route in a corridor search. */
  distance?: number;
  /** In a corridor search: metres along the route to the point nearest the resource. */
  along?: number;
}
export type StationResource = Of<'fuel'> & Listed;
export type ParkingResource = Of<'parking'> & Listed;
export type PoiResource = Of<'poi'> & { distance?: number };

export const RESOURCE_SERVICES = ['stations', 'parkings'] as const;
export type ResourceService = (typeof RESOURCE_SERVICES)[number];

/** A search of the planner service: around a point within a radius or inside a reachable area. */
export interface ResourceQuery {
  lat: number;
  lng: number;
  /** Kilometres; ignored when `area` is set. */
  radiusKm: number;
  /** Reachable minutes asked for, and the area's outer ring ([lng, lat]) when computed here. */
  area?: { minutes: number; ring?: readonly (readonly [number, number])[] };
  /**
   * A route's line ([lng, lat]): what lies within `radiusKm` of any part of it, in route order
   * (`lat`/`lng` are then only the answer's reference point). Takes the place of `area`.
   */
  corridor?: readonly (readonly [number, number])[];
  services: readonly ResourceService[];
  stationServices: readonly string[];
  parkingFilters: readonly string[];
  /** 0 = no filter; otherwise at least this rating. */
  minRating: number;
  minSecurityRating: number;
  verifiedOnly: boolean;
  /** 0-based, for each list. */
  page: number;
  perPage: number;
}

export interface ResourcePage {
  stations: StationResource[];
  parkings: ParkingResource[];
  /** How many matched in all, per list. */
  items: { stations: number; parkings: number };
  /** Generated sample data (the embedded provider): the UI says so. */
  sample: boolean;
}

/** An entry of a filter dictionary; `label` is an i18n key of the web app. */
export interface FilterOption {
  id: string;
  label: string;
}

/**
 * The planner service of part 2 §7: the embedded provider over generated sample data, or a real
 * service by `PLANNER_SERVICE_URL` answering the same shapes.
 */
export interface ResourceProvider {
  readonly name: 'embedded' | 'http';
  search(query: ResourceQuery, context: ResourceContext): Promise<ResourcePage>;
  parkingFilters(context: ResourceContext): Promise<FilterOption[]>;
  stationServices(context: ResourceContext): Promise<FilterOption[]>;
}

/** Who asks (the service is told the company) and when to give up. */
export interface ResourceContext {
  company: number;
  signal?: AbortSignal;
}

/** The planner service did not answer or answered something unreadable: the API says 502. */
export class ResourceProviderError extends Error {
  override name = 'ResourceProviderError';
}
