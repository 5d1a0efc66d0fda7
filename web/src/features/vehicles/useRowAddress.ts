import type { Truck } from '@fleetdeck/shared';
import { useAddress } from '../vehicle/useAddress.js';

/**
 * The geocoded place of a row's vehicle when the address field is shown. Only rendered rows ask
 * (the list is virtualised), and answers are cached per rounded position, so a scroll or a tick
 * costs a handful of cached calls, not one per vehicle.
 */
export function useRowAddress(truck: Truck, shown: boolean): string | undefined {
  const lp = shown ? truck.lastpoint : undefined;
  return useAddress(lp?.lat, lp?.lng)?.display_name;
}
