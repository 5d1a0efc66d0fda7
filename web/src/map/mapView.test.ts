import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Subject } from 'rxjs';
import type { Truck } from '@fleetdeck/shared';
import { DerivedFleet } from '../data/derivedFleet.js';
import type { DerivedFleetView } from '../data/derivedFleetStream.js';
import { derivedView, testTruck } from '../../test/testFleet.js';
import { vehicleMask, type MapFilters } from './mapView.js';
import { markerStyle } from './vehicles/markerStyle.js';
import type { VehicleMask } from './vehicles/vehicleBuffers.js';
import {
  clusteredVehicles$,
  vehicleBuffers$,
  type Camera,
  type VehicleLayerState,
} from './vehicles/vehiclePipeline.js';
import { answeringClusterer } from '../../test/answeringClusterer.js';

const REEFER = 7;
/** A stopped truck: no speed, engine off. */
const parked = (truck: Truck): Truck => ({
  ...truck,
  lastpoint: { ...truck.lastpoint!, speed: 0, ignition: 0, rpm_engine: 0 },
});
/** Ten trucks a few metres apart in Milan (1-3 carry the reefer tag, 4-10 are parked), one in Rome. */
const fleet = (): Truck[] => [
  ...Array.from({ length: 10 }, (_, i) => {
    const truck = testTruck(i + 1, 9.19 + i * 1e-5, 45.46, i < 3 ? { tags: [REEFER] } : {});
    return i >= 3 ? parked(truck) : truck;
  }),
  testTruck(11, 12.49, 41.9),
];
const ITALY: Camera = { bbox: [6, 36, 19, 47.5], zoom: 6 };

function setUp() {
  /** The clusterer's answers the pipeline is waiting for (or has had). */
  const answers = answeringClusterer();
  const derived = new DerivedFleet();
  const views = new Subject<DerivedFleetView>();
  const mask = new BehaviorSubject<VehicleMask | undefined>(undefined);
  const camera = new BehaviorSubject<Camera | undefined>(undefined);
  const states: VehicleLayerState[] = [];
  const subscription = clusteredVehicles$(
    vehicleBuffers$(
      views,
      new BehaviorSubject('truck' as const),
      () => markerStyle('truck', () => [1, 2, 3, 255]),
      mask,
    ),
    camera,
    new BehaviorSubject(true),
    answers.clusterer,
  ).subscribe((state) => states.push(state));
  const last = (): VehicleLayerState => states.at(-1)!;
  const shownIds = (): number[] => {
    const { buffers } = last();
    const ids: number[] = [];
    for (let i = 0; i < buffers.length; i++) if (buffers.isShown(i)) ids.push(buffers.idAt(i)!);
    return ids.sort((a, b) => a - b);
  };
  // Every answer the pipeline asked its clusterer for has been applied: the pipeline took each
  // answer first (it awaited the query before the test did), so the state it emitted is there.
  const settle = async (): Promise<void> => {
    await answers.settled();
  };
  return { derived, views, mask, camera, states, last, shownIds, settle, subscription };
}

describe('a map view’s vehicle mask', () => {
  it('is none when no filter is set, else the vehicle list’s own predicate', () => {
    expect(vehicleMask(undefined)).toBeUndefined();
    expect(vehicleMask({})).toBeUndefined();
    expect(vehicleMask({ status: undefined, tag: undefined })).toBeUndefined();
    const view = derivedView(new DerivedFleet(), fleet(), true);
    const passing = (filters: MapFilters) => {
      const mask = vehicleMask(filters)!;
      return [...view.derived.byId.values()].filter(mask).map((d) => d.id);
    };
    expect(passing({ status: 'moving' })).toEqual([1, 2, 3, 11]);
    expect(passing({ tag: REEFER })).toEqual([1, 2, 3]);
    expect(passing({ tag: REEFER, status: 'stopped' })).toEqual([]);
  });

  it('draws and clusters only the trucks it lets through, with no new derivation', async () => {
    const s = setUp();
    const view = derivedView(s.derived, fleet(), true);
    s.views.next(view);
    s.camera.next(ITALY);
    await s.settle();
    expect(s.last().clusters.map((c) => c.count)).toEqual([10]);
    expect(s.shownIds()).toEqual([11]);

    // The reefers only: the cluster holds the three, the Rome truck is not drawn.
    s.mask.next(vehicleMask({ tag: REEFER }));
    await s.settle();
    expect(s.last().view).toBe(view);
    expect(s.last().clusters.map((c) => c.count)).toEqual([3]);
    expect(s.shownIds()).toEqual([]);

    // The moving ones, clustering off at this zoom (street level): 1-3 and Rome as markers.
    s.mask.next(vehicleMask({ status: 'moving' }));
    s.camera.next({ bbox: ITALY.bbox, zoom: 18 });
    await s.settle();
    expect(s.shownIds()).toEqual([1, 2, 3, 11]);
    expect(s.last().drawn.length).toBe(4);

    // A tick: truck 2 stops, truck 5 drives off; only their ids are asked again.
    const ticked = fleet().map((t) =>
      t.id === 2 ? parked(t) : t.id === 5 ? testTruck(5, t.lastpoint!.lng, 45.46) : t,
    );
    s.views.next(derivedView(s.derived, ticked, false, [2, 5]));
    expect(s.shownIds()).toEqual([1, 3, 5, 11]);

    // No filter: every truck again.
    s.mask.next(undefined);
    expect(s.shownIds()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    s.subscription.unsubscribe();
  });
});
