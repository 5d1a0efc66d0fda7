import { filter, map, type Observable } from 'rxjs';
import { FleetReplica, type Truck, type TruckId } from '@fleetdeck/shared';
import type { LiveConnection } from './liveSocket.js';

export type ConnectionState = 'connecting' | 'live' | 'offline';

/** What views need after each message: the whole fleet and which ids changed since the last one. */
export interface FleetView {
  trucks: ReadonlyMap<TruckId, Truck>;
  seq: number;
  /** True after a snapshot: derivations must rebuild instead of patching. */
  full: boolean;
  changed: readonly TruckId[];
  removed: readonly TruckId[];
  connection: ConnectionState;
}

/**
 * Applies the live stream to a replica of the fleet. A gap in `seq` asks the relay for a resync and
 * emits nothing until the fresh snapshot arrives.
 */
export function fleetView$(connection: LiveConnection): Observable<FleetView> {
  const replica = new FleetReplica<Truck>();
  let state: ConnectionState = 'connecting';
  const view = (full: boolean, changed: readonly TruckId[], removed: readonly TruckId[]): FleetView => ({
    trucks: replica.trucks,
    seq: replica.seq,
    full,
    changed,
    removed,
    connection: state,
  });
  return connection.message$.pipe(
    map((message): FleetView | undefined => {
      switch (message.type) {
        case 'connection':
          state = message.connected ? 'live' : 'offline';
          return view(false, [], []);
        case 'snapshot':
          replica.applySnapshot(message.snapshot);
          return view(true, [], []);
        case 'diff': {
          const update = replica.applyDiff(message.diff);
          if (update?.kind === 'gap') connection.resync(replica.seq);
          return update?.kind === 'diff' ? view(false, update.changed, update.removed) : undefined;
        }
        default:
          return undefined;
      }
    }),
    filter((v): v is FleetView => v !== undefined),
  );
}
