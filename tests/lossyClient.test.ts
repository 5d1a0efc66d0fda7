import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { ALL_COMPANIES, createRandom, type Truck } from '@fleetdeck/shared';
import { LiveTestClient } from './support/liveClient.js';
import { LossyProxy } from './support/lossyProxy.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';

/** Every truck's state in id order: equal checksums mean equal states. */
const checksum = (trucks: Iterable<Truck>): string =>
  JSON.stringify([...trucks].sort((a, b) => a.id - b.id));

/** Which trucks move at each step: seeded, printed, and set again with TEST_SEED=<seed>. */
function testSeed(): number {
  const given = process.env['TEST_SEED'];
  const seed =
    given === undefined || given === '' ? Math.floor(Math.random() * 2 ** 32) : Number(given);
  if (!Number.isInteger(seed) || seed < 0)
    throw new Error(`TEST_SEED is not a whole number: ${given}`);
  console.info(`lossyClient.test.ts: TEST_SEED=${seed}`);
  return seed;
}

/** Each truck's latitude in id order. */
const lats = (trucks: Iterable<{ id: number; lastpoint?: { lat: number } | null }>) =>
  [...trucks].sort((a, b) => a.id - b.id).map((t) => t.lastpoint?.lat);

/**
 * A client on a slow link that drops now and then: whatever it missed, it ends with exactly the
 * relay's state once upstream is quiet.
 */
describe('a client on a lossy, slow link', () => {
  const seed = testSeed();
  const upstream = new TestUpstream();
  let relay: RunningRelay;
  let proxy: LossyProxy;
  let client: LiveTestClient;

  beforeAll(async () => {
    await upstream.start();
    upstream.trucks = Array.from({ length: 60 }, (_, i) => companyTruck(i + 1, 44 + i / 50));
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream.url,
        POLL_TRUCKS_MS: '100',
        LIVE_REQUIRE_AUTH: 'false',
        DATA_DIR: 'memory://lossy',
      }),
    );
    const { port } = new URL(relay.url);
    // The link's delays from the same seed as the traffic (a second stream of it).
    proxy = await new LossyProxy(
      { host: '127.0.0.1', port: Number(port) },
      50,
      400,
      createRandom(seed ^ 0x9e3779b9),
    ).start();
    client = new LiveTestClient(proxy.url);
    await client.until(() => client.replica.synced, 20_000);
  }, 30_000);

  afterAll(async () => {
    client?.close();
    await proxy?.close();
    await relay?.close();
    await upstream.close();
  });

  it('converges to the relay state after delays and cuts', async () => {
    const random = createRandom(seed);
    // Fifty steps of traffic: at each a fifth of the trucks move, and the next step waits until the
    // relay has polled this one (about one poll, 100 ms, a step), so every step is a tick of its own
    // however fast the machine. The link drops three times.
    for (let step = 0; step < 50; step++) {
      for (const truck of upstream.trucks) {
        if (random() < 0.2 && truck.lastpoint)
          truck.lastpoint = { ...truck.lastpoint, lat: truck.lastpoint.lat + 0.001, speed: step };
      }
      if (step % 15 === 14) proxy.cut();
      await vi.waitFor(
        () => expect(lats(relayState()), `seed ${seed}`).toEqual(lats(upstream.trucks)),
        {
          timeout: 10_000,
          interval: 10,
        },
      );
    }
    expect(proxy.cuts).toBe(3);
    // Upstream is quiet now and the relay took its last step: wait for the client.
    await vi.waitFor(
      () =>
        expect(checksum(client.replica.trucks.values()), `seed ${seed}`).toBe(
          checksum(relayState()),
        ),
      { timeout: 20_000 },
    );
    expect(client.replica.seq).toBe(relay.hub.seq);
    // It got there through snapshots after each cut and ordered diffs between them.
    expect(client.snapshots).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('notices a diff it never got at the next one, asks for a resync, and converges', async () => {
    await vi.waitFor(
      () => expect(checksum(client.replica.trucks.values())).toBe(checksum(relayState())),
      { timeout: 20_000 },
    );
    const resyncs = client.resyncs;
    const move = async (ids: readonly number[]): Promise<void> => {
      for (const truck of upstream.trucks)
        if (ids.includes(truck.id) && truck.lastpoint)
          truck.lastpoint = { ...truck.lastpoint, lat: truck.lastpoint.lat + 0.01 };
      await vi.waitFor(() => expect(lats(relayState())).toEqual(lats(upstream.trucks)), {
        timeout: 10_000,
        interval: 10,
      });
    };
    // The diff moving trucks 1-5 is lost; those trucks never move again, so only a resync can
    // bring them to the relay's state. The next diff (trucks 30-35) shows the gap.
    client.dropDiffs = 1;
    await move([1, 2, 3, 4, 5]);
    await client.until(() => client.dropped === 1, 10_000);
    expect(lats(client.replica.trucks.values())).not.toEqual(lats(relayState()));
    await move([30, 31, 32, 33, 34, 35]);
    await vi.waitFor(
      () =>
        expect(checksum(client.replica.trucks.values()), `seed ${seed}`).toBe(
          checksum(relayState()),
        ),
      { timeout: 20_000 },
    );
    expect(client.resyncs).toBe(resyncs + 1);
    expect(client.replica.seq).toBe(relay.hub.seq);
  }, 60_000);

  const relayState = (): readonly Truck[] => relay.hub.snapshot(ALL_COMPANIES).trucks;
});
