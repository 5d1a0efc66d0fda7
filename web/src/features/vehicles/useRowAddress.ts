import { useEffect, useState } from 'react';
import type { Truck } from '@fleetdeck/shared';
import { useAddress } from '../vehicle/useAddress.js';

/**
 * A moving vehicle's row asks for its address again at most this often: at one position a second
 * a list of moving trucks would fetch several addresses a second and rewrite them as fast as
 * they can be read.
 */
export const ROW_ADDRESS_REFRESH_MS = 30_000;

interface Asked {
  lat: number;
  lng: number;
  at: number;
}

/**
 * The geocoded place of a row's vehicle when the address field is shown. Only rendered rows ask
 * (the list is virtualised), answers are cached per rounded position, and a moving vehicle's
 * place follows it every `ROW_ADDRESS_REFRESH_MS` (and once more when it stops).
 */
export function useRowAddress(truck: Truck, shown: boolean): string | undefined {
  const lp = shown ? truck.lastpoint : undefined;
  const lat = lp?.lat;
  const lng = lp?.lng;
  const [asked, setAsked] = useState<Asked | undefined>(() =>
    lat === undefined || lng === undefined ? undefined : { lat, lng, at: Date.now() },
  );
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (asked?.lat === lat && asked.lng === lng) return;
    const wait = asked ? asked.at + ROW_ADDRESS_REFRESH_MS - Date.now() : 0;
    const timer = setTimeout(() => setAsked({ lat, lng, at: Date.now() }), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [lat, lng, asked]);
  return useAddress(asked?.lat, asked?.lng)?.display_name;
}
