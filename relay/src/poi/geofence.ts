/**
 * The geofence engine: which trucks are inside which POIs of a company, and the crossings when
 * trucks move. Pure and in memory: the caller (geofenceService.ts) feeds it positions, loads and
 * persists its state, and turns crossings into events.
 *
 * A POI with a radius above zero is a fence. Each company has a uniform grid of cells (CELL_DEG
 * wide) in which every fence is listed under each cell its exit circle touches, so a truck's
 * candidates are one map lookup; plus the fences it is inside now (their exits). A tick costs
 * O(moved trucks x fences near each), never trucks x POIs.
 */

/**
 * Margin at least this wide on each side of the radius: trackers report within about 5 to 15 m,
 * and a truck parked on the boundary jitters by that much from report to report.
 */
export const MIN_HYSTERESIS_M = 15;
/**
 * Margin as a share of the radius: a wide fence is crossed at speed, with reports a few hundred
 * metres apart and positions snapped to different roads; 10 % keeps a truck driving along the
 * boundary of a 2 km fence from flapping while still reporting within 200 m of the line.
 */
export const HYSTERESIS_SHARE = 0.1;

/** The margin of a fence: entry this far inside the radius, exit this far outside. */
export const hysteresisM = (radius: number): number =>
  Math.max(MIN_HYSTERESIS_M, HYSTERESIS_SHARE * radius);
/** Entry at or within this distance; never less than half the radius, so a small fence can be entered. */
export const enterRadiusM = (radius: number): number =>
  radius - Math.min(hysteresisM(radius), radius / 2);
/** Exit beyond this distance. */
export const exitRadiusM = (radius: number): number => radius + hysteresisM(radius);

const EARTH_M = 6_371_008.8;
const RAD = Math.PI / 180;
const M_PER_DEG = EARTH_M * RAD;

/**
 * Metres between two points, equirectangular at their mean latitude: within 0.1 % of the great
 * circle up to 50 km (geofence.test.ts; past any fence but the huge ones), with one cosine where
 * haversine takes several: it runs tens of thousands of times per tick.
 */
export function fenceDistanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  let dLng = lng2 - lng1;
  if (dLng > 180) dLng -= 360;
  else if (dLng < -180) dLng += 360;
  const x = dLng * Math.cos(((lat1 + lat2) / 2) * RAD);
  const y = lat2 - lat1;
  return Math.sqrt(x * x + y * y) * M_PER_DEG;
}

/** A fence as stored: the POI's id, centre and radius (metres, above zero), geometry version. */
export interface FencePoi {
  id: number;
  lat: number;
  lng: number;
  radius: number;
  /** Goes up when the centre or radius change: the POI's inside state is then rebuilt. */
  version: number;
}

interface Fence extends FencePoi {
  enterM: number;
  exitM: number;
}

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

/** Grid cell size in degrees (about 2.2 km north-south, 1.6 km east-west in northern Italy). */
export const CELL_DEG = 0.02;
/** A fence touching more cells than this (huge, or near a pole) is checked against every truck. */
const MAX_CELLS_PER_FENCE = 1024;
const LNG_CELLS = Math.ceil(360 / CELL_DEG) + 2;
const cellOf = (lat: number, lng: number): number =>
  (Math.floor(lat / CELL_DEG) + 4600) * LNG_CELLS + (Math.floor(lng / CELL_DEG) + 9100);

const EMPTY: readonly Fence[] = [];
/** A truck inside no fence (never written to: arrays are replaced, not changed). */
const NONE: readonly number[] = [];

/** One company's fences, grid and state. */
class CompanyFences {
  readonly fences = new Map<number, Fence>();
  private grid = new Map<number, Fence[]>();
  private wide: Fence[] = [];
  /**
   * The trucks evaluated against every fence of the company since they joined its stream, each
   * with the fences it is inside (usually none or one: a small array, replaced on change, is one
   * lookup per truck and tick where a set per truck and a known-set would be two).
   */
  readonly trucks = new Map<number, readonly number[]>();
  /** Fence -> trucks inside it. */
  readonly occupants = new Map<number, Set<number>>();

  rebuild(): void {
    const grid = new Map<number, Fence[]>();
    const wide: Fence[] = [];
    for (const fence of this.fences.values()) {
      const dLat = fence.exitM / M_PER_DEG;
      const cos = Math.cos(fence.lat * RAD);
      const dLng = cos > 1e-6 ? dLat / cos : 360;
      const y0 = Math.floor((fence.lat - dLat) / CELL_DEG);
      const y1 = Math.floor((fence.lat + dLat) / CELL_DEG);
      const x0 = Math.floor((fence.lng - dLng) / CELL_DEG);
      const x1 = Math.floor((fence.lng + dLng) / CELL_DEG);
      const wraps = fence.lng - dLng < -180 || fence.lng + dLng >= 180;
      if (wraps || (y1 - y0 + 1) * (x1 - x0 + 1) > MAX_CELLS_PER_FENCE) {
        wide.push(fence);
        continue;
      }
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const key = (y + 4600) * LNG_CELLS + (x + 9100);
          const list = grid.get(key);
          if (list) list.push(fence);
          else grid.set(key, [fence]);
        }
      }
    }
    this.grid = grid;
    this.wide = wide;
  }

  near(lat: number, lng: number): readonly Fence[] {
    const cell = this.grid.get(cellOf(lat, lng)) ?? EMPTY;
    return this.wide.length === 0 ? cell : [...cell, ...this.wide];
  }

  enter(poi: number, truck: number): void {
    const inside = this.trucks.get(truck) ?? NONE;
    if (inside.includes(poi)) return;
    this.trucks.set(truck, [...inside, poi]);
    let trucks = this.occupants.get(poi);
    if (!trucks) this.occupants.set(poi, (trucks = new Set()));
    trucks.add(truck);
  }

  leave(poi: number, truck: number): void {
    const inside = this.trucks.get(truck);
    if (!inside?.includes(poi)) return;
    this.trucks.set(truck, inside.length === 1 ? NONE : inside.filter((p) => p !== poi));
    const trucks = this.occupants.get(poi);
    trucks?.delete(truck);
    if (trucks?.size === 0) this.occupants.delete(poi);
  }

  dropFence(poi: number): void {
    for (const truck of [...(this.occupants.get(poi) ?? [])]) this.leave(poi, truck);
  }
}

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
    return this.companies.get(company)?.fences.get(poi)?.version;
  }

  /** Whether the engine watches a POI (tests wait on it). */
  watches(company: number, poi: number): boolean {
    return this.versionOf(company, poi) !== undefined;
  }

  /** The fences a truck is inside, for a company. */
  insideOf(company: number, truck: number): number[] {
    return [...(this.companies.get(company)?.trucks.get(truck) ?? NONE)].sort((a, b) => a - b);
  }

  isKnown(company: number, truck: number): boolean {
    return this.companies.get(company)?.trucks.has(truck) ?? false;
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
      const removed = fences ? [...fences.fences.keys()] : [];
      this.companies.delete(company);
      return { fresh: [], removed };
    }
    if (!fences) this.companies.set(company, (fences = new CompanyFences()));
    const fresh: number[] = [];
    const next = new Map<number, Fence>();
    for (const poi of list) {
      const before = fences.fences.get(poi.id);
      if (!before || before.version !== poi.version) {
        fresh.push(poi.id);
        if (before) fences.dropFence(poi.id);
      }
      next.set(poi.id, {
        id: poi.id,
        lat: poi.lat,
        lng: poi.lng,
        radius: poi.radius,
        version: poi.version,
        enterM: enterRadiusM(poi.radius),
        exitM: exitRadiusM(poi.radius),
      });
    }
    const removed: number[] = [];
    for (const id of fences.fences.keys()) {
      if (next.has(id)) continue;
      removed.push(id);
      fences.dropFence(id);
    }
    fences.fences.clear();
    for (const [id, fence] of next) fences.fences.set(id, fence);
    fences.rebuild();
    return { fresh, removed };
  }

  /** State as stored: the trucks known to the company's fences and the pairs inside. */
  restore(
    company: number,
    known: Iterable<number>,
    inside: Iterable<{ poi: number; truck: number }>,
  ) {
    const fences = this.companies.get(company);
    if (!fences) return;
    for (const truck of known) if (!fences.trucks.has(truck)) fences.trucks.set(truck, NONE);
    for (const { poi, truck } of inside) if (fences.fences.has(poi)) fences.enter(poi, truck);
  }

  /**
   * A truck of the company's stream at a new position. A truck the company has not seen is a
   * baseline for every fence, and so are the fences in `baselineFor` (new or moved) for any truck.
   */
  evaluate(
    company: number,
    truck: number,
    lat: number,
    lng: number,
    out: FenceChanges,
    baselineFor?: ReadonlySet<number>,
  ): void {
    const fences = this.companies.get(company);
    if (!fences) return;
    let inside = fences.trucks.get(truck);
    const firstSeen = inside === undefined;
    if (inside === undefined) {
      inside = NONE;
      fences.trucks.set(truck, NONE);
      out.known.push({ company, truck });
    }
    // `leave` replaces the truck's array: this one stays as it was for the loops below.
    const insideAny = inside.length > 0;
    for (let i = 0; i < inside.length; i++) {
      const poi = inside[i] as number;
      const fence = fences.fences.get(poi);
      if (!fence) fences.leave(poi, truck);
      else if (fenceDistanceM(fence.lat, fence.lng, lat, lng) > fence.exitM) {
        fences.leave(poi, truck);
        out.crossings.push({ company, poi, truck, kind: 'exit', lat, lng });
      }
    }
    const near = fences.near(lat, lng);
    for (let i = 0; i < near.length; i++) {
      const fence = near[i] as Fence;
      if (insideAny && inside.includes(fence.id)) continue;
      const d = fenceDistanceM(fence.lat, fence.lng, lat, lng);
      if (firstSeen || baselineFor?.has(fence.id)) {
        if (d <= fence.radius) {
          fences.enter(fence.id, truck);
          out.baseline.push({ company, poi: fence.id, truck });
        }
      } else if (d <= fence.enterM) {
        fences.enter(fence.id, truck);
        out.crossings.push({ company, poi: fence.id, truck, kind: 'entry', lat, lng });
      }
    }
  }

  /** The truck left the company's stream: its state there goes, without events. */
  forget(company: number, truck: number, out: FenceChanges): void {
    const fences = this.companies.get(company);
    const inside = fences?.trucks.get(truck);
    if (!fences || !inside) return;
    for (const poi of inside) fences.leave(poi, truck);
    fences.trucks.delete(truck);
    out.forgotten.push({ company, truck });
  }
}
