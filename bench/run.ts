// `npm run bench`: figures for the live path. Prints; asserts nothing. Sections: `pure` (diff and
// apply on the simulator), `domain` (rules), `simulator`, `encoding`, `live` (one relay), `redis` (two relays on Redis).
// `browser` (the map's live tick in Chromium), `browser-e2e` (relay, app and Chromium end to end), `wall-soak`, `analyser`, `passage`, `geofence`, `planner`, `planner-search`, `infringements`, `devices`. `BENCH_ONLY=live,redis npm run bench` runs some of them;
// `BENCH_RUNS=A` only some live runs.
import { applyDiff, diffFleet, type Truck, type TruckId } from '@fleetdeck/shared';
import { FleetSimulator } from '@fleetdeck/sim';
import { runBrowserBench } from './browserBench.js';
import { runBrowserE2eBench } from './browserE2e.js';
import { benchDomainRules } from './domainRules.js';
import { runEncodingBench } from './encoding.js';
import { loadavg } from 'node:os';
import { runLiveBench, type LiveBenchResult } from './liveBench.js';
import { benchSimulator } from './simulator.js';
import { runWallSoak } from './wallSoak.js';
import { runAnalyserBench } from './analyserBench.js';
import { runPassageBench } from './passageBench.js';
import { runGeofenceBench } from './geofenceBench.js';
import { runPlannerBench } from './plannerBench.js';
import { runPlannerSearchBench } from './plannerSearchBench.js';
import { runPlannerTourBench } from './plannerTourBench.js';
import { runLoadSoak } from './loadSoak.js';
import { runInfringementsBench } from './infringementsBench.js';
import { runDevicesBench } from './devicesBench.js';

const only = process.env.BENCH_ONLY?.split(',');
const wants = (section: string): boolean => !only || only.includes(section);
// `BENCH_RUNS=A` runs only the named live runs (A, A0, B, A2, B2) of the selected sections.
const runs = process.env.BENCH_RUNS?.split(',');
const wantsRun = (label: string): boolean => !runs || runs.includes(label);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function timeIt(label: string, runs: number, fn: () => void): number {
  for (let i = 0; i < 3; i++) fn(); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) fn();
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / runs;
  console.log(`${label.padEnd(48)} ${ms.toFixed(2).padStart(8)} ms`);
  return ms;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`node ${process.version}, ${new Date().toISOString()}`);
for (const count of wants('pure') ? [2_000, 10_000, 50_000] : []) {
  const sim = new FleetSimulator(count, 42, 0, { historyHours: 1 });
  const before = sim.list();
  sim.step(1);
  const after = sim.list();
  const previous = new Map<TruckId, Truck>(before.map((t) => [t.id, t]));
  console.log(`\n${count} trucks, one simulator second between snapshots`);
  const diff = diffFleet(previous, after);
  timeIt('diffFleet (relay, per tick)', 10, () => diffFleet(previous, after));
  const json = JSON.stringify({ seq: 1, at: 0, ...diff });
  console.log(
    `${'diff size as JSON'.padEnd(48)} ${kb(Buffer.byteLength(json)).padStart(11)} (${diff.upserts.length} upserts)`,
  );
  console.log(
    `${'snapshot size as JSON'.padEnd(48)} ${kb(Buffer.byteLength(JSON.stringify(after))).padStart(11)}`,
  );
  timeIt('JSON.parse of the diff (client)', 10, () => void JSON.parse(json));
  timeIt('applyDiff (client, per tick)', 10, () => {
    const state = new Map(previous);
    applyDiff(state, diff);
  });
  timeIt('simulator step (1 s)', 10, () => sim.step(1));
}

if (wants('domain')) benchDomainRules(timeIt);
if (wants('simulator')) benchSimulator();

if (wants('encoding')) runEncodingBench([10_000, 50_000]);

const target = { share: 0.2, periodMs: 1000 };
const live: LiveBenchResult[] = [];
if (wants('live')) {
  if (wantsRun('A'))
    live.push(
      await runLiveBench({
        label: 'A',
        trucks: 10_000,
        clients: 200,
        // A minute of ticks: a 20-tick median swung by 5 ms between runs of the same code.
        ticks: 60,
        relays: 1,
        ...target,
      }),
    );
  // The fallback: an upstream that knows no cursor, so every poll is the whole list.
  if (wantsRun('A0'))
    live.push(
      await runLiveBench({
        label: 'A0',
        trucks: 10_000,
        clients: 200,
        ticks: 20,
        relays: 1,
        cursors: false,
        ...target,
      }),
    );
  if (wantsRun('B'))
    live.push(
      await runLiveBench({
        label: 'B',
        trucks: 50_000,
        clients: 50,
        ticks: 60,
        relays: 1,
        ...target,
      }),
    );
}
if (wants('redis')) {
  const redis = { redisUrl: REDIS_URL, relays: 2 as const };
  if (wantsRun('A2'))
    live.push(
      await runLiveBench({
        label: 'A2',
        trucks: 10_000,
        clients: 200,
        ticks: 60,
        ...redis,
        ...target,
      }),
    );
  if (wantsRun('B2'))
    live.push(
      await runLiveBench({
        label: 'B2',
        trucks: 50_000,
        clients: 50,
        ticks: 60,
        ...redis,
        ...target,
      }),
    );
}
if (live.length > 0) printTargets(live);

/** The targets, one line per run: the figure, the limit, met or not. */
function printTargets(results: readonly LiveBenchResult[]): void {
  console.log(
    `\nAgainst the targets (load average now: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const row = (run: string, what: string, value: string, limit: string, met: boolean) =>
    console.log(
      `  ${run.padEnd(4)} ${what.padEnd(40)} ${value.padStart(12)}  ${limit.padEnd(10)} ${met ? 'met' : 'NOT met'}`,
    );
  for (const r of results) {
    if (r.options.trucks === 10_000) {
      row(
        r.label,
        'poll+diff+emit CPU per tick, median',
        `${r.cpuMedianMs.toFixed(1)} ms`,
        '<= 30 ms',
        r.cpuMedianMs <= 30,
      );
      row(r.label, 'tick-to-receipt latency p99', `${r.p99Ms} ms`, '<= 100 ms', r.p99Ms <= 100);
      row(
        r.label,
        'diff bytes / snapshot bytes',
        `${(100 * r.diffShare).toFixed(1)} %`,
        '<= 20 %',
        r.diffShare <= 0.2,
      );
    } else {
      const kept = r.periods <= r.options.ticks + 1 && r.missing === 0;
      row(
        r.label,
        `${r.options.ticks} ticks at 1/s, periods taken, missing`,
        `${r.periods}, ${r.missing}`,
        `${r.options.ticks} (+1), 0`,
        kept,
      );
    }
  }
}
if (wants('browser')) await runBrowserBench();
// The live map as a user sees it: relay + app + Chromium, traced (bench/browserE2e.ts).
if (wants('browser-e2e')) await runBrowserE2eBench();
// The wall left on all night, a day of page time in a few minutes (bench/wallSoak.ts).
if (wants('wall-soak')) await runWallSoak();
if (wants('analyser')) await runAnalyserBench();
// Vehicle passage at the relay over 10,000 simulated trucks (bench/passageBench.ts).
if (wants('passage')) await runPassageBench();
// The geofence engine's evaluation per tick, 50,000 trucks and 10,000 POIs (bench/geofenceBench.ts).
if (wants('geofence')) await runGeofenceBench();
// The route planner's embedded engine: routes, alternatives, reachable areas, graph start-up (bench/plannerBench.ts).
if (wants('planner')) {
  runPlannerBench();
  await runPlannerTourBench();
}
// The route planner's location search per keystroke (bench/plannerSearchBench.ts).
if (wants('planner-search')) await runPlannerSearchBench();
// The company's infringement summary for ~500 drivers, kept by the relay (bench/infringementsBench.ts).
if (wants('infringements')) await runInfringementsBench();
// Devices ingestion (issue 49): 10,000 Teltonika trackers over TCP to one relay (bench/devicesBench.ts).
if (wants('devices')) await runDevicesBench();
// Load and soak of three relays on Redis, 2,000 clients, 10 minutes twice (bench/loadSoak.ts): only
// when asked for (`npm run soak`), as it takes 20 minutes.
if (only?.includes('soak')) await runLoadSoak();
