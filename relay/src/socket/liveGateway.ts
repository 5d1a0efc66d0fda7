import type { Namespace, Server, Socket } from 'socket.io';
import {
  ALL_COMPANIES,
  companyRoom,
  encodeDiff,
  encodeSnapshot,
  LIVE_NAMESPACE,
  liveHandshakeSchema,
  resyncRequestSchema,
  type CompanyDiff,
  type CompanyScope,
  type CompanySnapshot,
  type LiveClientToServer,
  type LiveHandshake,
  type LiveServerToClient,
  type PlafondUpdate,
  type TrafficUpdate,
  type UpstreamHealth,
  type WireSnapshot,
} from '@fleetdeck/shared';
import type { LiveMetrics } from '../metrics/liveMetrics.js';
import { holdBack, pendingBytes } from './backpressure.js';
import type { FleetHub } from '../live/hub.js';
import type { RelayEvents } from '../live/bus.js';

interface SocketData {
  company: CompanyScope;
  lagging: boolean;
  /** Pending bytes at the last tick (see holdBack). */
  pendingLastTick: number;
}
export type LiveNamespace = Namespace<
  LiveClientToServer,
  LiveServerToClient,
  RelayEvents,
  SocketData
>;
type LiveSocket = Socket<LiveClientToServer, LiveServerToClient, RelayEvents, SocketData>;

/**
 * The auth seam of `/live`: given the validated handshake (company already defaulted), answers the
 * company stream the client may join, or throws an Error whose message the client receives in
 * `connect_error`. With `LIVE_REQUIRE_AUTH` the relay plugs in the token check
 * (auth/liveAuthorizer.ts).
 */
export type LiveAuthorizer = (
  handshake: LiveHandshake & { company: CompanyScope },
) => Promise<{ company: CompanyScope }>;

/** Every handshake may join the stream it asks for: `/live` with `LIVE_REQUIRE_AUTH=false`. */
export const allowAll: LiveAuthorizer = (handshake) =>
  Promise.resolve({ company: handshake.company });

export interface LiveGatewayOptions {
  /** Stream for a client whose handshake names no company (`LIVE_DEFAULT_COMPANY`). */
  defaultCompany: CompanyScope;
  authorize?: LiveAuthorizer;
  /** Above this many pending bytes a client gets no more diffs until it drains. */
  maxPendingBytes: number;
  metrics: LiveMetrics;
}

/**
 * A client's pending bytes right after a snapshot was queued for it: the next tick compares with
 * nothing (the snapshot is in flight), the one after with what was pending then (see holdBack).
 */
const SNAPSHOT_QUEUED = Number.POSITIVE_INFINITY;

/** Clients held back stop receiving diffs; they leave this room with a fresh snapshot. */
const LAGGING = 'lagging';

export interface ClientStats {
  id: string;
  company: CompanyScope;
  pendingBytes: number;
  lagging: boolean;
}

/**
 * Namespace `/live` on this relay: handshake validation and authorisation, one room per company
 * stream, a snapshot on join and on `fleet:resync`, then the stream's diffs. Every relay fans its
 * own clients out from the ticks it applies (see liveBus.ts), so the per-client backpressure below
 * works the same on every relay.
 */
export class LiveGateway {
  readonly live: LiveNamespace;
  private readonly subscribers = new Map<CompanyScope, number>();
  private readonly wireSnapshots = new WeakMap<CompanySnapshot, WireSnapshot>();
  private readonly snapshotBatch = new Map<CompanyScope, string[]>();
  private health: UpstreamHealth | undefined;
  private plafond: PlafondUpdate | undefined;
  private traffic: TrafficUpdate | undefined;

  constructor(
    io: Server,
    private readonly hub: FleetHub,
    private readonly options: LiveGatewayOptions,
  ) {
    this.live = io.of(LIVE_NAMESPACE) as LiveNamespace;
    const authorize = options.authorize ?? allowAll;
    this.live.use((socket, next) => {
      const parsed = liveHandshakeSchema.safeParse(socket.handshake.auth ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        next(new Error(`auth.${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`));
        return;
      }
      authorize({ ...parsed.data, company: parsed.data.company ?? options.defaultCompany }).then(
        ({ company }) => {
          socket.data.company = company;
          socket.data.lagging = false;
          socket.data.pendingLastTick = 0;
          next();
        },
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    this.live.on('connection', (socket) => this.onConnection(socket));
  }

  private onConnection(socket: LiveSocket): void {
    const { company } = socket.data;
    // The company room is joined when the snapshot goes (flushSnapshots): no diff before it.
    this.subscribers.set(company, (this.subscribers.get(company) ?? 0) + 1);
    this.options.metrics.clients.inc();
    this.sendSnapshot(socket, 'join');
    if (this.health) socket.emit('upstream:health', this.health);
    if (this.plafond) socket.emit('plafond:update', this.plafondFor(company, this.plafond));
    if (this.traffic) socket.emit('traffic:update', this.traffic);
    socket.on('fleet:resync', (payload: unknown) => {
      const parsed = resyncRequestSchema.safeParse(payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        socket.emit('live:error', {
          event: 'fleet:resync',
          message: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
        });
        return;
      }
      // A lagging client gets its snapshot when it drains; sending one now would pile up.
      if (!socket.data.lagging) this.sendSnapshot(socket, 'resync');
    });
    socket.on('disconnect', () => {
      const left = (this.subscribers.get(company) ?? 1) - 1;
      if (left > 0) this.subscribers.set(company, left);
      else this.subscribers.delete(company);
      this.options.metrics.clients.dec();
      if (socket.data.lagging) this.options.metrics.laggingClients.dec();
    });
  }

  /**
   * Sends one tick's company diffs to this relay's clients. Clients over the pending-bytes limit
   * are held back (no diff is queued for them, so their memory stays bounded) and get a fresh
   * snapshot of their stream once their buffer has drained.
   */
  publish(diffs: ReadonlyMap<CompanyScope, CompanyDiff>, seq: number, at: number): void {
    const recovered: LiveSocket[] = [];
    for (const socket of this.live.sockets.values()) {
      const pending = pendingBytes(socket);
      const lastTick = socket.data.pendingLastTick;
      socket.data.pendingLastTick = pending;
      if (!socket.data.lagging && holdBack(pending, lastTick, this.options.maxPendingBytes)) {
        socket.data.lagging = true;
        void socket.join(LAGGING);
        this.options.metrics.laggingClients.inc();
      } else if (socket.data.lagging && pending <= this.options.maxPendingBytes / 4) {
        recovered.push(socket);
      }
    }
    for (const scope of this.subscribers.keys()) {
      const diff = diffs.get(scope) ?? { company: scope, seq, at, upserts: [], removes: [] };
      this.live.local.to(companyRoom(scope)).except(LAGGING).emit('fleet:diff', encodeDiff(diff));
    }
    for (const socket of recovered) {
      socket.data.lagging = false;
      void socket.leave(LAGGING);
      this.options.metrics.laggingClients.dec();
      this.sendSnapshot(socket, 'drained');
    }
  }

  /** Every client gets a fresh snapshot (the company directory changed, or the state was reloaded). */
  resnapshotAll(reason: string): void {
    // One broadcast per stream: encoded once, however many clients watch it.
    for (const scope of this.subscribers.keys()) {
      this.live.local
        .to(companyRoom(scope))
        .except(LAGGING)
        .emit('fleet:snapshot', this.wireSnapshot(scope));
      this.options.metrics.snapshotsSent.labels(reason).inc();
    }
    for (const socket of this.live.sockets.values()) {
      if (!socket.data.lagging) socket.data.pendingLastTick = SNAPSHOT_QUEUED;
    }
  }

  publishHealth(health: UpstreamHealth): void {
    this.health = health;
    this.live.local.except(LAGGING).emit('upstream:health', health);
  }

  /** Each stream gets only the plafond of drivers on its own trucks. */
  publishPlafond(update: PlafondUpdate): void {
    this.plafond = update;
    for (const scope of this.subscribers.keys()) {
      this.live.local
        .to(companyRoom(scope))
        .except(LAGGING)
        .emit('plafond:update', this.plafondFor(scope, update));
    }
  }

  private plafondFor(scope: CompanyScope, update: PlafondUpdate): PlafondUpdate {
    if (scope === ALL_COMPANIES) return update;
    const drivers = this.hub.driverIdsOf(scope);
    const data = Object.fromEntries(
      Object.entries(update.data).filter(([id]) => drivers.has(Number(id))),
    );
    return { ...update, data };
  }

  publishTraffic(update: TrafficUpdate): void {
    this.traffic = update;
    this.live.local.except(LAGGING).emit('traffic:update', update);
  }

  clientStats(): ClientStats[] {
    return [...this.live.sockets.values()].map((socket) => ({
      id: socket.id,
      company: socket.data.company,
      pendingBytes: pendingBytes(socket),
      lagging: socket.data.lagging,
    }));
  }

  /**
   * Snapshots asked for in the same turn of the event loop go out as one broadcast per stream:
   * encoded once however many clients asked. After a relay restart every client reconnects at
   * once; encoding a snapshot per client blocked the loop for seconds (docs/perf.md).
   */
  private sendSnapshot(socket: LiveSocket, reason: string): void {
    this.options.metrics.snapshotsSent.labels(reason).inc();
    const scope = socket.data.company;
    // Until its snapshot goes, the socket is out of its stream's room, so the diffs it gets are
    // exactly those after the snapshot's seq, in order (the protocol's promise to clients).
    void socket.leave(companyRoom(scope));
    const batch = this.snapshotBatch.get(scope) ?? [];
    batch.push(socket.id);
    this.snapshotBatch.set(scope, batch);
    if (this.snapshotBatch.size === 1 && batch.length === 1) {
      setImmediate(() => this.flushSnapshots());
    }
  }

  private flushSnapshots(): void {
    const batches = [...this.snapshotBatch];
    this.snapshotBatch.clear();
    for (const [scope, ids] of batches) {
      // Every socket is in a room named by its id.
      this.live.local.to(ids).emit('fleet:snapshot', this.wireSnapshot(scope));
      for (const id of ids) {
        const socket = this.live.sockets.get(id);
        if (!socket) continue;
        socket.data.pendingLastTick = SNAPSHOT_QUEUED;
        void socket.join(companyRoom(scope));
      }
    }
  }

  private wireSnapshot(scope: CompanyScope): WireSnapshot {
    const snapshot = this.hub.snapshot(scope);
    let wire = this.wireSnapshots.get(snapshot);
    if (!wire) {
      wire = encodeSnapshot(snapshot);
      this.wireSnapshots.set(snapshot, wire);
    }
    return wire;
  }
}
