import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Truck, TruckTag } from '@fleetdeck/shared';
import { TruckTagger } from './truckTagger.js';

const truck = (id: number): Truck => ({ id, plate: `P${id}`, tags: [], lastpoint: null });
const tag = (id: number, name: string): TruckTag => ({ id, name, company: 4 });

/** A database whose version and assignments a test moves. */
function fakeRepo() {
  const state = { version: 1, assignments: new Map<number, TruckTag[]>(), loads: 0 };
  return {
    state,
    version: () => Promise.resolve(state.version),
    allAssignments: () => {
      state.loads += 1;
      return Promise.resolve(new Map(state.assignments));
    },
  };
}

describe('TruckTagger', () => {
  const log = pino({ level: 'silent' });

  it('puts the assignments on every polled truck, reloading only when the version moves', async () => {
    const repo = fakeRepo();
    repo.state.assignments.set(1, [tag(10, 'Frigo')]);
    const tagger = new TruckTagger(repo, log);
    const held = new Map<number, Truck>();
    const hub = { truck: (id: number) => held.get(id) };
    const first = await tagger.tag({ complete: true, trucks: [truck(1), truck(2)] }, hub);
    expect(first.trucks.map((t) => t.tags)).toEqual([[tag(10, 'Frigo')], []]);
    await tagger.tag({ complete: true, trucks: [truck(1)] }, hub);
    expect(repo.state.loads).toBe(1);
  });

  it('adds the trucks whose tags moved to a partial poll that did not carry them', async () => {
    const repo = fakeRepo();
    const tagger = new TruckTagger(repo, log);
    const held = new Map([
      [1, truck(1)],
      [2, truck(2)],
    ]);
    const hub = { truck: (id: number) => held.get(id) };
    await tagger.tag({ complete: true, trucks: [truck(1), truck(2)] }, hub);
    repo.state.assignments.set(2, [tag(11, 'ADR')]);
    repo.state.version = 2;
    const partial = await tagger.tag({ complete: false, trucks: [truck(1)] }, hub);
    expect(partial.trucks.map((t) => [t.id, t.tags])).toEqual([
      [1, []],
      [2, [tag(11, 'ADR')]],
    ]);
    // The truck the hub holds is left as it is: the diff compares against it.
    expect(held.get(2)?.tags).toEqual([]);
  });

  it('keeps the last assignments when the database fails', async () => {
    const repo = fakeRepo();
    repo.state.assignments.set(1, [tag(10, 'Frigo')]);
    const tagger = new TruckTagger(repo, log);
    const hub = { truck: () => undefined };
    await tagger.tag({ complete: true, trucks: [truck(1)] }, hub);
    repo.version = () => Promise.reject(new Error('down'));
    const next = await tagger.tag({ complete: true, trucks: [truck(1)] }, hub);
    expect(next.trucks[0]?.tags).toEqual([tag(10, 'Frigo')]);
  });
});
