import type { RouteRequest, ViolatedSection } from '@fleetdeck/shared';
import { adrClosed, adrRank, type RoadGraph } from '@fleetdeck/shared/roads';

/** The vehicle's dimensions in metres and tonnes; 0 when the profile does not say. */
export interface VehicleLimits {
  heightM: number;
  widthM: number;
  lengthM: number;
  weightT: number;
  /** The heaviest axle: the profile's axle load, or at least the total weight over the axles. */
  axleLoadT: number;
  /** The load's ADR tunnel restriction code as a rank (1..4 for B..E), 0 for none. */
  adr: number;
}

export type LimitReason = ViolatedSection['reason'];

/** Bit per limit in a per-edge violation mask. */
export const LIMIT_BITS: Record<LimitReason, number> = {
  height: 1,
  width: 2,
  length: 4,
  weight: 8,
  axleLoad: 16,
  adr: 32,
};
export const REASONS = Object.keys(LIMIT_BITS) as LimitReason[];

/** Profile (centimetres, kilograms) to limits (metres, tonnes). */
export function vehicleLimits(profile: RouteRequest['profile']): VehicleLimits {
  const weightT = (profile.totalPermittedWeight ?? 0) / 1000;
  const axles = profile.numberOfAxles ?? 0;
  // The number of axles bounds the heaviest axle from below: total weight spread evenly.
  const spread = axles > 0 ? weightT / axles : 0;
  return {
    heightM: (profile.height ?? 0) / 100,
    widthM: (profile.width ?? 0) / 100,
    lengthM: (profile.length ?? 0) / 100,
    weightT,
    axleLoadT: Math.max((profile.axleLoad ?? 0) / 1000, spread),
    // Dangerous goods without a code: category E tunnels are closed to nearly all of them.
    adr: adrRank(profile.adrTunnelCategory) || (profile.hazardousGoods ? adrRank('E') : 0),
  };
}

function edgeLimit(g: RoadGraph, edge: number, reason: LimitReason): number {
  switch (reason) {
    case 'height':
      return g.edgeHeight[edge] as number;
    case 'width':
      return g.edgeMaxWidth[edge] as number;
    case 'length':
      return g.edgeMaxLength[edge] as number;
    case 'weight':
      return g.edgeWeight[edge] as number;
    case 'axleLoad':
      return g.edgeAxleLoad[edge] as number;
    case 'adr':
      return g.edgeAdr[edge] as number;
  }
}

export function vehicleValue(v: VehicleLimits, reason: LimitReason): number {
  switch (reason) {
    case 'height':
      return v.heightM;
    case 'width':
      return v.widthM;
    case 'length':
      return v.lengthM;
    case 'weight':
      return v.weightT;
    case 'axleLoad':
      return v.axleLoadT;
    case 'adr':
      return v.adr;
  }
}

/** Whether a vehicle value breaks a limit (ADR codes by their own rule, the rest by size). */
export function breaks(reason: LimitReason, limit: number, value: number): boolean {
  if (reason === 'adr') return adrClosed(limit, value);
  return limit > 0 && value > 0 && value > limit + 1e-6;
}

/** Per edge, a bit mask of the limits this vehicle breaks there (0 = the road is legal). */
export function violationMask(g: RoadGraph, v: VehicleLimits): Uint8Array {
  const mask = new Uint8Array(g.edgeCount);
  for (const reason of REASONS) {
    const value = vehicleValue(v, reason);
    if (value <= 0) continue;
    const bit = LIMIT_BITS[reason];
    for (let e = 0; e < g.edgeCount; e++) {
      if (breaks(reason, edgeLimit(g, e, reason), value)) mask[e] = (mask[e] as number) | bit;
    }
  }
  return mask;
}

/** The first limit an edge's mask breaks, with the road's limit and the vehicle's value. */
export function firstViolation(
  g: RoadGraph,
  edge: number,
  mask: number,
  v: VehicleLimits,
): { reason: LimitReason; limit: number; value: number } | null {
  for (const reason of REASONS) {
    if (mask & LIMIT_BITS[reason])
      return { reason, limit: edgeLimit(g, edge, reason), value: vehicleValue(v, reason) };
  }
  return null;
}
