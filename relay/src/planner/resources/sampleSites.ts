import { createRandom } from '@fleetdeck/shared';
import { bearingDeg, distanceM, ROAD_CLASSES, type RoadGraph } from '@fleetdeck/shared/roads';
import { compassOf, OPPOSITE, styleOf, type Compass } from './sampleCatalogue.js';

/** Spacing of motorway service areas along a motorway, km (the first one 10-35 km in). */
const AREA_SPACING_KM = { min: 30, max: 60, firstMin: 10, firstMax: 35 };
/** A carriageway's station sits this far right of the road's centre line. */
const SIDE_OFFSET_M = 40;
/** A truck stop lies this far along a road leaving the junction, and this far off it. */
const TRUCK_STOP = { alongM: 2500, offM: 300 };
const MOTORWAY = ROAD_CLASSES.indexOf('motorway');
const TRUNK = ROAD_CLASSES.indexOf('trunk');
const M_PER_DEG = 111_195;

/** FNV-1a: each site draws from its own seed, so a new corridor leaves the others unchanged. */
function seedOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Spot {
  lat: number;
  lng: number;
  bearing: number;
}

/** The point `d` metres along an edge's geometry, with the road's bearing there. */
function pointAlong(g: RoadGraph, edge: number, d: number): Spot {
  const start = g.edgeGeom[edge] as number;
  const end = (g.edgeGeom[edge + 1] as number) - 1;
  let i = start;
  while (i < end - 1 && (g.pointDist[i + 1] as number) < d) i++;
  const [d0, d1] = [g.pointDist[i] as number, g.pointDist[i + 1] as number];
  const t = d1 > d0 ? Math.min(1, Math.max(0, (d - d0) / (d1 - d0))) : 0;
  const [aLat, aLng] = [g.pointLat[i] as number, g.pointLng[i] as number];
  const [bLat, bLng] = [g.pointLat[i + 1] as number, g.pointLng[i + 1] as number];
  return {
    lat: aLat + (bLat - aLat) * t,
    lng: aLng + (bLng - aLng) * t,
    bearing: bearingDeg(aLat, aLng, bLat, bLng),
  };
}

function offset(spot: Spot, bearing: number, metres: number): { lat: number; lng: number } {
  const rad = (bearing * Math.PI) / 180;
  return {
    lat: spot.lat + (metres * Math.cos(rad)) / M_PER_DEG,
    lng: spot.lng + (metres * Math.sin(rad)) / (M_PER_DEG * Math.cos((spot.lat * Math.PI) / 180)),
  };
}

/** Towns of the graph by distance from a point, nearest first. */
function townsNear(g: RoadGraph, lat: number, lng: number): string[] {
  const order = Array.from({ length: g.nodeCount }, (_, n) => ({
    n,
    d: distanceM(lat, lng, g.nodeLat[n] as number, g.nodeLng[n] as number),
  })).sort((a, b) => a.d - b.d);
  return order.slice(0, 6).map(({ n }) => g.names[n] as string);
}

/** A free name: after the nearest town, the next nearest (two areas near Bologna differ). */
function freeName(used: Set<string>, towns: string[], name: (town: string) => string) {
  for (const town of towns) {
    if (!used.has(name(town))) {
      used.add(name(town));
      return { town, name: name(town) };
    }
  }
  const town = towns[0] ?? '';
  let n = 2;
  while (used.has(`${name(town)} ${n}`)) n++;
  used.add(`${name(town)} ${n}`);
  return { town, name: `${name(town)} ${n}` };
}

/** Where a sample station and parking go, and the seed their figures are drawn from. */
export interface Site {
  id: string;
  name: string;
  town: string;
  country: string;
  address: string;
  at: { lat: number; lng: number };
  truckStop: boolean;
  random: () => number;
}

const slug = (text: string): string => text.replace(/[^A-Za-z0-9]+/g, '').slice(0, 12);

/** Service areas on both carriageways every 30-60 km of each motorway, counted per corridor. */
export function serviceAreas(g: RoadGraph, used: Set<string>): Site[] {
  const sites: Site[] = [];
  const chains = new Map<string, { lastTo: number; untilNext: number; km: number }>();
  for (let e = 0; e < g.edgeCount; e++) {
    if (g.edgeClass[e] !== MOTORWAY) continue;
    const ref = g.refs[g.edgeRef[e] as number] as string;
    const country = g.countries[g.edgeCountry[e] as number] as string;
    let chain = chains.get(ref);
    if (!chain || chain.lastTo !== g.edgeFrom[e]) {
      const first = createRandom(seedOf(`${ref}:${e}`))();
      const km = chain ? chain.km : 0;
      chain = {
        lastTo: -1,
        untilNext:
          (AREA_SPACING_KM.firstMin +
            first * (AREA_SPACING_KM.firstMax - AREA_SPACING_KM.firstMin)) *
          1000,
        km,
      };
      chains.set(ref, chain);
    }
    const length = g.edgeLength[e] as number;
    let at = 0;
    while (at + chain.untilNext <= length) {
      at += chain.untilNext;
      const km = Math.round((chain.km + at) / 1000);
      const random = createRandom(seedOf(`${ref}:${km}:${e}`));
      const spot = pointAlong(g, e, at);
      const towns = townsNear(g, spot.lat, spot.lng);
      const forward = compassOf(spot.bearing);
      for (const [side, heading] of [
        [forward, spot.bearing],
        [OPPOSITE[forward], spot.bearing + 180],
      ] as [Compass, number][]) {
        const { town, name } = freeName(used, towns, (t) => styleOf(country).area(t, side));
        sites.push({
          id: `${slug(ref)}-${km}-${side}`,
          name,
          town,
          country,
          address: `${ref} km ${km}`,
          at: offset(spot, heading + 90, SIDE_OFFSET_M),
          truckStop: false,
          random,
        });
      }
      chain.untilNext =
        (AREA_SPACING_KM.min + random() * (AREA_SPACING_KM.max - AREA_SPACING_KM.min)) * 1000;
    }
    chain.untilNext -= length - at;
    chain.km += length;
    chain.lastTo = g.edgeTo[e] as number;
  }
  return sites;
}

/** A truck stop near every junction of three or more motorway and trunk roads. */
export function truckStops(g: RoadGraph, used: Set<string>): Site[] {
  const roads = new Map<number, number[]>();
  for (let e = 0; e < g.edgeCount; e++) {
    if (g.edgeClass[e] !== MOTORWAY && g.edgeClass[e] !== TRUNK) continue;
    for (const node of [g.edgeFrom[e] as number, g.edgeTo[e] as number])
      roads.set(node, [...(roads.get(node) ?? []), e]);
  }
  const sites: Site[] = [];
  for (const [node, edges] of [...roads].sort((a, b) => a[0] - b[0])) {
    if (edges.length < 3) continue;
    const edge = edges[0] as number;
    const length = g.edgeLength[edge] as number;
    const along = Math.min(TRUCK_STOP.alongM, length / 2);
    const spot = pointAlong(g, edge, g.edgeFrom[edge] === node ? along : length - along);
    const town = g.names[node] as string;
    const country = g.countries[g.nodeCountry[node] as number] as string;
    const named = freeName(used, [town], (t) => styleOf(country).truckStop(t));
    sites.push({
      id: `ts-${slug(town)}-${node}`,
      name: named.name,
      town,
      country,
      address: `${town} (${g.refs[g.edgeRef[edge] as number] ?? ''})`,
      at: offset(spot, spot.bearing + 90, TRUCK_STOP.offM),
      truckStop: true,
      random: createRandom(seedOf(`truck-stop:${town}:${node}`)),
    });
  }
  return sites;
}
