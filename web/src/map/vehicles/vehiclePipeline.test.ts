import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import { DerivedFleet } from '../../data/derivedFleet.js';
import type { DerivedFleetView } from '../../data/derivedFleetStream.js';
import { derivedView, testTruck } from '../../../test/testFleet.js';
import { markerStyle } from './markerStyle.js';
import {
  CLUSTER_REFRESH_MS,
  clusteredVehicles$,
  vehicleBuffers$,
  type Camera,
  type VehicleLayerState,
} from './vehiclePipeline.js';
import { answeringClusterer } from '../../../test/answeringClusterer.js';

const style = () => markerStyle('truck', () => [1, 2, 3, 255]);
/** Ten trucks within a few metres in Milan, one in Rome. */
const trucks = [
  ...Array.from({ length: 10 }, (_, i) => testTruck(i + 1, 9.19 + i * 1e-5, 45.46)),
  testTruck(11, 12.49, 41.9),
];
const ITALY: Camera = { bbox: [6, 36, 19, 47.5], zoom: 6 };

function setUp() {
  /** The clusterer's answers the pipeline is waiting for (or has had). */
  const answers = answeringClusterer();
  const derived = new DerivedFleet();
  const views = new Subject<DerivedFleetView>();
  const camera = new BehaviorSubject<Camera | undefined>(undefined);
  const enabled = new BehaviorSubject(true);
  const states: VehicleLayerState[] = [];
  const clock = { now: 0 };
  const subscription = clusteredVehicles$(
    vehicleBuffers$(views, new BehaviorSubject('truck' as const), style),
    camera,
    enabled,
    answers.clusterer,
    () => clock.now,
  ).subscribe((state) => states.push(state));
  const last = (): VehicleLayerState => {
    const state = states.at(-1);
    if (!state) throw new Error('no state yet');
    return state;
  };
  const shown = (): number => {
    const { buffers } = last();
    let n = 0;
    for (let i = 0; i < buffers.length; i++) if (buffers.isShown(i)) n += 1;
    return n;
  };
  // Every answer the pipeline asked its clusterer for has been applied: the pipeline took each
  // answer first (it awaited the query before the test did), so the state it emitted is there.
  const settle = async (): Promise<void> => {
    await answers.settled();
  };
  return { derived, views, camera, enabled, states, last, shown, settle, subscription, clock };
}

describe('clusteredVehicles$', () => {
  it('hides the vehicles a cluster holds and emits the clusters with the state', async () => {
    const s = setUp();
    s.views.next(derivedView(s.derived, trucks, true));
    // No camera yet: everything is shown, nothing clustered.
    expect(s.last().clusters).toEqual([]);
    expect(s.shown()).toBe(11);
    s.camera.next(ITALY);
    await s.settle();
    expect(s.last().clusters.map((c) => c.count)).toEqual([10]);
    expect(s.shown()).toBe(1);
    expect(s.last().camera).toBe(ITALY);
    s.subscription.unsubscribe();
  });

  it('shows every vehicle when the user turns clustering off or the map is at zoom 18', async () => {
    const s = setUp();
    s.views.next(derivedView(s.derived, trucks, true));
    s.camera.next(ITALY);
    await s.settle();
    expect(s.shown()).toBe(1);
    s.enabled.next(false);
    expect(s.last().clusters).toEqual([]);
    expect(s.shown()).toBe(11);
    s.enabled.next(true);
    await s.settle();
    expect(s.shown()).toBe(1);
    s.camera.next({ bbox: [9.18, 45.45, 9.2, 45.47], zoom: 18 });
    expect(s.shown()).toBe(11);
    s.subscription.unsubscribe();
  });

  it('each update is a new state with a new version, so layers re-read the arrays', async () => {
    const s = setUp();
    s.views.next(derivedView(s.derived, trucks, true));
    s.camera.next(ITALY);
    await s.settle();
    const before = s.last();
    // Rome's truck drives to Milan: it moves as a marker at once, and joins the cluster when the
    // clusters are made again.
    const moved = [...trucks.slice(0, 10), testTruck(11, 9.19, 45.46)];
    s.views.next(derivedView(s.derived, moved, false, [11]));
    await s.settle();
    const after = s.last();
    expect(after).not.toBe(before);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.clusters).toBe(before.clusters);
    expect(after.drawn.length).toBe(1);
    expect(after.drawn.positions[0]).toBeCloseTo(9.19);
    s.clock.now += CLUSTER_REFRESH_MS;
    s.views.next(derivedView(s.derived, moved, false, [11]));
    await s.settle();
    expect(s.last().clusters.map((c) => c.count)).toEqual([11]);
    expect(s.shown()).toBe(0);
    expect(s.last().drawn.length).toBe(0);
    s.subscription.unsubscribe();
  });

  it('makes the clusters again at once when a vehicle joins the fleet', async () => {
    const s = setUp();
    s.views.next(derivedView(s.derived, trucks, true));
    s.camera.next(ITALY);
    await s.settle();
    s.views.next(derivedView(s.derived, [...trucks, testTruck(12, 9.19, 45.46)], false, [12]));
    await s.settle();
    expect(s.last().clusters.map((c) => c.count)).toEqual([11]);
    expect(s.last().drawn.idAt(0)).toBe(11);
    s.subscription.unsubscribe();
  });

  it('packs only the shown vehicles inside the padded view for the GPU', () => {
    const s = setUp();
    s.enabled.next(false);
    s.views.next(derivedView(s.derived, trucks, true));
    expect(s.last().drawn.length).toBe(11);
    // Around Milan only: Rome is outside the view and its padding.
    s.camera.next({ bbox: [9.0, 45.3, 9.4, 45.6], zoom: 12 });
    expect(s.last().drawn.length).toBe(10);
    expect([...s.last().drawn.ids.subarray(0, 10)].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    s.subscription.unsubscribe();
  });
});
