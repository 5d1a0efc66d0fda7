import { Deck, MapView, type Layer } from '@deck.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { BehaviorSubject, Subject, tap } from 'rxjs';
import {
  diffFleet,
  encodeDiff,
  resolveUserConfig,
  type Truck,
  type WireDiff,
} from '@fleetdeck/shared';
import { readDiff } from '../src/data/liveSchemas.js';
import { ATLAS_MAPPING } from '../src/map/vehicles/atlas/atlasLayout.js';
import { drawMarkerAtlas } from '../src/map/vehicles/atlas/drawAtlas.js';
import { vehicleMarkerLayers } from '../src/map/vehicles/vehicleMarkers.js';
import { derivedFleet$ } from '../src/data/derivedFleetStream.js';
import { fleetView$ } from '../src/data/fleetStore.js';
import type { LiveMessage } from '../src/data/liveSocket.js';
import { vehicleBuffers$, type VehicleBuffersState } from '../src/map/vehicles/vehiclePipeline.js';
import { lcg, makeTrucks, tickTrucks } from './syntheticFleet.js';

export interface BenchFigures {
  trucks: number;
  tickMs: number[];
  baselineMs: number[];
  /** Per tick: store apply, derive, buffers, deck.gl update (layers + updateLayers). */
  stages: [number, number, number, number][];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Frames deck.gl has drawn. */
let drawn = 0;

const container = document.getElementById('map') as HTMLDivElement;
const deck = new Deck({
  parent: container,
  views: new MapView(),
  initialViewState: { longitude: 10, latitude: 45, zoom: 6 },
  controller: false,
  layers: [],
  onAfterRender: () => (drawn += 1),
});
const atlas = drawMarkerAtlas();
const updateLayers = (): void =>
  (deck as unknown as { layerManager: { updateLayers(): void } }).layerManager.updateLayers();

/** Main-thread time per live tick through the real path: store, derive, buffers, deck.gl update. */
async function measure(count: number, ticks: number, baseline: boolean): Promise<BenchFigures> {
  const random = lcg(42);
  let now = Date.now();
  let trucks = makeTrucks(count, random, now);
  const messages = new Subject<LiveMessage>();
  const settings = new BehaviorSubject(resolveUserConfig({}));
  let state: VehicleBuffersState | undefined;
  // Taps between the stages: the pipeline runs synchronously inside `messages.next`.
  let tApplied = 0;
  let tDerived = 0;
  let tBuffered = 0;
  const derived$ = derivedFleet$(
    fleetView$({ message$: messages, resync: () => {} }).pipe(
      tap(() => (tApplied = performance.now())),
    ),
    settings,
    new Subject(),
  ).pipe(tap(() => (tDerived = performance.now())));
  const subscription = vehicleBuffers$(derived$, new BehaviorSubject<'truck'>('truck')).subscribe(
    (s) => {
      state = s;
      tBuffered = performance.now();
    },
  );
  messages.next({ type: 'snapshot', snapshot: { seq: 0, at: now, trucks } });
  if (!state) throw new Error('no buffers');
  deck.setProps({
    layers: vehicleMarkerLayers({ buffers: state.buffers, atlas, size: 'medium', visible: true }),
  });
  updateLayers();
  const tickMs: number[] = [];
  const baselineMs: number[] = [];
  const stages: BenchFigures['stages'] = [];
  // The diffs are made before the timed loop, in their wire form as the socket hands them over:
  // making them (a map of the whole fleet per tick) is the relay's work, and its garbage would
  // otherwise be collected inside our ticks. Reading them (check, columns) is timed with the apply.
  const diffs: WireDiff[] = [];
  for (let seq = 1; seq <= ticks; seq++) {
    now += 1000;
    const next = tickTrucks(trucks, 0.2, random, now);
    const diff = {
      company: 1,
      seq,
      at: now,
      ...diffFleet(new Map(trucks.map((t) => [t.id, t])), next),
    };
    diffs.push(JSON.parse(JSON.stringify(encodeDiff(diff))) as WireDiff);
    trucks = next;
  }
  for (const wire of diffs) {
    const t0 = performance.now();
    const diff = readDiff(wire);
    if (!diff) throw new Error('a bad diff');
    messages.next({ type: 'diff', diff });
    if (!state) throw new Error('no buffers');
    deck.setProps({
      layers: vehicleMarkerLayers({ buffers: state.buffers, atlas, size: 'medium', visible: true }),
    });
    updateLayers();
    const t1 = performance.now();
    tickMs.push(t1 - t0);
    stages.push([tApplied - t0, tDerived - tApplied, tBuffered - tDerived, t1 - tBuffered]);
    deck.redraw('bench');
    await new Promise((r) => requestAnimationFrame(r));
  }
  // The baseline runs after, on its own layers: alternating would make deck.gl drop and rebuild
  // the vehicle layers on every FleetDeck tick (different layer ids), which is not the app's path.
  for (let seq = 1; baseline && seq <= ticks; seq++) {
    now += 1000;
    trucks = tickTrucks(trucks, 0.2, random, now);
    baselineMs.push(baselineTick(trucks));
    deck.redraw('bench');
    await new Promise((r) => requestAnimationFrame(r));
  }
  deck.setProps({ layers: [] });
  updateLayers();
  subscription.unsubscribe();
  return { trucks: count, tickMs, baselineMs, stages };
}

/** What a GeoJSON-style map does per tick: plain objects for every truck, every accessor again. */
function baselineTick(trucks: readonly Truck[]): number {
  const t0 = performance.now();
  const data = trucks.flatMap((t) =>
    t.lastpoint
      ? [
          {
            id: t.id,
            position: [t.lastpoint.lng, t.lastpoint.lat],
            heading: t.lastpoint.heading,
            moving: t.lastpoint.speed > 0,
          },
        ]
      : [],
  );
  const layers: Layer[] = ['drop', 'truck', 'arrow', 'alert', 'hook'].map(
    (icon) =>
      new IconLayer<(typeof data)[number]>({
        id: `baseline-${icon}`,
        data,
        iconAtlas: atlas as unknown as string,
        iconMapping: ATLAS_MAPPING,
        getIcon: () => icon,
        getPosition: (d) => d.position as [number, number],
        getColor: (d) => (d.moving ? [46, 125, 50, 255] : [198, 40, 40, 255]),
        getAngle: (d) => -d.heading,
        getSize: 66,
        sizeUnits: 'pixels',
        visible: false,
      }),
  );
  deck.setProps({ layers });
  updateLayers();
  return performance.now() - t0;
}

/** Frames drawn while the view pans for `ms`, with `count` trucks as markers. */
async function panFps(count: number, ms: number): Promise<number> {
  const random = lcg(7);
  const messages = new Subject<LiveMessage>();
  let state: VehicleBuffersState | undefined;
  const derived$ = derivedFleet$(
    fleetView$({ message$: messages, resync: () => {} }),
    new BehaviorSubject(resolveUserConfig({})),
    new Subject(),
  );
  const subscription = vehicleBuffers$(derived$, new BehaviorSubject<'truck'>('truck')).subscribe(
    (s) => (state = s),
  );
  messages.next({
    type: 'snapshot',
    snapshot: { seq: 0, at: Date.now(), trucks: makeTrucks(count, random, Date.now()) },
  });
  if (!state) throw new Error('no buffers');
  deck.setProps({
    layers: vehicleMarkerLayers({ buffers: state.buffers, atlas, size: 'medium', visible: true }),
  });
  // Let the first frame (attribute upload) land before counting.
  updateLayers();
  deck.redraw('bench');
  await new Promise((r) => requestAnimationFrame(r));
  const drawnBefore = drawn;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const step = (): void => {
      const t = performance.now() - start;
      deck.setProps({ viewState: { longitude: 8 + (t / ms) * 4, latitude: 45, zoom: 7 } });
      if (t < ms) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  subscription.unsubscribe();
  return ((drawn - drawnBefore) * 1000) / (performance.now() - start);
}

export type BenchSection =
  | { kind: 'tick'; trucks: number; ticks: number; baseline: boolean }
  | { kind: 'pan'; trucks: number; ms: number };

export interface SectionResult {
  trucks: number;
  tick?: number;
  baseline?: number;
  /** Medians of each stage: apply, derive, buffers, deck.gl update. */
  stages?: number[];
  panFps?: number;
}

declare global {
  interface Window {
    /** One section per fresh page, so a slow section cannot poison the next. */
    runMapBench(section: BenchSection): Promise<SectionResult>;
  }
}

window.runMapBench = async (section) => {
  // Tick sections draw into a small canvas: SwiftShader rasterises on the CPU we share, and a
  // full-page draw of 5 x 50,000 overlapping icons saturates the GPU process until the main thread
  // blocks on it (the first run's 34 s per tick). The pan section keeps the full page.
  if (section.kind === 'tick') deck.setProps({ width: 320, height: 180 });
  if (section.kind === 'pan') {
    return { trucks: section.trucks, panFps: await panFps(section.trucks, section.ms) };
  }
  const f = await measure(section.trucks, section.ticks, section.baseline);
  // The first ticks warm the JIT.
  const warm = 3;
  return {
    trucks: section.trucks,
    tick: median(f.tickMs.slice(warm)),
    baseline: section.baseline ? median(f.baselineMs.slice(warm)) : undefined,
    stages: [0, 1, 2, 3].map((k) => median(f.stages.slice(warm).map((s) => s[k] ?? NaN))),
  };
};
