import { PLACES_AREA } from './mapPlaces.js';

/** A lng/lat point, a closed ring of them, a polygon (outer ring, then holes). */
export type Point = readonly number[];
export type Ring = readonly Point[];
export type PolygonRings = readonly Ring[];

export type WaterKind = 'lake' | 'river';

export interface WaterFeature {
  type: 'Feature';
  properties: { kind: WaterKind };
  geometry: { type: 'Polygon'; coordinates: [number, number][][] };
}

export interface WaterCollection {
  type: 'FeatureCollection';
  features: WaterFeature[];
}

/**
 * Lakes of 10 km² and up are drawn (Iseo 53, Trasimeno 123, Garda 375; the data's Como is 85 as
 * its 1 km outline is thin): below that Scandinavia and Finland alone have thousands of specks.
 * The data cuts big lakes into pieces (Lago Maggiore is 148 + 62 + 11 + a few of 1-3 km²), so a
 * piece of 1 km² next to a drawn one is drawn too, else the lake's ends would be missing.
 */
export const MIN_LAKE_KM2 = 10;
export const MIN_PIECE_KM2 = 1;
/** River areas come in pieces of about 1 km² (the Danube at Vienna is a chain of them): only slivers go. */
export const MIN_RIVER_KM2 = 0.25;
/** How near (degrees, about 1 km) a small piece's box must be to a drawn piece's to belong to it. */
const PIECE_REACH = 0.01;
/** Points nearer than this (degrees, about 200 m) to the last one kept are dropped: not visible at the map's zooms. */
const NEAR = 0.002;

const EARTH_KM = 6371.0088;
const RAD = Math.PI / 180;

/** A ring's area in km² on the sphere (the usual spherical excess approximation). */
export function ringAreaKm2(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const [x2 = 0, y2 = 0] = ring[i + 1] ?? [];
    sum += (x2 - x1) * RAD * (2 + Math.sin(y1 * RAD) + Math.sin(y2 * RAD));
  }
  return Math.abs((sum * EARTH_KM * EARTH_KM) / 2);
}

interface Box {
  west: number;
  east: number;
  south: number;
  north: number;
}

function boxOf(ring: Ring): Box {
  const box = { west: Infinity, east: -Infinity, south: Infinity, north: -Infinity };
  for (const [x = 0, y = 0] of ring) {
    box.west = Math.min(box.west, x);
    box.east = Math.max(box.east, x);
    box.south = Math.min(box.south, y);
    box.north = Math.max(box.north, y);
  }
  return box;
}

const overlaps = (a: Box, b: Box, reach = 0): boolean =>
  a.west <= b.east + reach &&
  a.east + reach >= b.west &&
  a.south <= b.north + reach &&
  a.north + reach >= b.south;

const round = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * The ring at 3 decimals (about 100 m) without points within NEAR of the last one kept; undefined
 * when fewer than 4 points (a closed triangle) remain.
 */
export function simplifyRing(ring: Ring): [number, number][] | undefined {
  const out: [number, number][] = [];
  for (const [x = 0, y = 0] of ring) {
    const point: [number, number] = [round(x), round(y)];
    const last = out[out.length - 1];
    if (last && Math.abs(last[0] - point[0]) < NEAR && Math.abs(last[1] - point[1]) < NEAR)
      continue;
    out.push(point);
  }
  const first = out[0];
  const last = out[out.length - 1];
  // The closing point may have been dropped as near the one before it: close the ring again.
  if (first && last && (first[0] !== last[0] || first[1] !== last[1]))
    out.push([first[0], first[1]]);
  return out.length >= 4 ? out : undefined;
}

interface Piece {
  polygon: PolygonRings;
  box: Box;
  km2: number;
}

function piecesInArea(polygons: readonly PolygonRings[], area: Box): Piece[] {
  const pieces: Piece[] = [];
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer) continue;
    const box = boxOf(outer);
    if (overlaps(box, area)) pieces.push({ polygon, box, km2: ringAreaKm2(outer) });
  }
  return pieces;
}

function feature(kind: WaterKind, polygon: PolygonRings): WaterFeature | undefined {
  const [outer, ...holes] = polygon.map(simplifyRing);
  if (!outer) return undefined;
  const rings = [outer, ...holes.filter((hole) => hole !== undefined)];
  return {
    type: 'Feature',
    properties: { kind },
    geometry: { type: 'Polygon', coordinates: rings },
  };
}

/** The lakes to draw: the big pieces, and the small ones next to a big one (see MIN_PIECE_KM2). */
export function pickLakes(pieces: readonly Piece[]): Piece[] {
  const big = pieces.filter((piece) => piece.km2 >= MIN_LAKE_KM2);
  // A coarse grid of the big pieces' boxes, so each small piece checks only its neighbours.
  const cell = (value: number): number => Math.floor(value);
  const grid = new Map<string, Box[]>();
  for (const { box } of big) {
    for (let x = cell(box.west - PIECE_REACH); x <= cell(box.east + PIECE_REACH); x++) {
      for (let y = cell(box.south - PIECE_REACH); y <= cell(box.north + PIECE_REACH); y++) {
        const key = `${x}/${y}`;
        grid.set(key, [...(grid.get(key) ?? []), box]);
      }
    }
  }
  const nearBig = (box: Box): boolean => {
    for (let x = cell(box.west); x <= cell(box.east); x++) {
      for (let y = cell(box.south); y <= cell(box.north); y++) {
        const near = grid.get(`${x}/${y}`) ?? [];
        if (near.some((other) => overlaps(box, other, PIECE_REACH))) return true;
      }
    }
    return false;
  };
  return pieces.filter(
    (piece) => piece.km2 >= MIN_LAKE_KM2 || (piece.km2 >= MIN_PIECE_KM2 && nearBig(piece.box)),
  );
}

/**
 * The lakes and rivers of the offline basemap: the polygons of the two MultiPolygons (geo-maps'
 * world files, made from OpenStreetMap's reduced water polygons) that reach into `area`, the
 * specks dropped (see MIN_LAKE_KM2), as one FeatureCollection of Polygons with their `kind`.
 */
export function waterFeatures(
  lakes: readonly PolygonRings[],
  rivers: readonly PolygonRings[],
  area: Box = PLACES_AREA,
): WaterCollection {
  const features: WaterFeature[] = [];
  for (const { polygon } of pickLakes(piecesInArea(lakes, area))) {
    const made = feature('lake', polygon);
    if (made) features.push(made);
  }
  for (const { polygon, km2 } of piecesInArea(rivers, area)) {
    if (km2 < MIN_RIVER_KM2) continue;
    const made = feature('river', polygon);
    if (made) features.push(made);
  }
  return { type: 'FeatureCollection', features };
}
