import { io, type Socket } from 'socket.io-client';
import {
  decodeDiff,
  decodeSnapshot,
  FleetReplica,
  SHARED_NAMESPACE,
  type CompanyDiff,
  type SharedClientToServer,
  type SharedServerToClient,
  type Truck,
} from '@fleetdeck/shared';

/** A real Socket.IO client on `/shared`, as the public view holds it: a link token, no account. */
export class SharedTestClient {
  readonly replica = new FleetReplica<Truck>();
  readonly socket: Socket<SharedServerToClient, SharedClientToServer>;
  readonly diffs: CompanyDiff[] = [];
  connectError: Error | undefined;
  ended: string | undefined;
  /** The expiry the relay last announced (`link:update`). */
  exp: number | undefined;
  disconnectReason: string | undefined;
  /** Unix ms at the moment the relay disconnected us. */
  disconnectedAt: number | undefined;
  private waiters: Array<() => void> = [];

  constructor(baseUrl: string, auth: unknown) {
    this.socket = io(`${baseUrl}${SHARED_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: auth as Record<string, unknown>,
    });
    this.socket.on('connect_error', (error) => this.record(() => (this.connectError = error)));
    this.socket.on('fleet:snapshot', (wire) =>
      this.record(() => this.replica.applySnapshot(decodeSnapshot(wire))),
    );
    this.socket.on('fleet:diff', (wire) =>
      this.record(() => {
        const diff = decodeDiff(wire);
        this.diffs.push(diff);
        if (this.replica.applyDiff(diff)?.kind === 'gap') {
          this.socket.emit('fleet:resync', { seq: this.replica.seq });
        }
      }),
    );
    this.socket.on('link:update', ({ exp }) => this.record(() => (this.exp = exp)));
    this.socket.on('link:ended', ({ reason }) => this.record(() => (this.ended = reason)));
    this.socket.on('disconnect', (reason) =>
      this.record(() => {
        this.disconnectReason = reason;
        this.disconnectedAt = Date.now();
      }),
    );
  }

  /** Resolves once connected with a snapshot, or refused; answers the refusal message if any. */
  async settled(): Promise<string | undefined> {
    await this.until(() => this.replica.synced || this.connectError !== undefined);
    return this.connectError?.message;
  }

  until(predicate: () => boolean, timeoutMs = 15_000): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out on /shared')), timeoutMs);
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

  private record(change: () => unknown): void {
    change();
    for (const waiter of [...this.waiters]) waiter();
  }
}
