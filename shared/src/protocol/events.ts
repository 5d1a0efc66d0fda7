import { z } from 'zod';
import type { AlertHandlingEvent } from '../domain/alertHandling.js';
import type { GeofenceEvent } from '../domain/poi.js';
import type { Truck } from '../domain/truck.js';
import type { Columns } from './columnar.js';
import type { FleetDiff, FleetSnapshot, TruckId } from './fleetDiff.js';

/** Live namespace name on the relay. */
export const LIVE_NAMESPACE = '/live';

/** The company id a client may ask for to see every truck (helpdesk, the embedded default). */
export const ALL_COMPANIES = '*';
export type CompanyId = number;
export type CompanyScope = CompanyId | typeof ALL_COMPANIES;

/** Socket.IO room of a company stream. */
export const companyRoom = (company: CompanyScope): string => `company:${company}`;

/**
 * What travels on the wire: the same snapshot and diff, with the trucks and upserts in columnar
 * form (see columnar.ts and docs/perf.md for why). `wire.ts` converts both ways.
 */
export interface WireSnapshot {
  company: CompanyScope;
  seq: number;
  at: number;
  trucks: Columns;
}
/**
 * A snapshot for a client that asked for compression in its handshake (`compress: 'deflate-raw'`):
 * the header as in `WireSnapshot`, `trucks` as the deflate-raw bytes of its JSON, sent as a binary
 * attachment. The relay compresses a stream's snapshot once for every client that joins at that
 * seq; a 50,000-truck snapshot goes from about 6 MB to 1.5 MB (docs/reliability.md).
 */
export interface DeflatedWireSnapshot {
  company: CompanyScope;
  seq: number;
  at: number;
  /** deflate-raw of `JSON.stringify(trucks)`; an ArrayBuffer on receipt in a browser. */
  deflated: Uint8Array | ArrayBuffer;
}
export interface WireDiff {
  company: CompanyScope;
  seq: number;
  at: number;
  upserts: Columns;
  removes: TruckId[];
}

export const UPSTREAM_SOURCES = ['trucks', 'plafond', 'traffic'] as const;
export type UpstreamSource = (typeof UPSTREAM_SOURCES)[number];
/** ok: the last poll succeeded; degraded: recent failures, last good data kept; down: no good data. */
export type HealthState = 'ok' | 'degraded' | 'down';

export interface SourceHealth {
  source: UpstreamSource;
  state: HealthState;
  /** Epoch ms of the last good poll, null when none yet. */
  lastSuccessAt: number | null;
  consecutiveFailures: number;
  lastError: string | null;
}
export type UpstreamHealth = SourceHealth[];

/** Plafond (driving-time allowances) as upstream serves it: data keyed by driver id. */
export interface PlafondUpdate {
  at: number;
  data: Record<string, unknown>;
}
/** Traffic events and alerts as a GeoJSON FeatureCollection. */
export interface TrafficUpdate {
  at: number;
  features: unknown[];
}

export interface LiveServerToClient {
  /** Deflated only for a client whose handshake asked for it; a plain one may come all the same. */
  'fleet:snapshot': (snapshot: WireSnapshot | DeflatedWireSnapshot) => void;
  'fleet:diff': (diff: WireDiff) => void;
  'upstream:health': (health: UpstreamHealth) => void;
  'plafond:update': (update: PlafondUpdate) => void;
  'traffic:update': (update: TrafficUpdate) => void;
  /** Dispatchers acknowledged or resolved alerts, or handled alerts cleared (see alertHandling). */
  'alerts:handling': (event: AlertHandlingEvent) => void;
  /** A truck entered or left a POI's geofence (see relay/src/poi). */
  'poi:geofence': (event: GeofenceEvent) => void;
  /** A client payload was rejected; the message names the field. */
  'live:error': (error: { event: string; message: string }) => void;
  /**
   * The credential this socket joined with ended (signed out, expired, revoked, the user disabled
   * or removed from the company): the relay disconnects the socket right after, for good.
   */
  'auth:ended': (event: CredentialEnded) => void;
}

/** Why a `/live` socket's credential stopped working. */
export const CREDENTIAL_END_REASONS = [
  'signed_out',
  'session_expired',
  'user_disabled',
  'company_removed',
  'wall_revoked',
] as const;
export type CredentialEndReason = (typeof CREDENTIAL_END_REASONS)[number];
export const credentialEndedSchema = z.object({ reason: z.enum(CREDENTIAL_END_REASONS) });
export type CredentialEnded = z.infer<typeof credentialEndedSchema>;

export interface LiveClientToServer {
  'fleet:resync': (request: ResyncRequest) => void;
}

export const resyncRequestSchema = z.object({ seq: z.number().int() }).strict();
export type ResyncRequest = z.infer<typeof resyncRequestSchema>;

export const companyScopeSchema = z.union([z.number().int().positive(), z.literal(ALL_COMPANIES)]);

/**
 * Socket.IO handshake `auth` of `/live`: the user's token (checked by the relay's auth middleware)
 * and the company stream wanted. Both optional: without them the relay's default company is used.
 */
export const liveHandshakeSchema = z
  .object({
    token: z.string().min(1).optional(),
    company: companyScopeSchema.optional(),
    /** The client can inflate a `DeflatedWireSnapshot`. */
    compress: z.literal('deflate-raw').optional(),
  })
  .strict();
export type LiveHandshake = z.infer<typeof liveHandshakeSchema>;

/** Decoded forms, as the web app and tests hold them. */
export type CompanySnapshot = FleetSnapshot<Truck> & { company: CompanyScope };
export type CompanyDiff = FleetDiff & { company: CompanyScope };
