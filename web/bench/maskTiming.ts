// In-process timing of the map's vehicle arrays per live tick (VehicleBuffers.apply: 10k trucks,
// 20 % moved a tick) without a mask (the live map) and with a wall view's mask, and of a new mask
// (a wall view coming on screen). `npx tsx web/bench/maskTiming.ts` (TRUCKS, TICKS; MASKS=0 for
// the plain path alone, to compare with an older VehicleBuffers). Prints figures, asserts nothing.
import { resolveUserConfig, type Truck } from '@fleetdeck/shared';
import { DerivedFleet } from '../src/data/derivedFleet.js';
import type { DerivedFleetView } from '../src/data/derivedFleetStream.js';
import { vehicleMask, type MapFilters } from '../src/map/mapView.js';
import { markerStyle } from '../src/map/vehicles/markerStyle.js';
import { VehicleBuffers } from '../src/map/vehicles/vehicleBuffers.js';
import { lcg, makeTrucks, tickTrucks } from './syntheticFleet.js';

const N = Number(process.env.TRUCKS ?? 10_000);
const TICKS = Number(process.env.TICKS ?? 300);
const NOW = Date.now();
const config = resolveUserConfig({});
const style = markerStyle('truck', () => [1, 2, 3, 255]);

/** The same fleet and ticks for every run: the views the live path would feed the map. */
function views(): DerivedFleetView[] {
  const random = lcg(7);
  const derived = new DerivedFleet();
  let trucks: Truck[] = makeTrucks(N, random, NOW);
  const out: DerivedFleetView[] = [];
  const view = (list: Truck[], full: boolean, changed: number[], seq: number) => {
    const fleet = {
      trucks: new Map(list.map((t) => [t.id, t])),
      seq,
      full,
      changed,
      removed: [],
      connection: 'live' as const,
    };
    return { fleet, derived, update: derived.apply(fleet, config, NOW + seq * 1000) };
  };
  out.push(view(trucks, true, [], 0));
  for (let s = 1; s <= TICKS; s++) {
    const next = tickTrucks(trucks, 0.2, random, NOW + s * 1000);
    // tickTrucks keeps the very object of a truck it did not move.
    const changed = next.filter((t, i) => t !== trucks[i]).map((t) => t.id);
    trucks = next;
    out.push(view(trucks, false, changed, s));
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function run(label: string, filters: MapFilters | undefined, all: DerivedFleetView[]): void {
  const buffers = new VehicleBuffers(style);
  const [first, ...ticks] = all;
  buffers.apply(first!);
  const masking: number[] = [];
  if (filters) {
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      buffers.setMask(vehicleMask({ ...filters }), first);
      masking.push(performance.now() - t0);
    }
  }
  const times = ticks.map((view) => {
    const t0 = performance.now();
    buffers.apply(view);
    return performance.now() - t0;
  });
  const warm = times.slice(Math.floor(times.length / 5));
  console.log(
    `${label.padEnd(36)} tick median ${median(warm).toFixed(3)} ms` +
      (filters ? `, new mask median ${median(masking).toFixed(2)} ms` : ''),
  );
}

const all = views();
for (let round = 0; round < 3; round++) {
  run('no mask (the live map)', undefined, all);
  if (process.env.MASKS !== '0') {
    run('mask: status moving', { status: 'moving' }, all);
    run('mask: company 1, alerts only', { company: 1, alertsOnly: true }, all);
  }
}
