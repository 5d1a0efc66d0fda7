import type { Resource } from '@fleetdeck/shared';

/** The two exchanges of the spec (waypoint search types `borsa` and `borsa-timocom`). */
export const FREIGHT_BOARDS = ['borsa', 'borsa-timocom'] as const;
export type FreightBoardId = (typeof FREIGHT_BOARDS)[number];

/** A load offer as a resource: at its pick-up place, usable as a waypoint. */
export type LoadOffer = Extract<Resource, { type: FreightBoardId }> & {
  /** Metres from the search centre. */
  distance: number;
  weightKg: number;
  vehicleType: string;
  bodyType: string;
  /** ISO date of the pick-up. */
  pickUpDate: string;
};

export interface FreightQuery {
  lat: number;
  lng: number;
  radiusKm: number;
  /** The reachable area's outer ring ([lng, lat]) when searching by minutes. */
  ring?: readonly (readonly [number, number])[];
  deliveryNation?: string;
  vehicleType?: string;
  page: number;
  perPage: number;
}

export interface SavedFreightSearch {
  id: string;
  name: string;
  lat: number;
  lng: number;
  radiusKm: number;
}

export type FreightLogin = { ok: true } | { ok: false; message: string };

/**
 * A freight exchange (part 2 §7: a mock service in the spec): login, search by area or radius,
 * and the saved searches of a signed-in user. The relay ships a simulated one per exchange.
 */
export interface FreightBoard {
  readonly id: FreightBoardId;
  /** Whether the offers are simulated (the UI says so). */
  readonly sample: boolean;
  login(username: string, password: string): Promise<FreightLogin>;
  search(query: FreightQuery): Promise<{ content: LoadOffer[]; items: number }>;
  savedSearches(username: string): Promise<SavedFreightSearch[]>;
}
