import type { Logger } from 'pino';
import type { CredentialEndReason } from '@fleetdeck/shared';
import type { CredentialStates } from '../storage/accounts.js';
import type { LiveNamespace } from '../socket/liveGateway.js';

/** Who a `/live` socket joined as: a user's session, or a wall token; and its company stream. */
export type LivePrincipal =
  | { kind: 'session'; sessionId: string; userId: number; company: number; expiresAt?: number }
  | { kind: 'wall'; wallId: string; company: number };

/**
 * Why a principal's credential no longer works, or undefined while it does. The session's own
 * state comes first (signed out, disabled, past its absolute lifetime), then the token's expiry,
 * then the company: a user removed from the company of the stream loses that stream.
 */
export function credentialEndReason(
  principal: LivePrincipal,
  states: CredentialStates,
  now: number,
): CredentialEndReason | undefined {
  if (principal.kind === 'wall')
    return states.walls.has(principal.wallId) ? undefined : 'wall_revoked';
  const status = states.sessions.get(principal.sessionId);
  if (status === undefined || status === 'ended') return 'signed_out';
  if (status === 'disabled') return 'user_disabled';
  if (status === 'expired') return 'session_expired';
  if (principal.expiresAt !== undefined && now >= principal.expiresAt) return 'session_expired';
  if (!states.companies.get(principal.userId)?.has(principal.company)) return 'company_removed';
  return undefined;
}

export interface CredentialWatchOptions {
  live: LiveNamespace;
  states: (sessionIds: string[], wallIds: string[]) => Promise<CredentialStates>;
  everyMs: number;
  log: Logger;
  now?: () => number;
}

/**
 * Checks again, every `everyMs`, the credential of every `/live` socket on this relay, in a few
 * queries whatever their number; a socket whose credential ended gets `auth:ended` with the reason
 * and is disconnected for good (the client does not reconnect on a server disconnect). Every relay
 * runs its own watch over its own sockets against the shared database, so a logout or a revocation
 * made on any relay, or in the database by an administrator, reaches every socket within one
 * period plus a query. A database that does not answer cuts nobody: the next period tries again.
 */
export class CredentialWatch {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: CredentialWatchOptions) {
    this.timer = setInterval(() => {
      this.running ??= this.check().finally(() => (this.running = undefined));
    }, options.everyMs);
    this.timer.unref();
  }

  /** One pass over this relay's sockets (also what the timer runs). */
  async check(): Promise<void> {
    const sockets = [...this.options.live.sockets.values()].filter((s) => s.data.principal);
    if (sockets.length === 0) return;
    const sessions = new Set<string>();
    const walls = new Set<string>();
    for (const socket of sockets) {
      const p = socket.data.principal;
      if (p?.kind === 'session') sessions.add(p.sessionId);
      else if (p?.kind === 'wall') walls.add(p.wallId);
    }
    let states: CredentialStates;
    try {
      states = await this.options.states([...sessions], [...walls]);
    } catch (error) {
      this.options.log.warn({ err: error }, 'live credentials not checked: database unavailable');
      return;
    }
    const now = (this.options.now ?? Date.now)();
    for (const socket of sockets) {
      const principal = socket.data.principal;
      const reason = principal && credentialEndReason(principal, states, now);
      if (!reason || !socket.connected) continue;
      socket.emit('auth:ended', { reason });
      socket.disconnect(true);
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
