import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { AccountsRepository } from '../storage/accounts.js';

const ISSUER = 'fleetdeck-relay';
const ACCESS_TTL_MS = 12 * 3_600_000;

/** The signing secret: JWT_SECRET, or one generated once and kept in the data dir. */
export function loadSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export interface AuthenticatedUser {
  userId: number;
  sessionId: string;
  /** Companies the user may act for, read from storage at verification time. */
  companies: number[];
  /** Set for a wall screen signed in by a wall token: one company, read only, no user. */
  wall?: { id: string; name: string; company: number };
  /** When the access token expires (epoch ms); a wall token does not. */
  expiresAt?: number;
}

export type TokenVerifier = (token: string) => Promise<AuthenticatedUser | null>;

export class TokenService {
  /**
   * @param maxSessionMs a session's absolute lifetime (`SESSION_MAX_HOURS`): no access token of it
   * outlives it, whatever the refreshes.
   */
  constructor(
    private readonly secret: Uint8Array,
    private readonly accounts: AccountsRepository,
    readonly maxSessionMs: number = 12 * 3_600_000,
  ) {}

  /** Opens a session and returns its signed access token. */
  async issueAccessToken(userId: number): Promise<string> {
    const sessionId = randomUUID();
    await this.accounts.startSession(sessionId, userId);
    return this.accessToken(userId, sessionId, Date.now());
  }

  /**
   * A fresh access token for a session still open (the caller's token was just verified): a
   * dispatcher on a long shift keeps working until the session's absolute end, and logging out
   * still ends every token of it. Null when the session no longer works.
   */
  async refreshAccessToken(userId: number, sessionId: string): Promise<string | null> {
    const state = await this.accounts.sessionState(sessionId, userId, this.maxSessionMs);
    return state?.open ? this.accessToken(userId, sessionId, state.startedAt) : null;
  }

  private accessToken(userId: number, sessionId: string, startedAt: number): Promise<string> {
    const expires = Math.min(Date.now() + ACCESS_TTL_MS, startedAt + this.maxSessionMs);
    return new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expires / 1000))
      .sign(this.secret);
  }

  /** The signed tenant token of the user-info answer: who the user is and for which companies. */
  issueTenantToken(userId: number, companies: number[], current: number | null): Promise<string> {
    return new SignJWT({ typ: 'tenant', companies, current_company: current })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor((Date.now() + ACCESS_TTL_MS) / 1000))
      .sign(this.secret);
  }

  /**
   * Checks signature, expiry and that the session still works (not ended, within its absolute
   * lifetime, its user not disabled); null when any fails. This is the verifier the live socket's
   * auth middleware calls too.
   */
  readonly verify: TokenVerifier = async (token) => {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER });
      const userId = Number(payload.sub);
      if (payload['typ'] !== 'access' || !Number.isInteger(userId) || !payload.jti) return null;
      const state = await this.accounts.sessionState(payload.jti, userId, this.maxSessionMs);
      if (!state?.open) return null;
      const memberships = await this.accounts.memberships(userId);
      return {
        userId,
        sessionId: payload.jti,
        companies: memberships.map((m) => m.company_id),
        ...(payload.exp ? { expiresAt: payload.exp * 1000 } : {}),
      };
    } catch {
      return null;
    }
  };

  async endSession(token: string): Promise<boolean> {
    const user = await this.verify(token);
    if (!user) return false;
    await this.accounts.endSession(user.sessionId);
    return true;
  }
}
