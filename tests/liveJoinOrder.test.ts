import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  decodeDiff,
  decodeSnapshot,
  LIVE_NAMESPACE,
  type LiveClientToServer,
  type LiveServerToClient,
} from '@fleetdeck/shared';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { startSimulatorServer } from '@fleetdeck/sim';

type Simulator = Awaited<ReturnType<typeof startSimulatorServer>>;
type Received = { kind: 'snapshot' | 'diff'; seq: number };

/** A `/live` client that only records the order of what it receives. */
function recorder(
  url: string,
  compress?: 'deflate-raw',
): {
  socket: Socket<LiveServerToClient, LiveClientToServer>;
  got: Received[];
} {
  const got: Received[] = [];
  const socket: Socket<LiveServerToClient, LiveClientToServer> = io(`${url}${LIVE_NAMESPACE}`, {
    transports: ['websocket'],
    forceNew: true,
    ...(compress ? { auth: { compress } } : {}),
  });
  socket.on('fleet:snapshot', (wire) =>
    got.push({
      kind: 'snapshot',
      seq: 'deflated' in wire ? wire.seq : decodeSnapshot(wire).seq,
    }),
  );
  socket.on('fleet:diff', (wire) => got.push({ kind: 'diff', seq: decodeDiff(wire).seq }));
  return { socket, got };
}

describe('/live promises a snapshot first, then diffs with consecutive seq', () => {
  let sim: Simulator;
  let relay: RunningRelay;
  const clients: ReturnType<typeof recorder>[] = [];

  beforeAll(async () => {
    // The test steps the simulator; a tick is also applied right as each client connects (below).
    sim = await startSimulatorServer({ trucks: 200, seed: 5, tickMs: 0 });
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: sim.url,
        POLL_TRUCKS_MS: '100',
        LOG_LEVEL: 'silent',
        LIVE_REQUIRE_AUTH: 'false',
      }),
    );
    await vi.waitFor(() => expect(relay.hub.seq).toBeGreaterThan(0), { timeout: 15_000 });
  });

  afterAll(async () => {
    for (const client of clients) client.socket.close();
    await relay?.close();
    await sim?.close();
  });

  /** Moves one truck and fans the tick out at once. */
  const tick = (id: number): void => {
    const truck = relay.hub.truck(id);
    if (!truck?.lastpoint) return;
    const moved = {
      ...truck,
      lastpoint: { ...truck.lastpoint, speed: (truck.lastpoint.speed ?? 0) + 1 },
    };
    const applied = relay.hub.update([moved], Date.now(), false);
    if (applied) relay.gateway.publish(applied.streams, applied.diff.seq, applied.diff.at);
  };

  /** `count` clients join one after the other; each ends with its snapshot and consecutive diffs. */
  async function joinAndCheck(count: number, compress?: 'deflate-raw'): Promise<void> {
    const joined: ReturnType<typeof recorder>[] = [];
    for (let i = 0; i < count; i++) {
      const client = recorder(relay.url, compress);
      clients.push(client);
      joined.push(client);
      await vi.waitFor(() => expect(client.got.length).toBeGreaterThan(0), { timeout: 10_000 });
    }
    for (let round = 0; round < 2; round++) {
      const seq = relay.hub.seq;
      sim.simulator.step(20);
      await vi.waitFor(() => expect(relay.hub.seq).toBeGreaterThan(seq), { timeout: 10_000 });
    }
    const last = relay.hub.seq;
    await vi.waitFor(
      () => {
        for (const { got } of joined) expect(got.at(-1)?.seq).toBe(last);
      },
      { timeout: 15_000 },
    );
    for (const { got } of joined) {
      expect(got[0]?.kind).toBe('snapshot');
      const first = got[0]?.seq ?? 0;
      const rest = got.slice(1);
      expect(rest).toEqual(rest.map((_, i) => ({ kind: 'diff', seq: first + 1 + i })));
    }
  }

  it('holds for 50 clients, each joining while a tick is fanned out', async () => {
    // The race: a tick fanned out in the same turn as the connection, before its snapshot goes.
    const upstream = (await (await fetch(`${sim.url}/trucks`)).json()) as {
      data: { id: number }[];
    };
    const id = upstream.data[0]?.id ?? 1;
    const onConnection = () => tick(id);
    relay.gateway.live.on('connection', onConnection);
    await joinAndCheck(50);
    relay.gateway.live.off('connection', onConnection);
  });

  it('holds for 25 clients taking deflated snapshots, each with a tick fanned out while it is compressed', async () => {
    const upstream = (await (await fetch(`${sim.url}/trucks`)).json()) as {
      data: { id: number }[];
    };
    const id = upstream.data[0]?.id ?? 1;
    // The gateway admits the client in the next check phase (its listener came first) and starts
    // compressing; this tick runs right after, before the compressed bytes can be back.
    const onConnection = () => setImmediate(() => tick(id));
    relay.gateway.live.on('connection', onConnection);
    await joinAndCheck(25, 'deflate-raw');
    relay.gateway.live.off('connection', onConnection);
  });
});
