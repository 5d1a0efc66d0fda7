import { legalLimitsOf, type LegalLimits, type RoadGraph } from '@fleetdeck/shared/roads';
import {
  breaks,
  LIMIT_BITS,
  REASONS,
  vehicleValue,
  type LimitReason,
  type VehicleLimits,
} from './limits.js';

const LEGAL_KEY: Partial<Record<LimitReason, keyof LegalLimits>> = {
  height: 'heightM',
  width: 'widthM',
  length: 'lengthM',
  weight: 'weightT',
  axleLoad: 'axleLoadT',
};

/** A legal maximum of a country that the vehicle is over. */
export interface LegalBreach {
  country: string;
  reason: LimitReason;
  limit: number;
  value: number;
}

/** Per country of the graph, the legal limits this vehicle is over (bit mask of LIMIT_BITS). */
export function legalBreaches(g: RoadGraph, v: VehicleLimits, axles: number): LegalBreach[] {
  const out: LegalBreach[] = [];
  for (const country of g.countries) {
    const legal = legalLimitsOf(country, axles);
    for (const reason of REASONS) {
      const key = LEGAL_KEY[reason];
      if (!key) continue;
      const value = vehicleValue(v, reason);
      if (breaks(reason, legal[key], value))
        out.push({ country, reason, limit: legal[key], value });
    }
  }
  return out;
}

/**
 * Per edge, non-zero when either end lies in a country whose legal limits the vehicle is over:
 * such a vehicle needs an exceptional-transport permit there, so the country is closed to it.
 */
export function legalMask(g: RoadGraph, breaches: readonly LegalBreach[]): Uint8Array {
  const mask = new Uint8Array(g.edgeCount);
  if (breaches.length === 0) return mask;
  const closed = new Uint8Array(g.countries.length);
  for (const b of breaches)
    closed[g.countries.indexOf(b.country)] =
      (closed[g.countries.indexOf(b.country)] as number) | LIMIT_BITS[b.reason];
  for (let e = 0; e < g.edgeCount; e++) {
    mask[e] =
      (closed[g.nodeCountry[g.edgeFrom[e] as number] as number] as number) |
      (closed[g.nodeCountry[g.edgeTo[e] as number] as number] as number);
  }
  return mask;
}
