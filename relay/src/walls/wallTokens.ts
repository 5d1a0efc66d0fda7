import { rateLimit } from 'express-rate-limit';
import express, { type RequestHandler, type Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import type { AuthenticatedUser, TokenVerifier } from '../auth/tokens.js';
import { sendForbidden, sendValidationError } from '../http/errors.js';
import { jsonBody } from '../http/jsonBody.js';
import { tenant } from '../http/tenancy.js';
import { hashLinkToken, newLinkId } from '../sharelinks/linkToken.js';
import { randomBytes } from 'node:crypto';

/** Wall tokens say what they are, so the verifier knows where to look them up. */
export const WALL_TOKEN_PREFIX = 'wall_';
const newWallToken = (): string => WALL_TOKEN_PREFIX + randomBytes(32).toString('base64url');

export interface WallTokenRow {
  id: string;
  company_id: number;
  name: string;
  created_at: string;
  revoked_at: string | null;
}

export class WallTokenRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(companyId: number, name: string, createdBy: number) {
    const token = newWallToken();
    const id = newLinkId();
    const { rows } = await this.pool.query<WallTokenRow>(
      `INSERT INTO wall_tokens (id, token_hash, company_id, name, created_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, company_id, name, created_at, revoked_at`,
      [id, hashLinkToken(token), companyId, name, createdBy],
    );
    return { row: rows[0] as WallTokenRow, token };
  }

  async listOf(companyId: number): Promise<WallTokenRow[]> {
    const { rows } = await this.pool.query<WallTokenRow>(
      `SELECT id, company_id, name, created_at, revoked_at FROM wall_tokens
       WHERE company_id = $1 ORDER BY created_at DESC, id`,
      [companyId],
    );
    return rows;
  }

  /** Revokes a company's token; false when the company has no such token. */
  async revoke(companyId: number, id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE wall_tokens SET revoked_at = coalesce(revoked_at, now())
       WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return (rowCount ?? 0) > 0;
  }

  /** An active token's row with its company's name; undefined when unknown or revoked. */
  async active(token: string) {
    const { rows } = await this.pool.query<WallTokenRow & { business_name: string }>(
      `SELECT w.id, w.company_id, w.name, w.created_at, w.revoked_at, c.business_name
       FROM wall_tokens w JOIN companies c ON c.id = w.company_id
       WHERE w.token_hash = $1 AND w.revoked_at IS NULL`,
      [hashLinkToken(token)],
    );
    return rows[0];
  }
}

/**
 * Access tokens and wall tokens through one check: a wall token signs in its wall, read only, for
 * its one company (the live stream and the API's GET calls); anything else goes to `users`.
 */
export function withWallTokens(users: TokenVerifier, walls: WallTokenRepository): TokenVerifier {
  return async (token) => {
    if (!token.startsWith(WALL_TOKEN_PREFIX)) return users(token);
    const row = await walls.active(token);
    if (!row) return null;
    const principal: AuthenticatedUser = {
      userId: 0,
      sessionId: `wall:${row.id}`,
      companies: [row.company_id],
      wall: { id: row.id, name: row.name, company: row.company_id },
    };
    return principal;
  };
}

/** A wall screen only reads: any other method is refused in words. */
export const wallReadOnly: RequestHandler = (req, res, next) => {
  const user = res.locals['user'] as AuthenticatedUser | undefined;
  if (user?.wall && req.method !== 'GET' && req.method !== 'HEAD')
    return sendForbidden(res, 'A wall token is read only');
  next();
};

const createSchema = z.strictObject({ name: z.string().trim().min(1).max(80) });

/**
 * `/api/wall-tokens` for those who manage the company: list, create (the token is shown once) and
 * revoke; and `/public/wall/:token`, which tells a wall screen its company.
 */
export function wallTokenRouters(pool: pg.Pool, tenantScope: RequestHandler[]): Router[] {
  const walls = new WallTokenRepository(pool);
  const admin = express.Router();
  admin.use('/api/wall-tokens', ...tenantScope, jsonBody({ limit: '4kb' }), (_req, res, next) => {
    if (tenant(res).ability.cannot('manage', 'CompanyConfig'))
      return sendForbidden(res, 'Only those who manage the company may handle wall tokens');
    next();
  });
  admin.get('/api/wall-tokens', (_req, res, next) => {
    walls.listOf(tenant(res).companyId).then((rows) => res.json({ data: rows }), next);
  });
  admin.post('/api/wall-tokens', (req, res, next) => {
    const body = createSchema.safeParse(req.body);
    if (!body.success) return sendValidationError(res, body.error);
    const { companyId, user } = tenant(res);
    walls
      .create(companyId, body.data.name, user.userId)
      .then(({ row, token }) => res.status(201).json({ data: { ...row, token } }), next);
  });
  admin.delete('/api/wall-tokens/:id', (req, res, next) => {
    // Ids are `newLinkId`'s 32 hex digits: anything else names no token and is refused as such.
    const id = z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'not a wall token id')
      .safeParse(req.params['id']);
    if (!id.success) return sendValidationError(res, id.error, 'id');
    walls.revoke(tenant(res).companyId, id.data).then((done) => {
      if (!done) return void res.status(404).json({ error: 'not_found', message: 'No such token' });
      res.status(204).end();
    }, next);
  });

  const open = express.Router();
  // Tokens cannot be guessed; the limit keeps anyone from trying at scale anyway.
  open.use('/public/wall', rateLimit({ windowMs: 60_000, limit: 120, standardHeaders: 'draft-8' }));
  open.get('/public/wall/:token', (req, res, next) => {
    res.set('cache-control', 'no-store');
    walls.active(String(req.params['token'])).then((row) => {
      if (!row)
        return void res
          .status(404)
          .json({ error: 'not_found', message: 'This wall token is not valid (revoked?)' });
      res.json({
        data: { name: row.name, company: { id: row.company_id, business_name: row.business_name } },
      });
    }, next);
  });
  return [admin, open];
}
