// `npm run bench`: figures for the live path's pure parts. Prints; asserts nothing.
import { applyDiff, diffFleet, type Truck, type TruckId } from '@fleetdeck/shared';
import { FleetSimulator } from '@fleetdeck/relay';
import { benchDomainRules } from './domainRules.js';
import { benchSimulator } from './simulator.js';

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
for (const count of [2_000, 10_000, 50_000]) {
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

benchDomainRules(timeIt);
benchSimulator();
