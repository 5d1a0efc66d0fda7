import { describe, expect, it } from 'vitest';
import type { Truck } from '@fleetdeck/shared';
import { StaticCompanyDirectory } from './companies.js';
import { FleetHub } from './hub.js';

type CoTruck = Truck & { details?: { company?: number; secondary_company?: number } };

const truck = (id: number, lat: number, company?: number, secondary?: number): CoTruck => ({
  id,
  plate: `P${id}`,
  lastpoint: { lat, lng: 9, heading: 0, speed: 10, date: '2026-01-01T00:00:00Z', ignition: 1 },
  ...(company === undefined
    ? {}
    : {
        details: { company, ...(secondary === undefined ? {} : { secondary_company: secondary }) },
      }),
});

/** The polling relay's step: diff the list and apply it in one pass. */
function step(hub: FleetHub, list: CoTruck[], at: number) {
  const tick = hub.update(list, at);
  return tick ? { tick: tick.diff, streams: tick.streams } : undefined;
}

describe('FleetHub', () => {
  it('numbers ticks one by one and spends no seq on an unchanged list', () => {
    const hub = new FleetHub(new StaticCompanyDirectory());
    expect(step(hub, [truck(1, 45)], 1)?.tick.seq).toBe(1);
    expect(step(hub, [truck(1, 45)], 2)).toBeUndefined();
    const next = step(hub, [truck(1, 45.5), truck(2, 44)], 3);
    expect(next?.tick.seq).toBe(2);
    expect(next?.tick.upserts).toEqual([{ id: 1, lastpoint: { lat: 45.5 } }, truck(2, 44)]);
    expect(step(hub, [truck(2, 44)], 4)?.tick).toMatchObject({ seq: 3, upserts: [], removes: [1] });
    expect(hub.snapshot('*')).toEqual({ company: '*', seq: 3, at: 4, trucks: [truck(2, 44)] });
  });

  it('splits ticks into company streams: masters see slaves, secondary companies see both', () => {
    // Company 1 is master of 2; company 3 stands alone.
    const hub = new FleetHub(new StaticCompanyDirectory(new Map([[1, [2]]])));
    step(hub, [truck(10, 45, 1), truck(20, 45, 2), truck(30, 45, 3, 2)], 1);
    const ids = (company: number) => hub.snapshot(company).trucks.map((t) => t.id);
    expect(ids(1)).toEqual([10, 20, 30]);
    expect(ids(2)).toEqual([20, 30]);
    expect(ids(3)).toEqual([30]);
    expect(hub.snapshot('*').trucks).toHaveLength(3);

    const moved = step(hub, [truck(10, 46, 1), truck(20, 45, 2), truck(30, 45, 3, 2)], 2);
    expect(moved?.streams.get(1)?.upserts).toEqual([{ id: 10, lastpoint: { lat: 46 } }]);
    expect(moved?.streams.has(2)).toBe(false); // nothing of company 2 changed: empty diff
    expect(moved?.streams.get('*')?.seq).toBe(2);
  });

  it('adds a truck whole to a stream it enters and removes it from a stream it leaves', () => {
    const hub = new FleetHub(new StaticCompanyDirectory());
    step(hub, [truck(1, 45, 1), truck(2, 45, 2)], 1);
    const change = step(hub, [truck(1, 45, 2), truck(2, 45, 2)], 2);
    expect(change?.streams.get(1)).toMatchObject({ upserts: [], removes: [1] });
    expect(change?.streams.get(2)?.upserts).toEqual([truck(1, 45, 2)]);
    const gone = step(hub, [truck(1, 45, 2)], 3);
    expect(gone?.streams.get(2)?.removes).toEqual([2]);
    expect(gone?.streams.get('*')?.removes).toEqual([2]);
  });

  it('rebuilds streams when masters change and loads a whole state', () => {
    const directory = new StaticCompanyDirectory();
    const hub = new FleetHub(directory);
    step(hub, [truck(1, 45, 1), truck(2, 45, 2)], 1);
    expect(hub.snapshot(1).trucks.map((t) => t.id)).toEqual([1]);
    directory.setMasters(new Map([[1, [2]]]));
    hub.rescope();
    expect(hub.snapshot(1).trucks.map((t) => t.id)).toEqual([1, 2]);

    const follower = new FleetHub(directory);
    follower.load(hub.state());
    expect(follower.snapshot(1)).toEqual(hub.snapshot(1));
    const tick = hub.update([truck(1, 47, 1), truck(2, 45, 2)], 2);
    if (!tick) throw new Error('expected a tick');
    const streams = follower.apply(JSON.parse(JSON.stringify(tick.diff)) as typeof tick.diff);
    expect(follower.state()).toEqual(hub.state());
    // The follower's company streams get the same diffs as the leader's one-pass update.
    expect(streams).toEqual(tick.streams);
  });
});
