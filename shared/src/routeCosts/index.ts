/**
 * The cost model of the route planner (issue 16): tolls from published per-km tariffs by country,
 * axle and emission class; fuel and EN 16258 emissions by fuel type and Euro class for the spec's
 * fifteen categories; km and working-hour costs. Used by every routing provider on the legs it
 * found. Every figure is an estimate and the UI says so.
 *
 */
import type { MonetaryCostsReport, RouteSummary } from '../domain/routing.js';
import type { VehicleProfile } from '../domain/planner.js';
import { estimateEmissions } from './emissions.js';
import { estimateMonetaryCosts } from './monetary.js';
import { estimateTolls } from './tolls.js';
import { classifyVehicle } from './vehicle.js';

/** A stretch of the route on one road, in one country, toll or not. */
export interface CostSegment {
  distanceM: number;
  /** Seconds driven on it (including traffic delay). */
  durationS: number;
  /** ISO 3166-1 alpha-2, e.g. "IT", "FR", "AT", "DE", "CH". */
  countryCode: string;
  toll: boolean;
  roadClass: 'motorway' | 'trunk' | 'regional' | 'other';
  /** E.g. "A1"; toll sections are named from it. */
  roadName: string;
  /** Payload carried on it in kg (the waypoints' loads so far); unknown -> half the capacity. */
  loadKg?: number;
  /** The operator's stretch of a toll road it lies on (tollStretches.ts), when the table has it. */
  tollStretch?: { name: string; operator: string };
}

export interface CostOptions {
  vehicle: VehicleProfile['data'];
  co2Class: number;
  monetaryCostOptions: { costPerKilometer: number; workingCostPerHour: number };
  /** The whole route's travel time in seconds (driving plus service), for the working cost. */
  travelTimeS: number;
}

export interface RouteCosts {
  toll: RouteSummary['toll'];
  /** Per toll section (same order): its first and last segment index, for TollEvents. */
  tollSectionSegments: { firstSegment: number; lastSegment: number }[];
  emissions: RouteSummary['emissions'];
  monetaryCostsReport: MonetaryCostsReport;
}

/**
 * Tolls, tank-to-wheel emissions and the cost report of one route from its segments, in route
 * order. See tolls.ts, emissions.ts and monetary.ts for the rules and tollTariffs.ts /
 * emissionFactors.ts for the published figures and their sources.
 */
export function estimateRouteCosts(segments: CostSegment[], options: CostOptions): RouteCosts {
  const vehicle = classifyVehicle(options);
  const { tollSectionSegments, ...toll } = estimateTolls(segments, vehicle);
  return {
    toll,
    tollSectionSegments,
    emissions: estimateEmissions(segments, vehicle),
    monetaryCostsReport: estimateMonetaryCosts(segments, options, toll.summary.costs.amount),
  };
}

export { classifyVehicle, parseEuroClass, parseFuel } from './vehicle.js';
export type { EuroClass, FuelKind, VehicleClass } from './vehicle.js';
export { tollRatePerKm } from './tolls.js';
export { TOLL_STRETCHES, type TollStretch } from './tollStretches.js';
