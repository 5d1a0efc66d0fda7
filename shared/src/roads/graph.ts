import type { Corridor, RoadClass } from './corridors.js';
import { seaLine } from './ferries.js';
import { distanceM, terrainAltitudeM } from './geo.js';

export const ROAD_CLASSES: readonly RoadClass[] = ['motorway', 'trunk', 'regional', 'ferry'];
/** Road length = great-circle length × this factor (roads are never straight). */
export const DETOUR_FACTOR: Record<RoadClass, number> = {
  motorway: 1.1,
  trunk: 1.15,
  regional: 1.25,
  ferry: 1,
};
/** Cruising speed of a heavy truck, km/h. */
export const TRUCK_SPEED_KMH: Record<RoadClass, number> = {
  motorway: 82,
  trunk: 70,
  regional: 56,
  ferry: 30,
};
const TUNNEL_SPEED_KMH = 70;
/** Spacing of the densified geometry: a truck at 90 km/h covers it in 40 s. */
const POINT_SPACING_M = 1000;

export interface RoadTown {
  name: string;
  country: string;
  lat: number;
  lng: number;
  population: number;
}

export interface RoadGraphInput {
  towns: RoadTown[];
  /** Corridors with town references already resolved to indices into `towns`. */
  corridors: (Omit<Corridor, 'towns' | 'limits'> & {
    towns: number[];
    limits: ({ from: number; to: number; tunnel?: boolean } & Partial<EdgeLimits> &
      EdgeRestriction)[];
  })[];
  /** Indices of towns that join the regional proximity graph. */
  regionalTowns: number[];
  regional: { neighbours: number; maxKm: number };
  /** Regional links touching a town at least this populous get the `limits` of a restricted core. */
  urbanCore?: { minPopulation: number; limits: Partial<EdgeLimits> };
  /** Limits on regional links between two named towns (indices resolved). */
  regionalLimits?: ({ from: number; to: number } & Partial<EdgeLimits>)[];
  /** Ferry lines between two towns: the ref, the seconds of boarding and crossing, the sea path. */
  ferries?: { from: number; to: number; ref: string; durationS: number; via: [number, number][] }[];
  /** True when the sea lies between two towns: no regional road joins them. */
  separated?: (a: RoadTown, b: RoadTown) => boolean;
}

/** A road's limits: metres and tonnes, 0 meaning none. */
export interface EdgeLimits {
  heightM: number;
  weightT: number;
  widthM: number;
  lengthM: number;
  axleLoadT: number;
}

/** A restricted link's name and ADR tunnel category rank (restrictions.ts adrRank). */
export interface EdgeRestriction {
  name?: string | undefined;
  adr?: number;
}

/** The stored part of the graph: plain typed arrays plus three string tables. */
export interface RoadGraphData {
  names: string[];
  countries: string[];
  refs: string[];
  /** Names of restricted links (tunnels); edgeRestriction holds index + 1, 0 for none. */
  restrictions: string[];
  nodeLat: Float64Array;
  nodeLng: Float64Array;
  nodePop: Uint32Array;
  nodeCountry: Uint8Array;
  edgeFrom: Int32Array;
  edgeTo: Int32Array;
  edgeClass: Uint8Array;
  edgeLength: Float32Array;
  edgeSpeed: Uint8Array;
  edgeToll: Uint8Array;
  edgeCountry: Uint8Array;
  edgeHeight: Float32Array;
  edgeWeight: Float32Array;
  /** Vehicle width (m), vehicle length (m) and axle load (t) limits, 0 meaning none. */
  edgeMaxWidth: Float32Array;
  edgeMaxLength: Float32Array;
  edgeAxleLoad: Float32Array;
  edgeTunnel: Uint8Array;
  /** A ferry edge's seconds of boarding and crossing (not driving); 0 on roads. */
  edgeFerryS: Float32Array;
  /** ADR tunnel category per edge: 0 none, 1..4 for B..E. */
  edgeAdr: Uint8Array;
  edgeRestriction: Uint16Array;
  edgeRef: Uint16Array;
  /** edgeCount + 1 offsets into the point arrays. */
  edgeGeom: Int32Array;
  pointLat: Float32Array;
  pointLng: Float32Array;
  /** Metres from the edge's start, scaled so the last point sits at the edge length. */
  pointDist: Float32Array;
  pointAlt: Float32Array;
}

/** The graph with its derived indexes: adjacency (half-edges) and connected components. */
export interface RoadGraph extends RoadGraphData {
  nodeCount: number;
  edgeCount: number;
  /** Node n's half-edges are adjHalf[adjStart[n] .. adjStart[n+1]); half = edge * 2 + reversed. */
  adjStart: Int32Array;
  adjHalf: Int32Array;
  component: Int32Array;
  /** Component id holding the most nodes: the connected road network. */
  mainComponent: number;
}

/** Deterministic 0..1 from two integers, so geometry is identical on every build. */
function hash01(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h ^= h >>> 13;
  return (h >>> 0) / 4294967296;
}

interface EdgeDraft {
  from: number;
  to: number;
  cls: number;
  toll: boolean;
  ref: number;
  limits: EdgeLimits;
  tunnel: boolean;
  ferry?: { durationS: number; via: [number, number][] };
  name?: string | undefined;
  adr: number;
}

const NO_LIMITS: EdgeLimits = { heightM: 0, weightT: 0, widthM: 0, lengthM: 0, axleLoadT: 0 };
const LIMIT_KEYS = Object.keys(NO_LIMITS) as (keyof EdgeLimits)[];

function limitsOf(source: Partial<EdgeLimits>): Partial<EdgeLimits> {
  const out: Partial<EdgeLimits> = {};
  for (const k of LIMIT_KEYS) if (source[k] !== undefined) out[k] = source[k];
  return out;
}

export function buildRoadGraph(input: RoadGraphInput): RoadGraph {
  const { towns } = input;
  const countries = [...new Set(towns.map((t) => t.country))].sort();
  const refs: string[] = [];
  const drafts: EdgeDraft[] = [];
  const seen = new Set<string>();
  const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

  for (const corridor of input.corridors) {
    const ref = refs.push(corridor.ref) - 1;
    const cls = ROAD_CLASSES.indexOf(corridor.roadClass);
    for (let i = 1; i < corridor.towns.length; i++) {
      const from = corridor.towns[i - 1] as number;
      const to = corridor.towns[i] as number;
      if (from === to || seen.has(key(from, to))) continue;
      seen.add(key(from, to));
      const limit = corridor.limits.find(
        (l) => (l.from === from && l.to === to) || (l.from === to && l.to === from),
      );
      drafts.push({
        from,
        to,
        cls,
        toll: corridor.toll,
        ref,
        limits: { ...NO_LIMITS, ...(limit ? limitsOf(limit) : {}) },
        tunnel: limit?.tunnel ?? false,
        name: limit?.name,
        adr: limit?.adr ?? 0,
      });
    }
  }

  for (const f of input.ferries ?? []) {
    if (seen.has(key(f.from, f.to))) continue;
    seen.add(key(f.from, f.to));
    drafts.push({
      from: f.from,
      to: f.to,
      cls: ROAD_CLASSES.indexOf('ferry'),
      toll: false,
      ref: refs.push(f.ref) - 1,
      limits: NO_LIMITS,
      tunnel: false,
      adr: 0,
      ferry: { durationS: f.durationS, via: f.via },
    });
  }

  // Regional roads: each town to its nearest neighbours, skipping links that would climb over
  // high ground where no corridor was authored (there is no road over the main Alpine ridge there).
  const regionalRef = refs.push('') - 1;
  const regionalCls = ROAD_CLASSES.indexOf('regional');
  const maxM = input.regional.maxKm * 1000;
  for (const a of input.regionalTowns) {
    const ta = towns[a] as RoadTown;
    const near = input.regionalTowns
      .filter((b) => b !== a)
      .map((b) => {
        const tb = towns[b] as RoadTown;
        return { b, d: distanceM(ta.lat, ta.lng, tb.lat, tb.lng) };
      })
      .filter((x) => x.d <= maxM)
      .sort((x, y) => x.d - y.d)
      .slice(0, input.regional.neighbours);
    for (const { b } of near) {
      if (seen.has(key(a, b))) continue;
      const tb = towns[b] as RoadTown;
      if (input.separated?.(ta, tb)) continue;
      let high = false;
      for (const f of [0.25, 0.5, 0.75]) {
        const alt = terrainAltitudeM(
          ta.lat + (tb.lat - ta.lat) * f,
          ta.lng + (tb.lng - ta.lng) * f,
        );
        if (alt > 1100) high = true;
      }
      if (high) continue;
      seen.add(key(a, b));
      const core = input.urbanCore;
      const urban =
        core !== undefined && Math.max(ta.population, tb.population) >= core.minPopulation;
      const own = input.regionalLimits?.find(
        (l) => (l.from === a && l.to === b) || (l.from === b && l.to === a),
      );
      drafts.push({
        from: a,
        to: b,
        cls: regionalCls,
        toll: false,
        ref: regionalRef,
        limits: {
          ...NO_LIMITS,
          ...(urban ? core.limits : {}),
          ...(own ? limitsOf(own) : {}),
        },
        tunnel: false,
        adr: 0,
      });
    }
  }
  return indexRoadGraph(materialise(towns, countries, refs, drafts));
}

function materialise(
  towns: RoadTown[],
  countries: string[],
  refs: string[],
  drafts: EdgeDraft[],
): RoadGraphData {
  const m = drafts.length;
  const lats: number[] = [];
  const lngs: number[] = [];
  const dists: number[] = [];
  const alts: number[] = [];
  const edgeGeom = new Int32Array(m + 1);
  const edgeLength = new Float32Array(m);
  const edgeSpeed = new Uint8Array(m);
  const edgeCountry = new Uint8Array(m);
  drafts.forEach((e, i) => {
    const a = towns[e.from] as RoadTown;
    const b = towns[e.to] as RoadTown;
    if (e.ferry) {
      // A crossing is drawn along its sea path at sea level; its time is the line's, not a speed's.
      const line = seaLine([[a.lng, a.lat], ...e.ferry.via, [b.lng, b.lat]]);
      const length = line.dist.at(-1) ?? 0;
      edgeLength[i] = length;
      edgeSpeed[i] = Math.min(
        255,
        Math.max(1, Math.round(length / 1000 / (e.ferry.durationS / 3600))),
      );
      edgeCountry[i] = countries.indexOf(a.country);
      edgeGeom[i] = lats.length;
      lats.push(...line.lat);
      lngs.push(...line.lng);
      dists.push(...line.dist);
      alts.push(...line.lat.map(() => 0));
      return;
    }
    const cls = ROAD_CLASSES[e.cls] as RoadClass;
    const straight = distanceM(a.lat, a.lng, b.lat, b.lng);
    edgeLength[i] = straight * DETOUR_FACTOR[cls];
    edgeSpeed[i] = e.tunnel ? TUNNEL_SPEED_KMH : TRUCK_SPEED_KMH[cls];
    edgeCountry[i] = countries.indexOf(a.country);
    edgeGeom[i] = lats.length;
    // A gentle deterministic bend, zero at both ends, so roads do not look ruled.
    const steps = Math.max(1, Math.ceil(straight / POINT_SPACING_M));
    const amp = (e.cls === 0 ? 0.025 : 0.05) * (hash01(e.from, e.to) - 0.5) * 2;
    const wave = 0.04 * (hash01(e.to, e.from) - 0.5);
    const dLat = b.lat - a.lat;
    const dLng = b.lng - a.lng;
    const kx = Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
    const start = lats.length;
    let geomLength = 0;
    for (let s = 0; s <= steps; s++) {
      const f = s / steps;
      const off = Math.sin(Math.PI * f) * (amp + wave * Math.sin(3 * Math.PI * f));
      // Perpendicular offset in degrees, scaled so the bend is isotropic on the ground.
      const lat = a.lat + dLat * f - dLng * kx * off;
      const lng = a.lng + dLng * f + (dLat / kx) * off;
      if (s > 0)
        geomLength += distanceM(
          lats[lats.length - 1] as number,
          lngs[lngs.length - 1] as number,
          lat,
          lng,
        );
      lats.push(lat);
      lngs.push(lng);
      dists.push(geomLength);
      alts.push(e.tunnel ? NaN : terrainAltitudeM(lat, lng));
    }
    const scale = edgeLength[i] / (geomLength || 1);
    for (let p = start; p < lats.length; p++) dists[p] = (dists[p] as number) * scale;
    if (e.tunnel) {
      // Tunnels run level-ish between their portals instead of over the ridge.
      const a0 = terrainAltitudeM(a.lat, a.lng);
      const a1 = terrainAltitudeM(b.lat, b.lng);
      for (let p = start; p < lats.length; p++) alts[p] = a0 + ((a1 - a0) * (p - start)) / steps;
    }
  });
  edgeGeom[m] = lats.length;
  const restrictions = [...new Set(drafts.flatMap((e) => (e.name ? [e.name] : [])))];
  return {
    names: towns.map((t) => t.name),
    countries,
    refs,
    restrictions,
    nodeLat: Float64Array.from(towns, (t) => t.lat),
    nodeLng: Float64Array.from(towns, (t) => t.lng),
    nodePop: Uint32Array.from(towns, (t) => t.population),
    nodeCountry: Uint8Array.from(towns, (t) => countries.indexOf(t.country)),
    edgeFrom: Int32Array.from(drafts, (e) => e.from),
    edgeTo: Int32Array.from(drafts, (e) => e.to),
    edgeClass: Uint8Array.from(drafts, (e) => e.cls),
    edgeLength,
    edgeSpeed,
    edgeToll: Uint8Array.from(drafts, (e) => (e.toll ? 1 : 0)),
    edgeCountry,
    edgeHeight: Float32Array.from(drafts, (e) => e.limits.heightM),
    edgeWeight: Float32Array.from(drafts, (e) => e.limits.weightT),
    edgeMaxWidth: Float32Array.from(drafts, (e) => e.limits.widthM),
    edgeMaxLength: Float32Array.from(drafts, (e) => e.limits.lengthM),
    edgeAxleLoad: Float32Array.from(drafts, (e) => e.limits.axleLoadT),
    edgeTunnel: Uint8Array.from(drafts, (e) => (e.tunnel ? 1 : 0)),
    edgeFerryS: Float32Array.from(drafts, (e) => e.ferry?.durationS ?? 0),
    edgeAdr: Uint8Array.from(drafts, (e) => e.adr),
    edgeRestriction: Uint16Array.from(drafts, (e) =>
      e.name ? restrictions.indexOf(e.name) + 1 : 0,
    ),
    edgeRef: Uint16Array.from(drafts, (e) => e.ref),
    edgeGeom,
    pointLat: Float32Array.from(lats),
    pointLng: Float32Array.from(lngs),
    pointDist: Float32Array.from(dists),
    pointAlt: Float32Array.from(alts),
  };
}

/** Derives adjacency and components; done on every load, so the cache stores only the data. */
export function indexRoadGraph(data: RoadGraphData): RoadGraph {
  const nodeCount = data.nodeLat.length;
  const edgeCount = data.edgeFrom.length;
  const degree = new Int32Array(nodeCount + 1);
  for (let e = 0; e < edgeCount; e++) {
    (degree[(data.edgeFrom[e] as number) + 1] as number)++;
    (degree[(data.edgeTo[e] as number) + 1] as number)++;
  }
  const adjStart = new Int32Array(nodeCount + 1);
  for (let i = 0; i < nodeCount; i++)
    adjStart[i + 1] = (adjStart[i] as number) + (degree[i + 1] as number);
  const fill = adjStart.slice(0, nodeCount);
  const adjHalf = new Int32Array(edgeCount * 2);
  for (let e = 0; e < edgeCount; e++) {
    const a = data.edgeFrom[e] as number;
    const b = data.edgeTo[e] as number;
    adjHalf[(fill[a] as number)++] = e * 2;
    adjHalf[(fill[b] as number)++] = e * 2 + 1;
  }
  const component = new Int32Array(nodeCount).fill(-1);
  const sizes: number[] = [];
  for (let s = 0; s < nodeCount; s++) {
    if (component[s] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    const stack = [s];
    component[s] = id;
    while (stack.length) {
      const v = stack.pop() as number;
      size++;
      for (let k = adjStart[v] as number; k < (adjStart[v + 1] as number); k++) {
        const w = halfEdgeEnd(data, adjHalf[k] as number);
        if (component[w] === -1) {
          component[w] = id;
          stack.push(w);
        }
      }
    }
    sizes.push(size);
  }
  const mainComponent = sizes.indexOf(Math.max(...sizes));
  return { ...data, nodeCount, edgeCount, adjStart, adjHalf, component, mainComponent };
}

export function halfEdgeStart(g: Pick<RoadGraphData, 'edgeFrom' | 'edgeTo'>, half: number): number {
  const e = half >> 1;
  return (half & 1 ? g.edgeTo[e] : g.edgeFrom[e]) as number;
}

export function halfEdgeEnd(g: Pick<RoadGraphData, 'edgeFrom' | 'edgeTo'>, half: number): number {
  const e = half >> 1;
  return (half & 1 ? g.edgeFrom[e] : g.edgeTo[e]) as number;
}
