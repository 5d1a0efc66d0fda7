// Child of bench/plannerBench.ts: a cold process loads the cached road graph from the folder it is
// given and builds the embedded provider, then prints its time and memory growth as JSON.
import { loadRoadGraph } from '../relay/src/roads/buildRoads.js';
import { EmbeddedRoutingProvider } from '../relay/src/planner/embedded/index.js';

const dir = process.argv[2] ?? './data';
const before = process.memoryUsage();
const started = performance.now();
const { graph, fromCache } = loadRoadGraph(dir);
const loadedMs = performance.now() - started;
new EmbeddedRoutingProvider(graph, { searchLocations: () => Promise.resolve([]) });
const totalMs = performance.now() - started;
const after = process.memoryUsage();
console.log(
  JSON.stringify({
    fromCache,
    loadMs: loadedMs,
    totalMs,
    rssBytes: after.rss - before.rss,
    heapBytes: after.heapUsed - before.heapUsed + (after.arrayBuffers - before.arrayBuffers),
  }),
);
