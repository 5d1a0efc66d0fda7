import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { trucksResponseSchema, type Truck } from '@fleetdeck/shared';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { startSimulatorServer } from '@fleetdeck/sim';
import { LiveTestClient } from './support/liveClient.js';

type Simulator = Awaited<ReturnType<typeof startSimulatorServer>>;

async function upstreamTrucks(url: string): Promise<Truck[]> {
  const response = await fetch(`${url}/trucks`);
  return trucksResponseSchema.parse(await response.json()).data;
}

const sorted = (trucks: Iterable<Truck>): Truck[] => [...trucks].sort((a, b) => a.id - b.id);

describe('live path: upstream -> relay -> Socket.IO client (upstream stepped by the test)', () => {
  let sim: Simulator;
  let relay: RunningRelay;
  let client: LiveTestClient;

  beforeAll(async () => {
    sim = await startSimulatorServer({ trucks: 300, seed: 11, tickMs: 0 });
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: sim.url,
        POLL_TRUCKS_MS: '200',
        LOG_LEVEL: 'silent',
        LIVE_REQUIRE_AUTH: 'false',
      }),
    );
    await vi.waitFor(() => expect(relay.hub.seq).toBeGreaterThan(0), { timeout: 15_000 }); // the first poll landed
    client = new LiveTestClient(relay.url);
    await client.until(() => client.replica.synced);
  });

  afterAll(async () => {
    client.close();
    await relay.close();
    await sim.close();
  });

  it('serves a snapshot equal to what upstream serves', async () => {
    expect(sorted(client.replica.trucks.values())).toEqual(sorted(await upstreamTrucks(sim.url)));
  });

  it('sends diffs with consecutive seq whose applied state equals upstream', async () => {
    for (let round = 0; round < 3; round++) {
      const seqBefore = client.replica.seq;
      sim.simulator.step(20);
      await client.until(() => client.replica.seq === seqBefore + 1);
      expect(sorted(client.replica.trucks.values())).toEqual(sorted(await upstreamTrucks(sim.url)));
    }
    const seqs = client.diffs.map((d) => d.seq);
    expect(seqs).toEqual(seqs.map((_, i) => (seqs[0] ?? 0) + i));
    // Only changed fields travel: no diff entry repeats a truck's plate, which never changes.
    expect(client.diffs.flatMap((d) => d.upserts).some((u) => 'plate' in u)).toBe(false);
  });

  it('answers fleet:resync with a fresh snapshot after a gap', async () => {
    const snapshotsBefore = client.snapshots;
    const update = client.replica.applyDiff({
      seq: client.replica.seq + 2,
      at: 0,
      upserts: [],
      removes: [],
    });
    expect(update?.kind).toBe('gap');
    client.socket.emit('fleet:resync', { seq: client.replica.seq });
    await client.until(() => client.snapshots === snapshotsBefore + 1);
    expect(client.replica.synced).toBe(true);
    expect(sorted(client.replica.trucks.values())).toEqual(sorted(await upstreamTrucks(sim.url)));
  });

  it('rejects a malformed resync with an error naming the field', async () => {
    const error = new Promise<{ event: string; message: string }>((resolve) =>
      client.socket.once('live:error', resolve),
    );
    client.socket.emit('fleet:resync', { seq: 'soon' } as never);
    expect(await error).toMatchObject({
      event: 'fleet:resync',
      message: expect.stringMatching(/^seq:/) as string,
    });
  });
});

describe('live path with the embedded simulator', () => {
  it('starts its own upstream and streams every truck', async () => {
    const relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        SIM_TRUCKS: '500',
        POLL_TRUCKS_MS: '300',
        LOG_LEVEL: 'silent',
        LIVE_REQUIRE_AUTH: 'false',
      }),
    );
    const client = new LiveTestClient(relay.url);
    try {
      await client.until(() => client.replica.synced && client.replica.trucks.size === 500);
      const health = (await (await fetch(`${relay.url}/health`)).json()) as {
        status: string;
        trucks: number;
      };
      expect(health).toMatchObject({ status: 'ok', trucks: 500 });
      const seq = client.replica.seq;
      await client.until(() => client.replica.seq >= seq + 2);
      expect(client.replica.trucks.size).toBe(500);
    } finally {
      client.close();
      await relay.close();
    }
  });
});
