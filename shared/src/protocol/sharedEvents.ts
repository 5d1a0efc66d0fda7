import { z } from 'zod';
import type { WireDiff, WireSnapshot } from './events.js';

/** Socket.IO namespace of the public shared-link view: no account, a link token instead. */
export const SHARED_NAMESPACE = '/shared';

/** Handshake `auth` of `/shared`: the link token, nothing else. */
export const sharedHandshakeSchema = z.object({ token: z.string().min(16).max(128) }).strict();
export type SharedHandshake = z.infer<typeof sharedHandshakeSchema>;

/**
 * Why the relay refuses or ends a `/shared` connection; the client shows the matching message
 * (`SHARED_LINK_VALIDITY_KEYS`). The `connect_error` message is one of these words.
 */
export const SHARED_REFUSALS = ['not_yet_available', 'no_longer_exists'] as const;
export type SharedRefusal = (typeof SHARED_REFUSALS)[number];

/** The link's own stream: the same snapshot and diffs as `/live`, cut to the shared trucks. */
export interface SharedServerToClient {
  'fleet:snapshot': (snapshot: WireSnapshot) => void;
  'fleet:diff': (diff: WireDiff) => void;
  /** The owner changed the expiry (unix s); the viewer is cut off when it passes. */
  'link:update': (link: { exp: number }) => void;
  /** Sent just before the relay disconnects the viewer (expired or revoked). */
  'link:ended': (reason: { reason: SharedRefusal }) => void;
  'live:error': (error: { event: string; message: string }) => void;
}

export interface SharedClientToServer {
  'fleet:resync': (request: { seq: number }) => void;
}

/** The public REST answer for a link that can be viewed now. */
export const publicLinkAnswerSchema = z.object({
  data: z.object({
    start: z.number().int(),
    exp: z.number().int(),
    trucks: z.array(z.object({ id: z.number().int(), plate: z.string() })),
  }),
});
export type PublicLinkAnswer = z.infer<typeof publicLinkAnswerSchema>;
