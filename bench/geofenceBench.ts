// Geofence engine per tick (issue 18): 50,000 simulated trucks on the bundled roads (Italy and
// neighbours) in the demo companies (company 1 the master of 2 and 3), 10,000 POIs centred on
// road points with radii of 50 m to 2 km (log-uniform) spread over the companies, and at each tick
// 20 % of the trucks moved 50-200 m. Timed: the engine's evaluation of one tick's company streams
// (relay/src/poi/geofenceService.ts `evaluateStreams`), as the polling relay runs it right after
// the hub's diff; the writes to the database that follow a crossing are asynchronous and not in it.
import { loadavg } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { createRandom, type Truck } from '@fleetdeck/shared';
import { FleetSimulator } from '@fleetdeck/sim';
import { StaticCompanyDirectory } from '../relay/src/live/companies.js';
import { FleetHub } from '../relay/src/live/hub.js';
import { GeofenceEngine, noChanges, type FencePoi } from '../relay/src/poi/geofence.js';
import { evaluateStreams } from '../relay/src/poi/geofenceService.js';

const TRUCKS = Number(process.env.GEOFENCE_TRUCKS ?? 50_000);
const POIS = Number(process.env.GEOFENCE_POIS ?? 10_000);
const TICKS = Number(process.env.GEOFENCE_TICKS ?? 60);
const MOVING = 0.2;
const TARGET_MS = 10;
const M_PER_DEG = 111_195;

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

export async function runGeofenceBench(): Promise<void> {
  console.log(
    `\nGeofence engine: ${TRUCKS} trucks, ${POIS} POIs (50 m - 2 km), ${MOVING * 100} % moving 50-200 m per tick`,
  );
  const random = createRandom(18);
  const start = Date.parse('2026-11-23T09:00:00Z'); // a weekday morning: trucks on the road
  const sim = new FleetSimulator(TRUCKS, 42, start, { historyHours: 1 });
  const hub = new FleetHub(new StaticCompanyDirectory(new Map([[1, [2, 3]]])));
  let trucks: Truck[] = (sim.list() as unknown as Truck[]).filter((t) => t.lastpoint);
  hub.update(trucks);

  // POIs on road points, each of a company of the fleet.
  const { pointLat, pointLng } = sim.graph;
  const companies = [1, 2, 3, 4];
  const fences = new Map<number, FencePoi[]>(companies.map((c) => [c, []]));
  for (let id = 1; id <= POIS; id++) {
    const p = Math.floor(random() * pointLat.length);
    const company = companies[Math.floor(random() * companies.length)] as number;
    fences.get(company)?.push({
      id,
      lat: pointLat[p] as number,
      lng: pointLng[p] as number,
      radius: 50 * Math.exp(random() * Math.log(2000 / 50)),
      version: 1,
    });
  }
  const engine = new GeofenceEngine();
  let started = performance.now();
  for (const [company, list] of fences) engine.setFences(company, list);
  const indexMs = performance.now() - started;

  // The start-up check of every truck (all first seen: baselines).
  started = performance.now();
  const baseline = noChanges();
  for (const truck of trucks) {
    const lp = truck.lastpoint;
    if (!lp) continue;
    for (const scope of hub.scopesOfTruck(truck.id)) {
      if (typeof scope === 'number') engine.evaluate(scope, truck.id, lp.lat, lp.lng, baseline);
    }
  }
  const startMs = performance.now() - started;
  console.log(`${'index build (all companies)'.padEnd(48)} ${indexMs.toFixed(1).padStart(8)} ms`);
  console.log(
    `${'start-up check of every truck'.padEnd(48)} ${startMs.toFixed(1).padStart(8)} ms  (${baseline.baseline.length} inside as baseline)`,
  );

  const times: number[] = [];
  const cpu: number[] = [];
  const allocated: number[] = [];
  // Garbage collection pauses, matched to the timed windows at the end (entries arrive late).
  const windows: Array<[number, number]> = [];
  const gcs: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => gcs.push(...list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  let crossings = 0;
  let evaluated = 0;
  let at = start;
  for (let tick = 0; tick < TICKS + 5; tick++) {
    at += 1000;
    const date = new Date(at).toISOString();
    trucks = trucks.map((truck) => {
      const lp = truck.lastpoint;
      if (!lp || random() >= MOVING) return truck;
      const metres = 50 + random() * 150;
      const bearing = random() * 2 * Math.PI;
      return {
        ...truck,
        lastpoint: {
          ...lp,
          lat: lp.lat + (metres * Math.cos(bearing)) / M_PER_DEG,
          lng:
            lp.lng +
            (metres * Math.sin(bearing)) / (M_PER_DEG * Math.cos((lp.lat * Math.PI) / 180)),
          date,
        },
      };
    });
    const result = hub.update(trucks, at);
    if (!result) continue;
    const out = noChanges();
    const heap0 = getHeapStatistics().used_heap_size;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    evaluateStreams(engine, result.streams, (id) => hub.truck(id), out);
    const t1 = performance.now();
    const ms = t1 - t0;
    const c1 = process.cpuUsage(c0);
    const heap1 = getHeapStatistics().used_heap_size;
    if (tick < 5) continue; // warm-up
    windows.push([t0, t1]);
    // Heap growth over the tick: what it allocated, unless a GC ran in it (then negative).
    if (heap1 >= heap0) allocated.push(heap1 - heap0);
    times.push(ms);
    cpu.push((c1.user + c1.system) / 1000);
    crossings += out.crossings.length;
    for (const diff of result.streams.values())
      if (diff.company !== '*') evaluated += diff.upserts.length;
  }
  // A GC's entry is queued for the event loop's next turn.
  await new Promise((resolve) => setImmediate(resolve));
  gcs.push(...observer.takeRecords());
  observer.disconnect();
  const inTicks = gcs.filter((gc) =>
    windows.some(([t0, t1]) => gc.startTime < t1 && gc.startTime + gc.duration > t0),
  );
  const sorted = [...times].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const p95 = quantile(sorted, 0.95);
  const max = sorted.at(-1) ?? NaN;
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  console.log(
    `${`evaluation per tick over ${times.length} ticks`.padEnd(48)} median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${max.toFixed(2)} ms`,
  );
  // CPU time of the process over the same span: what a loaded machine's wall clock hides.
  console.log(
    `${'  the same as process CPU time'.padEnd(48)} median ${quantile(cpuSorted, 0.5).toFixed(2)} ms, p95 ${quantile(cpuSorted, 0.95).toFixed(2)} ms, max ${(cpuSorted.at(-1) ?? NaN).toFixed(2)} ms`,
  );
  console.log(
    `${'per tick'.padEnd(48)} ${(evaluated / times.length).toFixed(0)} truck positions checked (company streams), ${(crossings / times.length).toFixed(1)} crossings`,
  );
  console.log(
    `${'garbage collection within the timed ticks'.padEnd(48)} ${inTicks.length} pauses, ${inTicks.reduce((sum, gc) => sum + gc.duration, 0).toFixed(1)} ms in all (${gcs.length} pauses over the whole loop)`,
  );
  // A young-generation pause of the whole process (most of its garbage is the ticks' new truck
  // objects, not the engine's) can fall inside a timed tick: the longest tick without one apart.
  const quiet = times.filter((_, i) => {
    const [t0, t1] = windows[i] as [number, number];
    return !inTicks.some((gc) => gc.startTime < t1 && gc.startTime + gc.duration > t0);
  });
  console.log(
    `${'  longest tick without a GC pause in it'.padEnd(48)} ${Math.max(...quiet).toFixed(2)} ms over ${quiet.length} ticks`,
  );
  const allocatedSorted = [...allocated].sort((a, b) => a - b);
  console.log(
    `${'heap allocated per tick'.padEnd(48)} median ${(quantile(allocatedSorted, 0.5) / 1024).toFixed(1)} KB, max ${((allocatedSorted.at(-1) ?? NaN) / 1024).toFixed(1)} KB`,
  );
  const cpuMedian = quantile(cpuSorted, 0.5);
  const cpuP95 = quantile(cpuSorted, 0.95);
  const met = (...figures: number[]) => (figures.every((f) => f <= TARGET_MS) ? 'met' : 'NOT met');
  console.log(
    `${'target'.padEnd(48)} <= ${TARGET_MS} ms per tick (median, p95 and longest): wall ${met(median, p95, max)}, CPU median and p95 ${met(cpuMedian, cpuP95)} (load average ${loadavg()[0]?.toFixed(1)})`,
  );
}
