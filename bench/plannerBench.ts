// Route planner engine (issue 16): the embedded provider on the bundled road graph. Timed, each
// after warm-up runs: Milano -> Reggio Calabria for the 40 t five-axle truck 4 m high (no
// alternatives, then three), with restrictions (an ADR code E load, a 44 t truck refused for
// Switzerland), a 90-minute reachable area from Verona (QUALITY and PERFORMANCE), and
// the start-up: reading and decoding the cached graph file (loadRoadGraph from DATA_DIR) and
// building the provider's spatial index, with the memory it takes. Costs and emissions (the
// shared cost model) are inside the route figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRoadGraph, roadSourceHash } from '../relay/src/roads/buildRoads.js';
import { EmbeddedRoutingProvider } from '../relay/src/planner/embedded/index.js';
import { PLACES, truckRequest } from '../relay/src/planner/embedded/testRoutes.js';

const RUNS = Number(process.env.PLANNER_RUNS ?? 200);

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

function sample(runs: number, fn: () => void): { p50: number; p95: number; max: number } {
  for (let i = 0; i < 10; i++) fn(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: ms[ms.length - 1] ?? NaN };
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function runPlannerBench(): void {
  console.log(`\nRoute planner engine (embedded provider), ${RUNS} runs per figure`);
  const dir = mkdtempSync(join(tmpdir(), 'planner-bench-'));
  const rows: [string, string, string, boolean][] = [];
  try {
    // Start-up: build once into a fresh folder, then time loads of the cached file.
    loadRoadGraph(dir);
    const file = join(dir, `roads-${roadSourceHash()}.bin`);
    const loads: number[] = [];
    let graph = loadRoadGraph(dir).graph;
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      const loaded = loadRoadGraph(dir);
      loads.push(performance.now() - t);
      if (!loaded.fromCache) throw new Error('planner bench: the cached graph was not used');
      graph = loaded.graph;
    }
    loads.sort((a, b) => a - b);
    const initStart = performance.now();
    const provider = new EmbeddedRoutingProvider(graph, {
      searchLocations: () => Promise.resolve([]),
    });
    const initMs = performance.now() - initStart;
    // The graph's own bytes (typed arrays and string tables), and the k-d tree on top.
    const arrays = Object.values(graph).reduce(
      (sum: number, v) => sum + (ArrayBuffer.isView(v) ? v.byteLength : 0),
      0,
    );
    const indexBytes = provider.snapper.byteLength;
    console.log(
      `  graph: ${graph.nodeCount} towns, ${graph.edgeCount} roads, ${graph.pointLat.length} geometry points; cached file ${mb(statSync(file).size)}`,
    );
    console.log(
      `  warm (in this process): load of the cached file median ${(loads[Math.floor(loads.length / 2)] ?? NaN).toFixed(1)} ms (max ${(loads[loads.length - 1] ?? NaN).toFixed(1)}), provider index ${initMs.toFixed(1)} ms; graph arrays ${mb(arrays)}, index ${mb(indexBytes)}`,
    );
    // A cold process: what the relay pays at start-up (three runs, the median).
    const cold = [0, 1, 2]
      .map(() => {
        const out = execFileSync(
          process.execPath,
          ['--import', 'tsx', join(import.meta.dirname, 'plannerStartup.ts'), dir],
          { encoding: 'utf8' },
        );
        return JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
          fromCache: boolean;
          loadMs: number;
          totalMs: number;
          rssBytes: number;
          heapBytes: number;
        };
      })
      .sort((a, b) => a.totalMs - b.totalMs);
    const median = cold[1] as (typeof cold)[number];
    if (!median.fromCache) throw new Error('planner bench: the cold process rebuilt the graph');
    console.log(
      `  cold process (3 runs): load ${cold.map((c) => c.loadMs.toFixed(0)).join('/')} ms, with the provider ${cold.map((c) => c.totalMs.toFixed(0)).join('/')} ms; RSS growth ${cold.map((c) => mb(c.rssBytes)).join('/')}, heap + buffers ${cold.map((c) => mb(c.heapBytes)).join('/')}`,
    );
    rows.push([
      'cold start-up: graph load + provider (median)',
      `${median.totalMs.toFixed(1)} ms`,
      '<= 300 ms',
      median.totalMs <= 300,
    ]);
    rows.push([
      'cold start-up: RSS growth (median run)',
      mb(median.rssBytes),
      '<= 50 MB',
      median.rssBytes <= 50 * 1024 * 1024,
    ]);

    const route = truckRequest({ waypoints: [PLACES.milano, PLACES.reggioCalabria] });
    const one = provider.route(route);
    console.log(
      `  Milano -> Reggio Calabria: ${(one.distance / 1000).toFixed(1)} km, ${(one.travelTime / 3600).toFixed(2)} h, ${one.coordinates.length} points, ${one.events.length} events`,
    );
    const plain = sample(RUNS, () => provider.route(route));
    const withAlternatives = { ...route, alternatives: 3 };
    const three = provider.route(withAlternatives);
    console.log(
      `  with 3 alternatives: ${three.alternativeRoutes.length} found (${three.alternativeRoutes.map((a) => `${(a.distance / 1000).toFixed(0)} km`).join(', ')})`,
    );
    const alts = sample(RUNS, () => provider.route(withAlternatives));
    // Restrictions at work: a code E load round the category E Gotthard and San Bernardino, and
    // a 44 t truck refused for Switzerland (the legal-limit search ends in the 422).
    const adrRoute = truckRequest({
      waypoints: [PLACES.milano, PLACES.zurich],
      profile: { ...route.profile, adrTunnelCategory: 'E', hazardousGoods: true },
    });
    const adr = sample(RUNS, () => provider.route(adrRoute));
    const heavy = truckRequest({
      waypoints: [PLACES.milano, PLACES.zurich],
      profile: { ...route.profile, totalPermittedWeight: 44_000 },
    });
    const refused = sample(RUNS, () => {
      try {
        provider.route(heavy);
      } catch {
        return;
      }
      throw new Error('planner bench: 44 t into Switzerland was not refused');
    });
    const area = {
      profile: route.profile,
      waypoint: PLACES.verona,
      horizons: [90 * 60],
      calculationMode: 'QUALITY' as const,
      drivingDirection: 'OUTBOUND' as const,
    };
    const quality = sample(RUNS, () => provider.reachableAreas(area));
    const performanceMode = sample(RUNS, () =>
      provider.reachableAreas({ ...area, calculationMode: 'PERFORMANCE' }),
    );
    const line = (label: string, s: { p50: number; p95: number; max: number }) =>
      console.log(
        `  ${label.padEnd(48)} p50 ${s.p50.toFixed(1).padStart(6)} ms  p95 ${s.p95.toFixed(1).padStart(6)} ms  max ${s.max.toFixed(1).padStart(6)} ms`,
      );
    line('route Milano -> Reggio Calabria', plain);
    line('  with 3 alternatives', alts);
    line('route Milano -> Zürich, ADR code E load', adr);
    line('Milano -> Zürich at 44 t, refused (422)', refused);
    line('reachable area 90 min from Verona, QUALITY', quality);
    line('reachable area 90 min from Verona, PERFORMANCE', performanceMode);
    rows.push([
      'route Milano -> Reggio Calabria, p95',
      `${plain.p95.toFixed(1)} ms`,
      '<= 30 ms',
      plain.p95 <= 30,
    ]);
    rows.push([
      'route with restrictions (ADR code E, Milano -> Zürich), p95',
      `${adr.p95.toFixed(1)} ms`,
      '<= 30 ms',
      adr.p95 <= 30,
    ]);
    rows.push([
      '  with 3 alternatives, p95',
      `${alts.p95.toFixed(1)} ms`,
      '<= 100 ms',
      alts.p95 <= 100,
    ]);
    rows.push([
      'reachable area 90 min (QUALITY), p95',
      `${quality.p95.toFixed(1)} ms`,
      '<= 150 ms',
      quality.p95 <= 150,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\n  Against the targets (load average now: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  for (const [what, value, limit, met] of rows)
    console.log(
      `  ${what.padEnd(44)} ${value.padStart(10)}  ${limit.padEnd(10)} ${met ? 'met' : 'NOT met'}`,
    );
}
