import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_COMPANIES, FleetReplica, type Truck, type TruckId } from '@fleetdeck/shared';
import { StaticCompanyDirectory } from '../live/companies.js';
import { FleetHub } from '../live/hub.js';
import { HttpTrucksUpstream, TruckFeed } from './trucksUpstream.js';

const lastpoint = (lat: number, second: number) => ({
  lat,
  lng: 9,
  heading: 0,
  speed: 10,
  date: new Date(Date.UTC(2026, 0, 1, 8, 0, second)).toISOString(),
  ignition: 1,
});

/**
 * An upstream whose fleet changes step by step, answering `GET /trucks` as the simulator does:
 * with `updated_since` the trucks changed after that cursor (`partial: true`), without it the whole
 * list; every answer carries the cursor of now. With `cursors` false it is an API that knows
 * nothing of them: `{data}` only, whatever the query.
 */
class FakeUpstream {
  readonly trucks = new Map<TruckId, Truck>();
  private readonly changedAt = new Map<TruckId, number>();
  rev = 0;
  readonly requests: string[] = [];

  constructor(private readonly cursors: boolean) {}

  set(truck: Truck): void {
    this.trucks.set(truck.id, truck);
    this.changedAt.set(truck.id, this.rev);
  }

  remove(id: TruckId): void {
    this.trucks.delete(id);
    this.changedAt.delete(id);
  }

  readonly get = (input: string): Promise<string> => {
    const url = new URL(input);
    this.requests.push(url.search);
    const since = url.searchParams.get('updated_since');
    const all = [...this.trucks.values()];
    const body = !this.cursors
      ? { data: all }
      : since === null
        ? { data: all, cursor: String(this.rev) }
        : {
            data: all.filter((t) => (this.changedAt.get(t.id) ?? 0) > Number(since)),
            cursor: String(this.rev),
            partial: true,
          };
    return Promise.resolve(JSON.stringify(body));
  };
}

/** Relay side: feed, hub, and one client's replica of the `*` stream. */
function relayOn(upstream: FakeUpstream, completeEveryMs: number, clock: { now: number }) {
  const hub = new FleetHub(new StaticCompanyDirectory());
  const feed = new TruckFeed(
    new HttpTrucksUpstream('http://upstream.test', 1000, upstream.get),
    completeEveryMs,
    () => clock.now,
  );
  const replica = new FleetReplica<Truck>();
  replica.applySnapshot({ seq: 0, at: 0, trucks: [] });
  return {
    replica,
    async poll(): Promise<boolean> {
      const { trucks, complete } = await feed.next();
      const diff = hub.update(trucks, clock.now, complete)?.streams.get(ALL_COMPANIES);
      if (diff) expect(replica.applyDiff(diff)?.kind).toBe('diff');
      return complete;
    },
  };
}

type Step =
  | { kind: 'move'; id: number; lat: number }
  | { kind: 'rename'; id: number }
  | { kind: 'remove'; id: number }
  | { kind: 'poll' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('move' as const),
    id: fc.integer({ min: 1, max: 8 }),
    lat: fc.constantFrom(44, 45, 46),
  }),
  fc.record({ kind: fc.constant('rename' as const), id: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 8 }) }),
  fc.constant({ kind: 'poll' as const }),
  fc.constant({ kind: 'poll' as const }),
);

describe('trucks feed with updated_since', () => {
  it('gives clients the same fleet as polling the whole list, removals at the next whole list', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        async (steps, completeEvery) => {
          const withCursors = new FakeUpstream(true);
          const without = new FakeUpstream(false);
          const clock = { now: 0 };
          const fast = relayOn(withCursors, completeEvery * 1000, clock);
          const plain = relayOn(without, completeEvery * 1000, clock);
          const removedSinceComplete = new Set<TruckId>();
          let second = 0;
          for (const step of steps) {
            for (const up of [withCursors, without]) up.rev += 1;
            second += 1;
            if (step.kind === 'poll') {
              clock.now += 1000;
              const complete = await fast.poll();
              await plain.poll();
              if (complete) removedSinceComplete.clear();
              const upstream = [...withCursors.trucks.values()];
              // Polling the whole list: the client holds exactly upstream's fleet.
              expect([...plain.replica.trucks.values()].sort((a, b) => a.id - b.id)).toEqual(
                upstream.sort((a, b) => a.id - b.id),
              );
              // With cursors: every truck upstream has, as it is; a removed one only until the
              // next whole list.
              for (const truck of upstream)
                expect(fast.replica.trucks.get(truck.id)).toEqual(truck);
              for (const id of fast.replica.trucks.keys()) {
                if (!withCursors.trucks.has(id)) expect(removedSinceComplete.has(id)).toBe(true);
              }
              if (complete) expect(fast.replica.trucks).toEqual(plain.replica.trucks);
              continue;
            }
            const old = withCursors.trucks.get(step.id);
            if (step.kind === 'remove') {
              if (old) removedSinceComplete.add(step.id);
              for (const up of [withCursors, without]) up.remove(step.id);
              continue;
            }
            const truck: Truck =
              step.kind === 'move' || !old
                ? {
                    id: step.id,
                    plate: old?.plate ?? `P${step.id}`,
                    lastpoint: lastpoint(step.kind === 'move' ? step.lat : 45, second),
                  }
                : { ...old, plate: `${old.plate}x` };
            removedSinceComplete.delete(step.id);
            for (const up of [withCursors, without]) up.set(truck);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('asks with the cursor it was given, and for the whole list when it is due', async () => {
    const upstream = new FakeUpstream(true);
    upstream.set({ id: 1, plate: 'A', lastpoint: lastpoint(45, 0) });
    const clock = { now: 0 };
    const relay = relayOn(upstream, 3000, clock);
    for (let i = 0; i < 5; i++) {
      upstream.rev += 1;
      clock.now += 1000;
      await relay.poll();
    }
    expect(upstream.requests).toEqual([
      '',
      '?updated_since=1',
      '?updated_since=2',
      '', // three seconds after the first whole list
      '?updated_since=4',
    ]);
  });

  it('never sends a cursor to an upstream that gave none', async () => {
    const upstream = new FakeUpstream(false);
    upstream.set({ id: 1, plate: 'A', lastpoint: lastpoint(45, 0) });
    const clock = { now: 0 };
    const relay = relayOn(upstream, 60_000, clock);
    for (let i = 0; i < 3; i++) await relay.poll();
    expect(upstream.requests).toEqual(['', '', '']);
  });

  it('asks for the whole list after a failed poll, and rejects a partial answer it did not ask for', async () => {
    const answers: unknown[] = [
      { data: [], cursor: 'c1' },
      'not json at all',
      { data: [], cursor: 'c2' },
      { data: [], cursor: 'c3', partial: true },
    ];
    const requests: string[] = [];
    const fakeGet = (input: string): Promise<string> => {
      requests.push(new URL(input).search);
      const body = answers.shift();
      return Promise.resolve(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const feed = new TruckFeed(
      new HttpTrucksUpstream('http://upstream.test', 1000, fakeGet),
      60_000,
    );
    await feed.next();
    await expect(feed.next()).rejects.toThrow();
    await feed.next();
    expect(requests).toEqual(['', '?updated_since=c1', '']);
    // An upstream that answers `partial` to a request without a cursor is broken, not trusted.
    const broken = new HttpTrucksUpstream('http://upstream.test', 1000, fakeGet);
    await expect(broken.trucks()).rejects.toThrow(/partial answer/);
  });
});
