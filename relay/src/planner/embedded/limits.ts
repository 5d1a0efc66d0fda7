import type { RouteRequest, ViolatedSection } from '@fleetdeck/shared';
import type { RoadGraph } from '@fleetdeck/shared/roads';

/** The vehicle's dimensions in metres and tonnes; 0 when the profile does not say. */
export interface VehicleLimits {
  heightM: number;
  widthM: number;
  lengthM: number;
  weightT: number;
  /** The heaviest axle: the profile's axle load, or at least the total weight over the axles. */
  axleLoadT: number;
}

export type LimitReason = ViolatedSection['reason'];

/** Bit per limit in a per-edge violation mask. */
export const LIMIT_BITS: Record<LimitReason, number> = {
  height: 1,
  width: 2,
  length: 4,
  weight: 8,
  axleLoad: 16,
};
const REASONS = Object.keys(LIMIT_BITS) as LimitReason[];

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
  }
}

function vehicleValue(v: VehicleLimits, reason: LimitReason): number {
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
  }
}

/** Per edge, a bit mask of the limits this vehicle breaks there (0 = the road is legal). */
export function violationMask(g: RoadGraph, v: VehicleLimits): Uint8Array {
  const mask = new Uint8Array(g.edgeCount);
  for (const reason of REASONS) {
    const value = vehicleValue(v, reason);
    if (value <= 0) continue;
    const bit = LIMIT_BITS[reason];
    for (let e = 0; e < g.edgeCount; e++) {
      const limit = edgeLimit(g, e, reason);
      if (limit > 0 && value > limit + 1e-6) mask[e] = (mask[e] as number) | bit;
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
