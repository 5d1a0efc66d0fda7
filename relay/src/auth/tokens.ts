import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { AccountsRepository } from '../storage/accounts.js';

const ISSUER = 'fleetdeck-relay';
const ACCESS_TTL = '12h';

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
}

export type TokenVerifier = (token: string) => Promise<AuthenticatedUser | null>;

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly accounts: AccountsRepository,
  ) {}

  /** Opens a session and returns its signed access token. */
  async issueAccessToken(userId: number): Promise<string> {
    const sessionId = randomUUID();
    await this.accounts.startSession(sessionId, userId);
    return this.accessToken(userId, sessionId);
  }

  /**
   * A fresh access token for a session still open (the caller's token was just verified): a
   * dispatcher on a long shift keeps working, and logging out still ends every token of it.
   */
  refreshAccessToken(userId: number, sessionId: string): Promise<string> {
    return this.accessToken(userId, sessionId);
  }

  private accessToken(userId: number, sessionId: string): Promise<string> {
    return new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime(ACCESS_TTL)
      .sign(this.secret);
  }

  /** The signed tenant token of the user-info answer: who the user is and for which companies. */
  issueTenantToken(userId: number, companies: number[], current: number | null): Promise<string> {
    return new SignJWT({ typ: 'tenant', companies, current_company: current })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(ACCESS_TTL)
      .sign(this.secret);
  }

  /**
   * Checks signature, expiry and that the session was not ended; null when any fails. This is the
   * verifier the live socket's auth middleware calls too.
   */
  readonly verify: TokenVerifier = async (token) => {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER });
      const userId = Number(payload.sub);
      if (payload['typ'] !== 'access' || !Number.isInteger(userId) || !payload.jti) return null;
      if (!(await this.accounts.sessionIsOpen(payload.jti, userId))) return null;
      const memberships = await this.accounts.memberships(userId);
      return { userId, sessionId: payload.jti, companies: memberships.map((m) => m.company_id) };
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
