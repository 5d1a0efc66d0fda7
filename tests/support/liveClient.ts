import type { Socket as NetSocket } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { io, type ManagerOptions, type Socket } from 'socket.io-client';
import {
  decodeDiff,
  decodeSnapshot,
  FleetReplica,
  LIVE_NAMESPACE,
  type Columns,
  type CompanyDiff,
  type LiveClientToServer,
  type LiveHandshake,
  type LiveServerToClient,
  type PlafondUpdate,
  type Truck,
  type UpstreamHealth,
} from '@fleetdeck/shared';

/** A real Socket.IO client on `/live` that keeps a replica and records what it received. */
export class LiveTestClient {
  readonly replica = new FleetReplica<Truck>();
  readonly socket: Socket<LiveServerToClient, LiveClientToServer>;
  readonly diffs: CompanyDiff[] = [];
  snapshots = 0;
  /** Snapshots that came deflated (the handshake asked for them with `compress`). */
  deflatedSnapshots = 0;
  resyncs = 0;
  /** Diffs still to be lost before the replica sees them, as a lossy layer above TCP would. */
  dropDiffs = 0;
  /** Diffs lost that way. */
  dropped = 0;
  health: UpstreamHealth | undefined;
  plafond: PlafondUpdate | undefined;
  connectError: Error | undefined;
  private waiters: Array<() => void> = [];

  /** `options`: more Socket.IO client options (e.g. `localAddress` to connect from 127.0.0.2). */
  constructor(
    baseUrl: string,
    auth?: LiveHandshake,
    options: Partial<ManagerOptions> & { localAddress?: string } = {},
  ) {
    this.socket = io(`${baseUrl}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      ...options,
      ...(auth ? { auth } : {}),
    });
    this.socket.on('connect_error', (error) => {
      this.connectError = error;
      this.notify();
    });
    this.socket.on('fleet:snapshot', (wire) => {
      this.snapshots += 1;
      if ('deflated' in wire) {
        this.deflatedSnapshots += 1;
        const { deflated, ...header } = wire;
        const trucks = JSON.parse(inflateRawSync(deflated).toString()) as Columns;
        this.replica.applySnapshot(decodeSnapshot({ ...header, trucks }));
      } else this.replica.applySnapshot(decodeSnapshot(wire));
      this.notify();
    });
    this.socket.on('fleet:diff', (wire) => {
      const diff = decodeDiff(wire);
      if (this.dropDiffs > 0) {
        this.dropDiffs -= 1;
        this.dropped += 1;
        this.notify();
        return;
      }
      this.diffs.push(diff);
      const update = this.replica.applyDiff(diff);
      if (update?.kind === 'gap') {
        this.resyncs += 1;
        this.socket.emit('fleet:resync', { seq: this.replica.seq });
      }
      this.notify();
    });
    this.socket.on('plafond:update', (update) => {
      this.plafond = update;
      this.notify();
    });
    this.socket.on('upstream:health', (health) => {
      this.health = health;
      this.notify();
    });
  }

  /** Resolves when `predicate` holds after some message, or rejects after `timeoutMs`. */
  until(predicate: () => boolean, timeoutMs = 15_000): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('timed out waiting for live messages')),
        timeoutMs,
      );
      const check = (): void => {
        if (!predicate()) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve();
      };
      this.waiters.push(check);
    });
  }

  /** The TCP socket under the connection (engine.io-client over `ws` in Node), to stall reading. */
  tcp(): NetSocket {
    const engine = this.socket.io.engine as unknown as {
      transport: { ws?: { _socket?: NetSocket } };
    };
    const tcp = engine.transport.ws?._socket;
    if (!tcp) throw new Error('no TCP socket under the client: engine.io-client internals changed');
    return tcp;
  }

  close(): void {
    this.socket.close();
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
