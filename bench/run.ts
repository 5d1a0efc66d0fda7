// `npm run bench`: figures for the live path. Prints; asserts nothing. Sections: `pure` (diff and
// apply on the simulator), `domain` (rules), `simulator`, `encoding`, `live` (one relay), `redis` (two relays on Redis).
// `BENCH_ONLY=live,redis npm run bench` runs some of them.
import { applyDiff, diffFleet, type Truck, type TruckId } from '@fleetdeck/shared';
import { FleetSimulator } from '@fleetdeck/relay';
import { benchDomainRules } from './domainRules.js';
import { runEncodingBench } from './encoding.js';
import { runLiveBench } from './liveBench.js';
import { benchSimulator } from './simulator.js';

const only = process.env.BENCH_ONLY?.split(',');
const wants = (section: string): boolean => !only || only.includes(section);
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
if (wants('live')) {
  await runLiveBench({ label: 'A', trucks: 10_000, clients: 200, ticks: 20, relays: 1, ...target });
  await runLiveBench({ label: 'B', trucks: 50_000, clients: 50, ticks: 60, relays: 1, ...target });
}
if (wants('redis')) {
  const redis = { redisUrl: REDIS_URL, relays: 2 as const };
  await runLiveBench({ label: 'A2', trucks: 10_000, clients: 200, ticks: 20, ...redis, ...target });
  await runLiveBench({ label: 'B2', trucks: 50_000, clients: 50, ticks: 60, ...redis, ...target });
}
