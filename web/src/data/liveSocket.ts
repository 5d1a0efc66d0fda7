import { Observable, share } from 'rxjs';
import {
  LIVE_NAMESPACE,
  type AlertHandlingEvent,
  type GeofenceEvent,
  type PlafondUpdate,
  type ReplicaDiff,
  type FleetSnapshot,
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
import { reportCredentialEnded, reportHandshakeRefused } from './credentialEnded.js';
import {
  defaultLiveTransport,
  HANDSHAKE_REFUSED,
  type LiveAuth,
  type LiveTransport,
  type LiveTransportFactory,
} from './liveTransport.js';

export type { LiveAuth } from './liveTransport.js';

export type LiveMessage =
  | { type: 'connection'; connected: boolean }
  | { type: 'snapshot'; snapshot: FleetSnapshot<Truck> }
  | { type: 'diff'; diff: ReplicaDiff }
  | { type: 'health'; health: UpstreamHealth }
  | { type: 'traffic'; traffic: TrafficUpdate }
  | { type: 'alerts'; event: AlertHandlingEvent }
  | { type: 'geofence'; event: GeofenceEvent }
  | { type: 'plafond'; plafond: PlafondUpdate };

export interface LiveConnection {
  message$: Observable<LiveMessage>;
  resync(seq: number): void;
}

/**
 * Wraps the `/live` socket as a stream of messages; the socket lives while someone subscribes.
 * The socket itself runs in a worker where there is one (liveTransport.ts); the payloads are
 * checked and decoded here. `auth` is read at every (re)connection, so a company switch or a new
 * token is picked up. A malformed payload is logged and dropped.
 */
export function connectLive(
  origin = '',
  auth: () => LiveAuth = () => ({}),
  transport: LiveTransportFactory = defaultLiveTransport,
): LiveConnection {
  let live: LiveTransport | undefined;
  const message$ = new Observable<LiveMessage>((subscriber) => {
    const opened = transport(`${origin}${LIVE_NAMESPACE}`, (send) => send(auth()), {
      connection: (connected) => subscriber.next({ type: 'connection', connected }),
      event: (name, payload) => {
        if (name === 'auth:ended') return reportCredentialEnded(payload);
        if (name === HANDSHAKE_REFUSED) return reportHandshakeRefused(payload, auth().token);
        const message = readLiveMessage(name, payload);
        if (message) subscriber.next(message);
      },
    });
    live = opened;
    // The browser going offline drops the stream at once (its banner shows); online rejoins.
    // Only the changes count: a browser that starts "offline" may still reach a relay on its LAN.
    const onNetwork = () => opened.network(globalThis.navigator?.onLine !== false);
    globalThis.addEventListener?.('online', onNetwork);
    globalThis.addEventListener?.('offline', onNetwork);
    return () => {
      globalThis.removeEventListener?.('online', onNetwork);
      globalThis.removeEventListener?.('offline', onNetwork);
      opened.close();
      live = undefined;
    };
  }).pipe(share());
  return {
    message$,
    resync: (seq) => live?.resync(seq),
  };
}

/**
 * A server event as a message, or undefined when it is malformed (logged, naming the field) or
 * not one the app reads. Trucks travel in columnar form (docs/perf.md); the store works on objects.
 */
export function readLiveMessage(name: string, payload: unknown): LiveMessage | undefined {
  switch (name) {
    case 'fleet:snapshot': {
      const snapshot = readSnapshot(payload);
      return snapshot && { type: 'snapshot', snapshot };
    }
    case 'fleet:diff': {
      const diff = readDiff(payload);
      return diff && { type: 'diff', diff };
    }
    case 'upstream:health': {
      const health = parseUpstreamHealth(payload);
      return health && { type: 'health', health };
    }
    case 'plafond:update': {
      const plafond = parsePlafondUpdate(payload);
      return plafond && { type: 'plafond', plafond };
    }
    case 'alerts:handling': {
      const event = parseAlertHandling(payload);
      return event && { type: 'alerts', event };
    }
    case 'poi:geofence': {
      const event = parseGeofenceEvent(payload);
      return event && { type: 'geofence', event };
    }
    case 'traffic:update': {
      const traffic = parseTrafficUpdate(payload);
      return traffic && { type: 'traffic', traffic };
    }
    default:
      return undefined;
  }
}
