/**
 * The geofence engine: which trucks are inside which POIs of a company, and the crossings when
 * trucks move. Pure and in memory: the caller (geofenceService.ts) feeds it positions, loads and
 * persists its state, and turns crossings into events.
 *
 * A POI with a radius above zero is a fence. Each company has a uniform grid of cells (CELL_DEG
 * wide) in which every fence is listed under each cell its exit circle touches, so a truck's
 * candidates are one lookup; plus the fences it is inside now (their exits). A tick costs
 * O(moved trucks x fences near each), never trucks x POIs. The index and the state are typed
 * arrays (companyFences.ts).
 */
import { CompanyFences } from './companyFences.js';
import type { FencePoi } from './fenceGeometry.js';

export {
  CELL_DEG,
  enterRadiusM,
  exitRadiusM,
  fenceDistanceM,
  HYSTERESIS_SHARE,
  hysteresisM,
  MIN_HYSTERESIS_M,
  type FencePoi,
} from './fenceGeometry.js';

export type CrossingKind = 'entry' | 'exit';

/** A truck crossed a fence of a company. */
export interface Crossing {
  company: number;
  poi: number;
  truck: number;
  kind: CrossingKind;
  lat: number;
  lng: number;
}

export interface Pair {
  company: number;
  poi: number;
  truck: number;
}

/** What an evaluation changed, for the caller to persist and announce. */
export interface FenceChanges {
  crossings: Crossing[];
  /** Found inside without a crossing: a truck first seen, or a fence new or moved (baseline). */
  baseline: Pair[];
  /** Trucks now known to a company's fences (first seen), or forgotten (left its stream). */
  known: Array<{ company: number; truck: number }>;
  forgotten: Array<{ company: number; truck: number }>;
}

export const noChanges = (): FenceChanges => ({
  crossings: [],
  baseline: [],
  known: [],
  forgotten: [],
});

/**
 * Entry when a truck comes within `enterRadiusM` of a fence it is not inside; exit when a truck
 * inside goes beyond `exitRadiusM`; between the two nothing changes (hysteresis). A truck first
 * seen by a company, or a fence new or moved, is a baseline: inside within the radius, no event.
 */
export class GeofenceEngine {
  private readonly companies = new Map<number, CompanyFences>();

  hasFences(company: number): boolean {
    return this.companies.has(company);
  }

  companyIds(): number[] {
    return [...this.companies.keys()];
  }

  /** The fence's geometry version as the engine holds it (undefined: not a fence here). */
  versionOf(company: number, poi: number): number | undefined {
    return this.companies.get(company)?.versionOf(poi);
  }

  /** Whether the engine watches a POI (tests wait on it). */
  watches(company: number, poi: number): boolean {
    return this.versionOf(company, poi) !== undefined;
  }

  /** The fences a truck is inside, for a company. */
  insideOf(company: number, truck: number): number[] {
    return (this.companies.get(company)?.insideOf(truck) ?? []).sort((a, b) => a - b);
  }

  isKnown(company: number, truck: number): boolean {
    return this.companies.get(company)?.isKnown(truck) ?? false;
  }

  /**
   * Replaces a company's fences (a reload). Fences new or with another geometry version are
   * `fresh`: their state is dropped, for the caller to restore (from the database) or baseline.
   * No fences left: the company is dropped. Fences with a radius of zero are not fences.
   */
  setFences(company: number, pois: readonly FencePoi[]): { fresh: number[]; removed: number[] } {
    const list = pois.filter((p) => p.radius > 0);
    let fences = this.companies.get(company);
    if (list.length === 0) {
      const removed = fences ? fences.fenceIds() : [];
      this.companies.delete(company);
      return { fresh: [], removed };
    }
    if (!fences) this.companies.set(company, (fences = new CompanyFences(company)));
    return fences.setFences(list);
  }

  /** State as stored: the trucks known to the company's fences and the pairs inside. */
  restore(
    company: number,
    known: Iterable<number>,
    inside: Iterable<{ poi: number; truck: number }>,
  ) {
    const fences = this.companies.get(company);
    if (!fences) return;
    for (const truck of known) fences.know(truck);
    for (const { poi, truck } of inside) fences.restoreInside(poi, truck);
  }

  /**
   * A truck of the company's stream at a new position (truck, lat, lng, out, baselineFor). A
   * truck the company has not seen is a baseline for every fence, and so are the fences in
   * `baselineFor` (new or moved) for any truck.
   */
  evaluate(company: number, ...position: Parameters<CompanyFences['evaluate']>): void {
    this.companies.get(company)?.evaluate(...position);
  }

  /** One company's fences, to evaluate a stream's positions without a lookup for each. */
  fencesOf(company: number): Pick<CompanyFences, 'evaluate'> | undefined {
    return this.companies.get(company);
  }

  /** The truck left the company's stream: its state there goes, without events. */
  forget(company: number, truck: number, out: FenceChanges): void {
    if (this.companies.get(company)?.forget(truck)) out.forgotten.push({ company, truck });
  }
}
