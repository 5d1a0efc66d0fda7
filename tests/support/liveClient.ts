import { io, type Socket } from 'socket.io-client';
import {
  FleetReplica,
  LIVE_NAMESPACE,
  type FleetDiff,
  type LiveClientToServer,
  type LiveServerToClient,
  type Truck,
} from '@fleetdeck/shared';

/** A real Socket.IO client on `/live` that keeps a replica and records what it received. */
export class LiveTestClient {
  readonly replica = new FleetReplica<Truck>();
  readonly socket: Socket<LiveServerToClient, LiveClientToServer>;
  readonly diffs: FleetDiff[] = [];
  snapshots = 0;
  private waiters: Array<() => void> = [];

  constructor(baseUrl: string) {
    this.socket = io(`${baseUrl}${LIVE_NAMESPACE}`, { transports: ['websocket'], forceNew: true });
    this.socket.on('fleet:snapshot', (snapshot) => {
      this.snapshots += 1;
      this.replica.applySnapshot(snapshot);
      this.notify();
    });
    this.socket.on('fleet:diff', (diff) => {
      this.diffs.push(diff);
      const update = this.replica.applyDiff(diff);
      if (update?.kind === 'gap') this.socket.emit('fleet:resync', { seq: this.replica.seq });
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

  close(): void {
    this.socket.close();
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}
