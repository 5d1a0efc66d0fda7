// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { TruckId } from '@fleetdeck/shared';
import { DerivedFleet, type DerivedTruck } from '../../data/derivedFleet.js';
import type { VehicleListView } from '../../data/vehicleListStream.js';
import { derivedView, testTruck } from '../../../test/testFleet.js';
import { reactTestRoot } from '../../../test/domHarness.js';
import { LiveRow, RowSource, sameListShape } from './useVehicleList.js';

const dom = reactTestRoot();

describe('LiveRow', () => {
  it('draws again only the rows whose truck changed, and shows the new values', () => {
    const derived = new DerivedFleet();
    const first = derivedView(derived, [testTruck(1, 9, 45), testTruck(2, 10, 46)], true);
    const rows = new RowSource();
    rows.update(first.derived.byId);
    const drawn: TruckId[] = [];
    const render = (d: DerivedTruck) => {
      drawn.push(d.id);
      return <span data-id={d.id}>{d.truck.lastpoint?.lat}</span>;
    };
    dom.render(
      <>
        <LiveRow id={1} rows={rows} render={render} />
        <LiveRow id={2} rows={rows} render={render} />
      </>,
    );
    expect(drawn).toEqual([1, 2]);
    // Truck 2 moves: the same map, a new object for truck 2 only.
    const moved = derivedView(derived, [testTruck(2, 10, 47)], false, [2]);
    drawn.length = 0;
    act(() => rows.update(moved.derived.byId));
    expect(drawn).toEqual([2]);
    expect(dom.container.querySelector('[data-id="2"]')?.textContent).toBe('47');
    expect(dom.container.querySelector('[data-id="1"]')?.textContent).toBe('45');
    // Nothing changed: nothing is drawn.
    drawn.length = 0;
    act(() => rows.update(moved.derived.byId));
    expect(drawn).toEqual([]);
  });

  it('draws nothing for a truck that left the fleet', () => {
    const rows = new RowSource();
    dom.render(<LiveRow id={9} rows={rows} render={(d) => <b>{d.id}</b>} />);
    expect(dom.container.textContent).toBe('');
  });
});

describe('sameListShape', () => {
  const view = (over: Partial<VehicleListView> = {}): VehicleListView => ({
    ids: IDS,
    byId: BY_ID,
    counters: {
      total: 2,
      shown: 2,
      withAlerts: 0,
      byStatus: { no_points: 0, stale: 0, moving: 2, engine_on: 0, ignition: 0, stopped: 0 },
    },
    version: 1,
    loaded: true,
    connection: 'live',
    ...over,
  });
  const IDS: TruckId[] = [1, 2];
  const BY_ID = new Map<TruckId, DerivedTruck>();

  it('is the same list when only the version moved and the counters are equal values', () => {
    expect(sameListShape(view(), view({ version: 2 }))).toBe(true);
  });

  it('is another list on new rows, a counter, the connection or the first view', () => {
    expect(sameListShape(undefined, view())).toBe(false);
    expect(sameListShape(view(), view({ ids: [1, 2] }))).toBe(false);
    expect(sameListShape(view(), view({ connection: 'offline' }))).toBe(false);
    const counters = view().counters;
    expect(
      sameListShape(
        view(),
        view({
          counters: { ...counters, byStatus: { ...counters.byStatus, moving: 1, stopped: 1 } },
        }),
      ),
    ).toBe(false);
    expect(sameListShape(view(), view({ counters: { ...counters, withAlerts: 1 } }))).toBe(false);
  });
});
