import type { Namespace, Server, Socket } from 'socket.io';
import {
  SHARED_NAMESPACE,
  sharedHandshakeSchema,
  sharedLinkValidity,
  type CompanyDiff,
  type CompanyScope,
  type SharedClientToServer,
  type SharedRefusal,
  type SharedServerToClient,
} from '@fleetdeck/shared';
import type { FleetHub } from '../live/hub.js';
import type { LinkEvents } from './linkEvents.js';
import { hashLinkToken } from './linkToken.js';
import { linkDiff, linkSnapshot, type LinkScope } from './linkStream.js';
import type { SharedLinkRepository } from './sharedLinkRepository.js';
import { ViewerTimers } from './viewerTimers.js';

interface RelayToRelay {
  'link:expiry': (linkId: string, exp: number) => void;
}
interface ViewerData extends LinkScope {
  linkId: string;
  exp: number;
}
type SharedNamespace = Namespace<
  SharedClientToServer,
  SharedServerToClient,
  RelayToRelay,
  ViewerData
>;
type Viewer = Socket<SharedClientToServer, SharedServerToClient, RelayToRelay, ViewerData>;

const room = (linkId: string): string => `link:${linkId}`;

/**
 * Namespace `/shared`: a viewer with a link token, admitted only inside the link's window, gets
 * the link's trucks (public fields) from the same ticks as `/live`, and is disconnected when the
 * link expires or is revoked. With Redis, revocation and expiry changes reach every relay.
 */
export class SharedGateway implements LinkEvents {
  readonly ns: SharedNamespace;
  /** Links with viewers on this relay, and what they may see. */
  private readonly links = new Map<string, LinkScope>();
  private readonly timers: ViewerTimers;

  constructor(
    io: Server,
    private readonly hub: FleetHub,
    repository: SharedLinkRepository,
    /** Several relays share an adapter (Redis): expiry changes are passed on to the others. */
    private readonly clustered: boolean,
    private readonly nowMs: () => number = Date.now,
  ) {
    this.ns = io.of(SHARED_NAMESPACE) as SharedNamespace;
    this.timers = new ViewerTimers(nowMs, (linkId) => this.end(linkId, 'no_longer_exists', true));
    this.ns.use((socket, next) => {
      const parsed = sharedHandshakeSchema.safeParse(socket.handshake.auth ?? {});
      if (!parsed.success) return next(new Error('no_longer_exists'));
      repository.byTokenHash(hashLinkToken(parsed.data.token)).then((link) => {
        const state = link
          ? sharedLinkValidity(link, Math.floor(nowMs() / 1000))
          : 'no_longer_exists';
        if (!link || state !== 'valid') return next(new Error(state));
        Object.assign(socket.data, {
          linkId: link.id,
          exp: link.exp,
          companyId: link.company_id,
          truckIds: new Set(link.trucks.map((t) => t.id)),
        });
        next();
      }, next);
    });
    this.ns.on('connection', (socket) => this.onConnection(socket));
    this.ns.on('link:expiry', (linkId, exp) => this.moveExpiry(linkId, exp));
  }

  private onConnection(socket: Viewer): void {
    const { linkId, exp } = socket.data;
    void socket.join(room(linkId));
    if (!this.links.has(linkId)) this.links.set(linkId, socket.data);
    this.timers.watch(linkId, exp);
    socket.emit('fleet:snapshot', this.snapshotOf(socket.data));
    socket.on('fleet:resync', () => socket.emit('fleet:snapshot', this.snapshotOf(socket.data)));
    socket.on('disconnect', () => {
      if (this.ns.adapter.rooms.get(room(linkId))?.size) return;
      this.links.delete(linkId);
      this.timers.forget(linkId);
    });
  }

  private snapshotOf(scope: LinkScope) {
    return linkSnapshot(this.hub.snapshot(scope.companyId), scope);
  }

  /** Each watched link's cut of this tick (called beside `LiveGateway.publish`). */
  publish(diffs: ReadonlyMap<CompanyScope, CompanyDiff>, seq: number, at: number): void {
    for (const [linkId, scope] of this.links) {
      this.ns.local
        .to(room(linkId))
        .emit('fleet:diff', linkDiff(diffs.get(scope.companyId), scope, seq, at));
    }
  }

  resnapshotAll(): void {
    for (const [linkId, scope] of this.links) {
      this.ns.local.to(room(linkId)).emit('fleet:snapshot', this.snapshotOf(scope));
    }
  }

  expiryChanged(linkId: string, exp: number): void {
    this.ns.to(room(linkId)).emit('link:update', { exp });
    if (this.clustered) this.ns.serverSideEmit('link:expiry', linkId, exp);
    this.moveExpiry(linkId, exp);
  }

  revoked(linkId: string): void {
    this.end(linkId, 'no_longer_exists', false);
  }

  private moveExpiry(linkId: string, exp: number): void {
    if (this.links.has(linkId)) this.timers.watch(linkId, exp);
  }

  /** Tells the link's viewers why, then disconnects them: here only, or on every relay. */
  private end(linkId: string, reason: SharedRefusal, localOnly: boolean): void {
    const target = localOnly ? this.ns.local.to(room(linkId)) : this.ns.to(room(linkId));
    target.emit('link:ended', { reason });
    target.disconnectSockets(true);
    this.links.delete(linkId);
    this.timers.forget(linkId);
  }

  close(): void {
    this.timers.clear();
  }
}
