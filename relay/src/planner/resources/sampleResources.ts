import { createRandom } from '@fleetdeck/shared';
import { bearingDeg, distanceM, ROAD_CLASSES, type RoadGraph } from '@fleetdeck/shared/roads';
import {
  compassOf,
  OPPOSITE,
  PARKING_FILTERS,
  STATION_SERVICES,
  styleOf,
  type Compass,
} from './sampleCatalogue.js';
import type { ParkingResource, StationResource } from './resourceProvider.js';

/** Spacing of motorway service areas along a motorway, km (the first one 10-35 km in). */
const AREA_SPACING_KM = { min: 30, max: 60, firstMin: 10, firstMax: 35 };
/** A carriageway's station sits this far right of the road's centre line. */
const SIDE_OFFSET_M = 40;
/** A truck stop lies this far along a road leaving the junction, and this far off it. */
const TRUCK_STOP = { alongM: 2500, offM: 300 };
const MOTORWAY = ROAD_CLASSES.indexOf('motorway');
const TRUNK = ROAD_CLASSES.indexOf('trunk');
const M_PER_DEG = 111_195;

export interface SampleResources {
  stations: StationResource[];
  parkings: ParkingResource[];
}

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

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));
const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
const some = <T extends string>(random: () => number, odds: Record<T, number>): T[] =>
  (Object.keys(odds) as T[]).filter((key) => random() < odds[key]);

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

interface Site {
  id: string;
  name: string;
  town: string;
  country: string;
  address: string;
  at: { lat: number; lng: number };
  truckStop: boolean;
  random: () => number;
}

function station(site: Site): StationResource {
  const { random } = site;
  const style = styleOf(site.country);
  const brand = pick(random, style.brands);
  const services = site.truckStop
    ? ['truck_lane', 'adblue', 'showers', 'restaurant', 'open_24h'].concat(
        some(random, { lng: 0.35, hvo: 0.4, shop: 0.8, truck_wash: 0.6, partner_card: 0.7 }),
      )
    : some(random, {
        truck_lane: 0.8,
        adblue: 0.85,
        lng: 0.15,
        hvo: 0.2,
        shop: 0.9,
        restaurant: 0.7,
        showers: 0.4,
        truck_wash: 0.1,
        partner_card: 0.35,
        open_24h: 0.75,
      });
  const diesel = style.diesel + (site.truckStop ? -0.03 : 0.07) + (random() - 0.5) * 0.08;
  const prices = [{ description: style.dieselLabel, price: round(diesel, 3), self: true }];
  if (site.country === 'IT')
    prices.push({ description: style.dieselLabel, price: round(diesel + 0.18, 3), self: false });
  if (services.includes('adblue'))
    prices.push({ description: 'AdBlue', price: round(0.79 + random() * 0.2, 3), self: true });
  if (services.includes('hvo'))
    prices.push({ description: 'HVO', price: round(diesel + 0.12, 3), self: true });
  if (services.includes('lng'))
    prices.push({ description: 'LNG', price: round(1.55 + random() * 0.3, 3), self: true });
  const name = site.name;
  return {
    id: `st-${site.id}`,
    type: 'fuel',
    name,
    coordinate: { x: round(site.at.lng, 6), y: round(site.at.lat, 6) },
    icon: 'fuel',
    flag: brand,
    city: site.town,
    reference: {
      name,
      flag: brand,
      city: site.town,
      address: site.address,
      province: null,
      prices,
      services: STATION_SERVICES.filter((s) => services.includes(s)),
    },
  };
}

function parking(site: Site, operator: string): ParkingResource {
  const { random } = site;
  const secure = site.truckStop;
  const filters = secure
    ? ['lighting', 'toilets', 'showers', 'restaurant', 'cctv'].concat(
        some(random, { security_fence: 0.8, guarded: 0.6, wifi: 0.7, reefer_power: 0.5, adr: 0.5 }),
      )
    : some(random, {
        lighting: 0.8,
        toilets: 0.9,
        showers: 0.35,
        restaurant: 0.6,
        cctv: 0.35,
        security_fence: 0.1,
        guarded: 0.05,
        wifi: 0.4,
        reefer_power: 0.1,
        adr: 0.3,
      });
  return {
    id: `pk-${site.id}`,
    type: 'parking',
    name: site.name,
    coordinate: { x: round(site.at.lng, 6), y: round(site.at.lat, 6) },
    icon: 'parking',
    flag: operator,
    city: site.town,
    reference: {
      name: site.name,
      verified: random() < (secure ? 0.8 : 0.45),
      number_of_parking_spots: secure
        ? 60 + Math.floor(random() * 190)
        : 15 + Math.floor(random() * 65),
      reviews_rating: round(secure ? 3 + random() * 2 : 1 + random() * 4, 1),
      reviews_count: Math.floor(random() * 300),
      security_rating: secure ? 3 + Math.floor(random() * 3) : 1 + Math.floor(random() * 3),
      price_per_night: secure ? round(15 + random() * 15, 2) : random() < 0.8 ? 0 : 8,
      filters: PARKING_FILTERS.filter((f) => filters.includes(f)),
      address: site.address,
      province: null,
    },
  };
}

const slug = (text: string): string => text.replace(/[^A-Za-z0-9]+/g, '').slice(0, 12);

/** Service areas on both carriageways every 30-60 km of each motorway, counted per corridor. */
function serviceAreas(g: RoadGraph, used: Set<string>): Site[] {
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
function truckStops(g: RoadGraph, used: Set<string>): Site[] {
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

/**
 * The embedded planner service's sample data, generated from the bundled road graph and nothing
 * else, so it is the same on every start: a service area on each carriageway every 30-60 km of
 * motorway (a fuel station and a truck parking each), and a truck stop (station and a secured
 * parking) near each junction of motorways and trunk roads. Names follow each country's custom
 * ("Area di servizio Secchia Est", "Raststätte ... Süd"); brands are real networks, prices and
 * ratings are drawn. Not real places: every answer says `sample`.
 */
export function generateSampleResources(g: RoadGraph): SampleResources {
  const used = new Set<string>();
  const sites = [...serviceAreas(g, used), ...truckStops(g, used)];
  const stations = sites.map(station);
  const parkings = sites.map((site, i) =>
    parking(site, site.truckStop ? 'FleetDeck Truck Parking' : (stations[i]?.flag ?? '')),
  );
  return { stations, parkings };
}
