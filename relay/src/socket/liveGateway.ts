import { promisify } from 'node:util';
import { deflateRaw } from 'node:zlib';
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
  type DeflatedWireSnapshot,
  type LiveClientToServer,
  type LiveHandshake,
  type LiveServerToClient,
  type PlafondUpdate,
  type TrafficUpdate,
  type UpstreamHealth,
  type WireDiff,
  type WireSnapshot,
} from '@fleetdeck/shared';
import type { LivePrincipal } from '../auth/credentialWatch.js';
import type { LiveMetrics } from '../metrics/liveMetrics.js';
import { holdBack, pendingBytes } from './backpressure.js';
import type { FleetHub } from '../live/hub.js';
import type { RelayEvents } from '../live/bus.js';

interface SocketData {
  company: CompanyScope;
  /** Its handshake asked for deflated snapshots. */
  deflate: boolean;
  lagging: boolean;
  /** Pending bytes at the last tick (see holdBack). */
  pendingLastTick: number;
  /** Why its latest snapshot was asked for (join, resync, gap, drained), counted when it goes. */
  snapshotReason?: string;
  /** The credential it joined with (none when `/live` needs no sign-in). */
  principal?: LivePrincipal;
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
) => Promise<{ company: CompanyScope; principal?: LivePrincipal }>;

/** Every handshake may join the stream it asks for: `/live` with `LIVE_REQUIRE_AUTH=false`. */
export const allowAll: LiveAuthorizer = (handshake) =>
  Promise.resolve({ company: handshake.company });

export interface LiveGatewayOptions {
  /** Stream for a client whose handshake names no company (`LIVE_DEFAULT_COMPANY`). */
  defaultCompany: CompanyScope;
  authorize?: LiveAuthorizer;
  /** Above this many pending bytes a client gets no more diffs until it drains. */
  maxPendingBytes: number;
  /**
   * At most this many snapshots leave the relay at once; other clients wait their turn, in the
   * order they asked (`LIVE_SNAPSHOTS_IN_FLIGHT`). A snapshot has left once its bytes are all with
   * the kernel.
   */
  snapshotsInFlight: number;
  metrics: LiveMetrics;
}

const deflateRawAsync = promisify(deflateRaw);
/** How often the snapshots in flight are checked for having left (only while there are some). */
const DRAIN_CHECK_MS = 10;
/**
 * A client that does not read keeps its snapshot's bytes on the relay; after this long its turn is
 * over all the same, so a few such clients cannot hold up every join (they are held back as
 * lagging at the next ticks, see holdBack).
 */
const SNAPSHOT_SLOT_MS = 5000;

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
 * own clients out from the ticks it applies (see live/bus.ts), so the per-client backpressure below
 * works the same on every relay.
 */
export class LiveGateway {
  readonly live: LiveNamespace;
  private readonly subscribers = new Map<CompanyScope, number>();
  private readonly wireSnapshots = new WeakMap<CompanySnapshot, WireSnapshot>();
  private readonly deflatedSnapshots = new WeakMap<
    CompanySnapshot,
    Promise<DeflatedWireSnapshot>
  >();
  /** Clients waiting for a snapshot, in the order they asked (see admit). */
  private readonly waiting = new Map<string, LiveSocket>();
  /** Clients whose snapshot is leaving, with when it was emitted (a deflated one is made first). */
  private readonly sending = new Map<LiveSocket, number | undefined>();
  /** Batches whose snapshot is being compressed, with the diffs of their stream meanwhile. */
  private readonly deflating = new Set<{ scope: CompanyScope; missed: WireDiff[] }>();
  private admitScheduled = false;
  private drainCheck: NodeJS.Timeout | undefined;
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
        ({ company, principal }) => {
          socket.data.company = company;
          if (principal) socket.data.principal = principal;
          socket.data.deflate = parsed.data.compress === 'deflate-raw';
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
    // The company room is joined when the snapshot goes (emitSnapshot): no diff before it.
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
      this.waiting.delete(socket.id);
      this.options.metrics.snapshotsWaiting.set(this.waiting.size);
      if (this.sending.delete(socket)) this.scheduleAdmit();
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
      const wire = encodeDiff(diff);
      this.live.local.to(companyRoom(scope)).except(LAGGING).emit('fleet:diff', wire);
      for (const batch of this.deflating) if (batch.scope === scope) batch.missed.push(wire);
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
   * Queues a snapshot for the client. Snapshots go out a few at a time (`snapshotsInFlight`):
   * when a relay restarts, every client reconnects at once, and 2,000 clients of a 50,000-truck
   * fleet asked for 12 GB at once; the relays fell behind, missed pings, dropped clients and were
   * asked again (docs/reliability.md). Clients admitted in the same turn of the event loop share
   * one broadcast per stream, and each snapshot is encoded once however many clients take it.
   */
  private sendSnapshot(socket: LiveSocket, reason: string): void {
    socket.data.snapshotReason = reason;
    // Until its snapshot goes, the socket is out of its stream's room, so the diffs it gets are
    // exactly those after the snapshot's seq, in order (the protocol's promise to clients).
    void socket.leave(companyRoom(socket.data.company));
    this.waiting.set(socket.id, socket);
    this.options.metrics.snapshotsWaiting.set(this.waiting.size);
    this.scheduleAdmit();
  }

  private scheduleAdmit(): void {
    if (this.admitScheduled || this.waiting.size === 0) return;
    this.admitScheduled = true;
    setImmediate(() => {
      this.admitScheduled = false;
      this.admit();
    });
  }

  /** Sends snapshots to the clients first in line, as many as may be in flight. */
  private admit(): void {
    const plain = new Map<CompanyScope, LiveSocket[]>();
    const deflated = new Map<CompanyScope, LiveSocket[]>();
    for (const [id, socket] of this.waiting) {
      if (this.sending.size >= this.options.snapshotsInFlight) break;
      this.waiting.delete(id);
      if (!socket.connected) continue;
      this.sending.set(socket, undefined);
      const batches = socket.data.deflate ? deflated : plain;
      const batch = batches.get(socket.data.company) ?? [];
      batch.push(socket);
      batches.set(socket.data.company, batch);
    }
    this.options.metrics.snapshotsWaiting.set(this.waiting.size);
    for (const [scope, sockets] of plain)
      this.emitSnapshot(scope, sockets, this.wireSnapshot(scope));
    for (const [scope, sockets] of deflated) void this.sendDeflated(scope, sockets);
    this.watchDrain();
  }

  /** The snapshot, then the stream's diffs after it (`missed`), then the stream's room. */
  private emitSnapshot(
    scope: CompanyScope,
    sockets: LiveSocket[],
    payload: WireSnapshot | DeflatedWireSnapshot,
    missed: readonly WireDiff[] = [],
  ): void {
    // Asked again meanwhile (a resync): the socket stays out of the room until that one goes.
    const ready = sockets.filter((socket) => socket.connected && !this.waiting.has(socket.id));
    // Every socket is in a room named by its id.
    const to = this.live.local.to(ready.map((socket) => socket.id));
    to.emit('fleet:snapshot', payload);
    if ('deflated' in payload) this.options.metrics.snapshotsDeflated.inc(ready.length);
    for (const socket of ready)
      this.options.metrics.snapshotsSent.labels(socket.data.snapshotReason ?? 'join').inc();
    for (const diff of missed) if (diff.seq > payload.seq) to.emit('fleet:diff', diff);
    for (const socket of ready) {
      socket.data.pendingLastTick = SNAPSHOT_QUEUED;
      void socket.join(companyRoom(scope));
    }
    const now = Date.now();
    for (const socket of sockets) if (this.sending.has(socket)) this.sending.set(socket, now);
  }

  /**
   * The stream's snapshot compressed (once per seq, off the event loop) to the clients that asked
   * for it. Ticks applied meanwhile follow it as the diffs they were (`missed`), so each client
   * still gets its stream without a gap; if compressing fails, the plain snapshot goes.
   */
  private async sendDeflated(scope: CompanyScope, sockets: LiveSocket[]): Promise<void> {
    const batch = { scope, missed: [] as WireDiff[] };
    this.deflating.add(batch);
    let payload: DeflatedWireSnapshot | undefined;
    try {
      payload = await this.deflatedSnapshot(this.hub.snapshot(scope));
    } catch {
      payload = undefined;
    } finally {
      this.deflating.delete(batch);
    }
    if (payload) this.emitSnapshot(scope, sockets, payload, batch.missed);
    else this.emitSnapshot(scope, sockets, this.wireSnapshot(scope));
  }

  private deflatedSnapshot(snapshot: CompanySnapshot): Promise<DeflatedWireSnapshot> {
    let deflated = this.deflatedSnapshots.get(snapshot);
    if (!deflated) {
      const { company, seq, at, trucks } = this.wireSnapshotOf(snapshot);
      deflated = deflateRawAsync(Buffer.from(JSON.stringify(trucks)), { level: 1 }).then(
        (bytes) => ({ company, seq, at, deflated: bytes }),
      );
      deflated.catch(() => this.deflatedSnapshots.delete(snapshot));
      this.deflatedSnapshots.set(snapshot, deflated);
    }
    return deflated;
  }

  /** Checks the snapshots in flight until none is left, releasing each once it has left. */
  private watchDrain(): void {
    if (this.drainCheck || this.sending.size === 0) return;
    this.drainCheck = setInterval(() => {
      let released = false;
      const now = Date.now();
      for (const [socket, emittedAt] of this.sending) {
        const left =
          emittedAt !== undefined &&
          (pendingBytes(socket) === 0 || now - emittedAt > SNAPSHOT_SLOT_MS);
        if (!socket.connected || left) {
          this.sending.delete(socket);
          released = true;
        }
      }
      if (this.sending.size === 0) {
        clearInterval(this.drainCheck);
        this.drainCheck = undefined;
      }
      if (released) this.scheduleAdmit();
    }, DRAIN_CHECK_MS);
    this.drainCheck.unref();
  }

  private wireSnapshot(scope: CompanyScope): WireSnapshot {
    return this.wireSnapshotOf(this.hub.snapshot(scope));
  }

  private wireSnapshotOf(snapshot: CompanySnapshot): WireSnapshot {
    let wire = this.wireSnapshots.get(snapshot);
    if (!wire) {
      wire = encodeSnapshot(snapshot);
      this.wireSnapshots.set(snapshot, wire);
    }
    return wire;
  }
}
