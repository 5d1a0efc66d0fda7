import { Observable, share } from 'rxjs';
import { io, type Socket } from 'socket.io-client';
import {
  LIVE_NAMESPACE,
  type AlertHandlingEvent,
  type GeofenceEvent,
  type PlafondUpdate,
  type FleetDiff,
  type FleetSnapshot,
  type LiveClientToServer,
  type LiveServerToClient,
  type Truck,
  type TrafficUpdate,
  type UpstreamHealth,
} from '@fleetdeck/shared';
import {
  parseAlertHandling,
  parseGeofenceEvent,
  parsePlafondUpdate,
  parseTrafficUpdate,
  parseUpstreamHealth,
  readDiff,
  readSnapshot,
} from './liveSchemas.js';

export type LiveMessage =
  | { type: 'connection'; connected: boolean }
  | { type: 'snapshot'; snapshot: FleetSnapshot<Truck> }
  | { type: 'diff'; diff: FleetDiff }
  | { type: 'health'; health: UpstreamHealth }
  | { type: 'traffic'; traffic: TrafficUpdate }
  | { type: 'alerts'; event: AlertHandlingEvent }
  | { type: 'geofence'; event: GeofenceEvent }
  | { type: 'plafond'; plafond: PlafondUpdate };

export interface LiveConnection {
  message$: Observable<LiveMessage>;
  resync(seq: number): void;
}

/** The handshake of `/live`: the same bearer token and company as the API calls. */
export interface LiveAuth {
  token?: string;
  company?: number;
}

/**
 * Wraps the `/live` socket as a stream of messages; the socket lives while someone subscribes.
 * `auth` is read at every (re)connection, so a company switch or a new token is picked up.
 * Health and traffic are checked at run time; a malformed one is logged and dropped.
 */
export function connectLive(origin = '', auth: () => LiveAuth = () => ({})): LiveConnection {
  let socket: Socket<LiveServerToClient, LiveClientToServer> | undefined;
  const message$ = new Observable<LiveMessage>((subscriber) => {
    const s: Socket<LiveServerToClient, LiveClientToServer> = io(`${origin}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      auth: (send) => send({ ...auth() }),
    });
    socket = s;
    s.on('connect', () => subscriber.next({ type: 'connection', connected: true }));
    s.on('disconnect', () => subscriber.next({ type: 'connection', connected: false }));
    // Trucks travel in columnar form (docs/perf.md); the store works on objects.
    s.on('fleet:snapshot', (payload: unknown) => {
      const snapshot = readSnapshot(payload);
      if (snapshot) subscriber.next({ type: 'snapshot', snapshot });
    });
    s.on('fleet:diff', (payload: unknown) => {
      const diff = readDiff(payload);
      if (diff) subscriber.next({ type: 'diff', diff });
    });
    s.on('upstream:health', (payload: unknown) => {
      const health = parseUpstreamHealth(payload);
      if (health) subscriber.next({ type: 'health', health });
    });
    s.on('plafond:update', (payload: unknown) => {
      const plafond = parsePlafondUpdate(payload);
      if (plafond) subscriber.next({ type: 'plafond', plafond });
    });
    s.on('alerts:handling', (payload: unknown) => {
      const event = parseAlertHandling(payload);
      if (event) subscriber.next({ type: 'alerts', event });
    });
    s.on('poi:geofence', (payload: unknown) => {
      const event = parseGeofenceEvent(payload);
      if (event) subscriber.next({ type: 'geofence', event });
    });
    s.on('traffic:update', (payload: unknown) => {
      const traffic = parseTrafficUpdate(payload);
      if (traffic) subscriber.next({ type: 'traffic', traffic });
    });
    return () => {
      s.close();
      socket = undefined;
    };
  }).pipe(share());
  return {
    message$,
    resync: (seq) => socket?.emit('fleet:resync', { seq }),
  };
}
