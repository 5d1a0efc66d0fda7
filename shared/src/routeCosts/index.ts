/**
 * The cost model of the route planner (issue 16): tolls from published per-km tariffs by country,
 * axle and emission class; fuel and EN 16258 emissions by fuel type and Euro class for the spec's
 * fifteen categories; km and working-hour costs. Used by every routing provider on the legs it
 * found. Every figure is an estimate and the UI says so.
 *
 * CONTRACT (written before the implementation; the cost-model helper fills it in, keeping the
 * signatures): see `estimateRouteCosts`.
 */
import type { MonetaryCostsReport, RouteSummary } from '../domain/routing.js';
import type { VehicleProfile } from '../domain/planner.js';

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
