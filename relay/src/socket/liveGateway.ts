import type { Namespace, Server, Socket } from 'socket.io';
import {
  LIVE_NAMESPACE,
  resyncRequestSchema,
  type FleetDiff,
  type LiveClientToServer,
  type LiveServerToClient,
} from '@fleetdeck/shared';
import type { FleetHub } from './fleetHub.js';

export type LiveNamespace = Namespace<LiveClientToServer, LiveServerToClient>;
type LiveSocket = Socket<LiveClientToServer, LiveServerToClient>;

/**
 * Namespace `/live`: a snapshot on connect, then every diff; a client that saw a gap in `seq` asks
 * `fleet:resync` and gets a fresh snapshot.
 */
export function registerLiveGateway(io: Server, hub: FleetHub): { publish(diff: FleetDiff): void } {
  const live: LiveNamespace = io.of(LIVE_NAMESPACE);
  live.on('connection', (socket: LiveSocket) => {
    socket.emit('fleet:snapshot', hub.snapshot());
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
      socket.emit('fleet:snapshot', hub.snapshot());
    });
  });
  return {
    publish: (diff) => {
      live.emit('fleet:diff', diff);
    },
  };
}
