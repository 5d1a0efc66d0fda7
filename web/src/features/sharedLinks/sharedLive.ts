import { Observable, share } from 'rxjs';
import { io, type Socket } from 'socket.io-client';
import {
  FleetReplica,
  SHARED_NAMESPACE,
  type SharedClientToServer,
  type SharedRefusal,
  type SharedServerToClient,
  type Truck,
} from '@fleetdeck/shared';
import { readDiff, readSnapshot } from '../../data/liveSchemas.js';
import { sharedVehicles, type SharedVehicle } from './sharedVehiclesLayer.js';

/** What the public view needs after each message of `/shared`. */
export interface SharedView {
  /** A new array at every change (the replica itself is updated in place). */
  vehicles: SharedVehicle[];
  seq: number;
  connection: 'connecting' | 'live' | 'offline';
  /** Set once the relay refused or ended the link: the view shows the message, no map. */
  ended?: SharedRefusal;
  exp?: number;
}

const isRefusal = (message: string): message is SharedRefusal =>
  message === 'not_yet_available' || message === 'no_longer_exists';

/**
 * The link's live stream as an observable of views (the sibling of `data/liveSocket.ts` +
 * `fleetStore.ts` for `/shared`): a replica kept by seq, a resync on a gap, and the end of the
 * link (refused, expired, revoked) as a final state. The socket lives while subscribed.
 */
export function sharedView$(token: string, origin = ''): Observable<SharedView> {
  return new Observable<SharedView>((subscriber) => {
    const replica = new FleetReplica<Truck>();
    let view: SharedView = { vehicles: [], seq: 0, connection: 'connecting' };
    const emit = (change: Partial<SharedView>): void => {
      view = { ...view, vehicles: sharedVehicles(replica.trucks), seq: replica.seq, ...change };
      subscriber.next(view);
    };
    const socket: Socket<SharedServerToClient, SharedClientToServer> = io(
      `${origin}${SHARED_NAMESPACE}`,
      { transports: ['websocket'], auth: { token } },
    );
    socket.on('connect', () => emit({ connection: 'live' }));
    socket.on('disconnect', (reason) => {
      // The relay ending the link is final: no reconnection.
      if (reason === 'io server disconnect')
        emit({ connection: 'offline', ended: view.ended ?? 'no_longer_exists' });
      else emit({ connection: 'offline' });
    });
    socket.on('connect_error', (error) => {
      if (!isRefusal(error.message)) return emit({ connection: 'offline' });
      socket.close();
      emit({ connection: 'offline', ended: error.message });
    });
    socket.on('link:ended', ({ reason }) => emit({ ended: reason }));
    socket.on('link:update', ({ exp }) => emit({ exp }));
    socket.on('fleet:snapshot', (payload: unknown) => {
      const snapshot = readSnapshot(payload);
      if (!snapshot) return;
      replica.applySnapshot(snapshot);
      emit({});
    });
    socket.on('fleet:diff', (payload: unknown) => {
      const diff = readDiff(payload);
      if (!diff) return;
      const update = replica.applyDiff(diff);
      if (update?.kind === 'gap') socket.emit('fleet:resync', { seq: replica.seq });
      else if (update?.kind === 'diff') emit({});
    });
    return () => {
      socket.close();
    };
  }).pipe(share());
}
