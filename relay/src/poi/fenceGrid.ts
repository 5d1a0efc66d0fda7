/**
 * The grid of a company's fences: under each cell (CELL_DEG wide) the fences whose exit circle
 * touches it, so that a position's candidates are one lookup. Built once per change of fences.
 */
import {
  CELL_DEG,
  cellKey,
  fenceDistanceM,
  M_PER_DEG,
  MAX_CELLS_PER_FENCE,
  RAD,
} from './fenceGeometry.js';
import { IdTable } from './idTable.js';

/** Per fence in a company's `geometry`: centre, radius, entry and exit distances (metres). */
export const STRIDE = 5;
export const LAT = 0;
export const LNG = 1;
export const RADIUS = 2;
export const ENTER = 3;
export const EXIT = 4;
/**
 * Whether a position lies farther from the fence at `at` in `geometry` than its distance at
 * `at + limit` (RADIUS, ENTER or EXIT). The hot loop's test: it answers a boolean, as a double
 * returned by a call V8 does not inline is boxed on the heap (two or three per fence checked,
 * 100 KB a tick, and the garbage collector then pauses inside ticks).
 */
export function isBeyond(
  geometry: Float64Array,
  at: number,
  limit: number,
  lat: number,
  lng: number,
): boolean {
  const d = fenceDistanceM(geometry[at + LAT] as number, geometry[at + LNG] as number, lat, lng);
  return d > (geometry[at + limit] as number);
}

/** No fence, no entry, no truck: the end of a list. */
export const NONE = -1;

export interface FenceGrid {
  /** Cell -> start of its fences in `cellFences`, which ends each cell's list with a NONE. */
  cells: IdTable;
  cellFences: Int32Array<ArrayBuffer>;
  /** Fences over too many cells (or across the antimeridian): checked against every position. */
  wide: Int32Array<ArrayBuffer>;
}

/** The grid of fences in `geometry` (STRIDE numbers each), fences listed in their order. */
export function buildGrid(geometry: Float64Array): FenceGrid {
  const count = geometry.length / STRIDE;
  // Each fence's cell range, or wide: [y0, y1, x0, x1] per fence.
  const ranges = new Float64Array(count * 4);
  const wide: number[] = [];
  const cells = new IdTable();
  const sizes: number[] = [];
  for (let f = 0; f < count; f++) {
    const lat = geometry[f * STRIDE + LAT] as number;
    const lng = geometry[f * STRIDE + LNG] as number;
    const dLat = (geometry[f * STRIDE + EXIT] as number) / M_PER_DEG;
    const cos = Math.cos(lat * RAD);
    const dLng = cos > 1e-6 ? dLat / cos : 360;
    const y0 = Math.floor((lat - dLat) / CELL_DEG);
    const y1 = Math.floor((lat + dLat) / CELL_DEG);
    const x0 = Math.floor((lng - dLng) / CELL_DEG);
    const x1 = Math.floor((lng + dLng) / CELL_DEG);
    const wraps = lng - dLng < -180 || lng + dLng >= 180;
    if (wraps || (y1 - y0 + 1) * (x1 - x0 + 1) > MAX_CELLS_PER_FENCE) {
      wide.push(f);
      ranges[f * 4] = 1; // y0 > y1: in no cell
      continue;
    }
    ranges[f * 4] = y0;
    ranges[f * 4 + 1] = y1;
    ranges[f * 4 + 2] = x0;
    ranges[f * 4 + 3] = x1;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const key = cellKey(y, x);
        const row = cells.get(key);
        if (row === NONE) {
          cells.set(key, sizes.length);
          sizes.push(1);
        } else sizes[row] = (sizes[row] as number) + 1;
      }
    }
  }
  // Each cell's fences, then a NONE.
  const filled = new Int32Array(sizes.length);
  let length = 0;
  for (let row = 0; row < sizes.length; row++) {
    filled[row] = length;
    length += (sizes[row] as number) + 1;
  }
  const cellFences = new Int32Array(length).fill(NONE);
  for (let f = 0; f < count; f++) {
    const y1 = ranges[f * 4 + 1] as number;
    const x0 = ranges[f * 4 + 2] as number;
    const x1 = ranges[f * 4 + 3] as number;
    for (let y = ranges[f * 4] as number; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const row = cells.get(cellKey(y, x));
        cellFences[filled[row] as number] = f;
        filled[row] = (filled[row] as number) + 1;
      }
    }
  }
  // From here the table gives each cell's start, not its row.
  for (let place = 0; place < cells.places; place++) {
    if (cells.isFree(place)) continue;
    const row = cells.valueAt(place);
    cells.setValueAt(place, (filled[row] as number) - (sizes[row] as number));
  }
  return { cells, cellFences, wide: Int32Array.from(wide) };
}
