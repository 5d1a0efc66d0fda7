import { cellOf, enterRadiusM, exitRadiusM, type FencePoi } from './fenceGeometry.js';
import { buildGrid, ENTER, EXIT, isBeyond, LAT, LNG, NONE, RADIUS, STRIDE } from './fenceGrid.js';
import type { FenceChanges } from './geofence.js';
import { IdTable } from './idTable.js';

/**
 * One company's fences, grid and state, in typed arrays: a tick reads a few numbers per position
 * from contiguous memory and allocates nothing unless something crosses.
 *
 * Fences are numbered in the order given (their index); the grid lists under each cell, in one flat
 * array (`cellFences` from the cell's start to a NONE), the fences whose exit circle touches it.
 * Each truck the company's fences know has, beside its id in `trucks`, the head of a linked list
 * (`entryFence`, `entryNext`), in order of entry, of the fences it is inside: a position costs a
 * probe in each of two tables, and the fence list only where there are fences.
 */
export class CompanyFences {
  /** Fence id -> its index and geometry version. */
  private byId = new Map<number, { index: number; version: number }>();
  private ids = new Float64Array(0);
  private geometry = new Float64Array(0);
  /** Cell -> start of its fences in `cellFences`. */
  private cells = new IdTable();
  private cellFences = new Int32Array(0);
  private wide = new Int32Array(0);

  /** Truck id -> 1 + the first entry of the fences it is inside (0: none). */
  private readonly trucks = new IdTable(1024);
  private entryFence = new Int32Array(1024);
  private entryNext = new Int32Array(1024);
  private entryCount = 0;
  private freeEntry = NONE;

  constructor(readonly company: number) {}

  versionOf(poi: number): number | undefined {
    return this.byId.get(poi)?.version;
  }

  fenceIds(): number[] {
    return [...this.byId.keys()];
  }

  isKnown(truck: number): boolean {
    return this.trucks.get(truck) !== NONE;
  }

  /** The ids of the fences a truck is inside, in order of entry. */
  insideOf(truck: number): number[] {
    const poi: number[] = [];
    const place = this.trucks.find(truck);
    if (this.trucks.isFree(place)) return poi;
    for (let e = this.head(place); e !== NONE; e = this.entryNext[e] as number)
      poi.push(this.ids[this.entryFence[e] as number] as number);
    return poi;
  }

  /** Takes a truck as known (first seen, or restored): its place in `trucks`. */
  know(truck: number): number {
    const place = this.trucks.find(truck);
    return this.trucks.isFree(place) ? this.trucks.set(truck, NONE + 1) : place;
  }

  /** The truck left the stream: its state goes. False when it was not known. */
  forget(truck: number): boolean {
    const place = this.trucks.find(truck);
    if (this.trucks.isFree(place)) return false;
    for (let e = this.head(place); e !== NONE;) {
      const next = this.entryNext[e] as number;
      this.freeEntryAt(e);
      e = next;
    }
    this.trucks.delete(truck);
    return true;
  }

  /** The first entry of the list of the truck at `place`. */
  private head(place: number): number {
    return this.trucks.valueAt(place) - 1;
  }

  private setHead(place: number, entry: number): void {
    this.trucks.setValueAt(place, entry + 1);
  }

  /** A stored pair: the truck inside the fence (when it is one here). */
  restoreInside(poi: number, truck: number): void {
    const fence = this.byId.get(poi);
    if (fence) this.enter(this.know(truck), fence.index);
  }

  /**
   * Replaces the fences. New ones and ones with another geometry version are `fresh`, their state
   * dropped like that of the removed ones; the others keep theirs under their new index.
   */
  setFences(list: readonly FencePoi[]): { fresh: number[]; removed: number[] } {
    const fresh: number[] = [];
    const next = new Map<number, FencePoi>();
    for (const poi of list) {
      const before = this.byId.get(poi.id);
      if (!before || before.version !== poi.version) fresh.push(poi.id);
      next.set(poi.id, poi);
    }
    const removed: number[] = [];
    for (const id of this.byId.keys()) if (!next.has(id)) removed.push(id);
    // Old index -> new index, NONE where the state goes.
    const remap = new Int32Array(this.ids.length).fill(NONE);
    const byId = new Map<number, { index: number; version: number }>();
    const ids = new Float64Array(next.size);
    const geometry = new Float64Array(next.size * STRIDE);
    // Listed twice with a new version once: dropped all the same.
    const dropped = new Set(fresh);
    let index = 0;
    for (const poi of next.values()) {
      const before = this.byId.get(poi.id);
      if (before && !dropped.has(poi.id)) remap[before.index] = index;
      byId.set(poi.id, { index, version: poi.version });
      ids[index] = poi.id;
      const at = index * STRIDE;
      geometry[at + LAT] = poi.lat;
      geometry[at + LNG] = poi.lng;
      geometry[at + RADIUS] = poi.radius;
      geometry[at + ENTER] = enterRadiusM(poi.radius);
      geometry[at + EXIT] = exitRadiusM(poi.radius);
      index += 1;
    }
    this.remapState(remap);
    this.byId = byId;
    this.ids = ids;
    this.geometry = geometry;
    ({ cells: this.cells, cellFences: this.cellFences, wide: this.wide } = buildGrid(geometry));
    return { fresh, removed };
  }

  /** Every truck's list of fences to the new indices, dropping the fences mapped to NONE. */
  private remapState(remap: Int32Array): void {
    const { entryFence, entryNext } = this;
    for (let place = 0; place < this.trucks.places; place++) {
      if (this.trucks.isFree(place)) continue;
      let prev = NONE;
      for (let e = this.head(place); e !== NONE;) {
        const next = entryNext[e] as number;
        const index = remap[entryFence[e] as number] as number;
        if (index === NONE) {
          if (prev === NONE) this.setHead(place, next);
          else entryNext[prev] = next;
          this.freeEntryAt(e);
        } else {
          entryFence[e] = index;
          prev = e;
        }
        e = next;
      }
    }
  }

  private has(place: number, fence: number): boolean {
    for (let e = this.head(place); e !== NONE; e = this.entryNext[e] as number)
      if (this.entryFence[e] === fence) return true;
    return false;
  }

  /** Appends the fence to the truck's list (order of entry), unless it is there already. */
  private enter(place: number, fence: number): void {
    let last = NONE;
    for (let e = this.head(place); e !== NONE; e = this.entryNext[e] as number) {
      if (this.entryFence[e] === fence) return;
      last = e;
    }
    const e = this.newEntry();
    this.entryFence[e] = fence;
    this.entryNext[e] = NONE;
    if (last === NONE) this.setHead(place, e);
    else this.entryNext[last] = e;
  }

  private newEntry(): number {
    if (this.freeEntry !== NONE) {
      const e = this.freeEntry;
      this.freeEntry = this.entryNext[e] as number;
      return e;
    }
    if (this.entryCount === this.entryFence.length) {
      const fence = new Int32Array(this.entryCount * 2);
      const next = new Int32Array(this.entryCount * 2);
      fence.set(this.entryFence);
      next.set(this.entryNext);
      this.entryFence = fence;
      this.entryNext = next;
    }
    return this.entryCount++;
  }

  private freeEntryAt(e: number): void {
    this.entryNext[e] = this.freeEntry;
    this.freeEntry = e;
  }

  /**
   * A truck of the stream at a new position (see GeofenceEngine.evaluate): exits from the fences
   * it is inside, then entries (or baselines) for the fences listed under its cell and the wide
   * ones. The hot loop of a tick: the distance is written out here rather than called, as a
   * double returned or passed by a call V8 does not inline is boxed on the heap, and a tick
   * that allocates nothing gives the garbage collector no reason to pause inside it.
   */
  evaluate(
    truck: number,
    lat: number,
    lng: number,
    out: FenceChanges,
    baselineFor?: ReadonlySet<number>,
  ): void {
    const { company, geometry, ids, entryFence, entryNext, cellFences, wide } = this;
    let place = this.trucks.find(truck);
    const firstSeen = this.trucks.isFree(place);
    if (firstSeen) {
      place = this.know(truck);
      out.known.push({ company, truck });
    }
    let prev = NONE;
    for (let e = this.head(place); e !== NONE;) {
      const next = entryNext[e] as number;
      const f = entryFence[e] as number;
      const at = f * STRIDE;
      if (isBeyond(geometry, at, EXIT, lat, lng)) {
        if (prev === NONE) this.setHead(place, next);
        else entryNext[prev] = next;
        this.freeEntryAt(e);
        const poi = ids[f] as number;
        out.crossings.push({ company, poi, truck, kind: 'exit', lat, lng });
      } else prev = e;
      e = next;
    }
    // The candidates: the fences listed under the cell (up to a NONE), then the wide ones.
    let i = this.cells.get(cellOf(lat, lng));
    let w = 0;
    for (;;) {
      let f: number;
      if (i !== NONE) {
        f = cellFences[i++] as number;
        if (f === NONE) {
          i = NONE;
          continue;
        }
      } else if (w < wide.length) f = wide[w++] as number;
      else break;
      if (this.has(place, f)) continue;
      const at = f * STRIDE;
      if (firstSeen || baselineFor?.has(ids[f] as number)) {
        if (!isBeyond(geometry, at, RADIUS, lat, lng)) {
          this.enter(place, f);
          out.baseline.push({ company, poi: ids[f] as number, truck });
        }
      } else if (!isBeyond(geometry, at, ENTER, lat, lng)) {
        this.enter(place, f);
        out.crossings.push({ company, poi: ids[f] as number, truck, kind: 'entry', lat, lng });
      }
    }
  }
}
