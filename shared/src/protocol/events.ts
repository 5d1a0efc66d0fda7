import { z } from 'zod';
import type { Truck } from '../domain/truck.js';
import type { FleetDiff, FleetSnapshot } from './fleetDiff.js';

/** Live namespace name on the relay. */
export const LIVE_NAMESPACE = '/live';

export interface LiveServerToClient {
  'fleet:snapshot': (snapshot: FleetSnapshot<Truck>) => void;
  'fleet:diff': (diff: FleetDiff) => void;
  /** A client payload was rejected; the message names the field. */
  'live:error': (error: { event: string; message: string }) => void;
}

export interface LiveClientToServer {
  'fleet:resync': (request: ResyncRequest) => void;
}

export const resyncRequestSchema = z.object({ seq: z.number().int() }).strict();
export type ResyncRequest = z.infer<typeof resyncRequestSchema>;
