import type pg from 'pg';

export interface UserRow {
  id: number;
  username: string;
  display_name: string;
  password_hash: string | null;
  /** Subject at the OpenID Connect provider, bound at the first sign-in through it. */
  oidc_subject: string | null;
  language: string;
  timezone: string;
  infringement_nation: string;
  current_company: number | null;
  /** The user payload's admin.helpdesk: helpdesk staff may search the freight exchanges. */
  helpdesk: boolean;
  /** An administrator disabled the account: no sign-in, and its sessions stop at once. */
  disabled: boolean;
}

export interface CompanyRow {
  id: number;
  business_name: string;
  master_id: number | null;
}

export interface MembershipRow {
  company_id: number;
  licenses: Record<string, Record<string, boolean>>;
  rules: unknown[] | null;
}

export type SessionStatus = 'open' | 'ended' | 'expired' | 'disabled';

/** Credential states as `credentialStates` reads them (a session or wall not found is absent). */
export interface CredentialStates {
  sessions: ReadonlyMap<string, SessionStatus>;
  /** Each session's user's companies now. */
  companies: ReadonlyMap<number, ReadonlySet<number>>;
  /** Wall tokens not revoked. */
  walls: ReadonlySet<string>;
}

const USER_COLUMNS =
  'id, username, display_name, password_hash, oidc_subject, language, timezone, infringement_nation, current_company, helpdesk, disabled_at IS NOT NULL AS disabled';

/** Users, memberships and sessions: every query names the user or company it is scoped to. */
export class AccountsRepository {
  constructor(private readonly pool: pg.Pool) {}

  async userByUsername(username: string): Promise<UserRow | undefined> {
    const { rows } = await this.pool.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users WHERE username = $1`,
      [username],
    );
    return rows[0];
  }

  async userById(id: number): Promise<UserRow | undefined> {
    const { rows } = await this.pool.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  async userByOidcSubject(subject: string): Promise<UserRow | undefined> {
    const { rows } = await this.pool.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users WHERE oidc_subject = $1`,
      [subject],
    );
    return rows[0];
  }

  /** Binds a provider subject to a user not yet bound to one; false when it was (or it is taken). */
  async bindOidcSubject(userId: number, subject: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE users SET oidc_subject = $2 WHERE id = $1 AND oidc_subject IS NULL
         AND NOT EXISTS (SELECT 1 FROM users WHERE oidc_subject = $2)`,
      [userId, subject],
    );
    return rowCount === 1;
  }

  async memberships(userId: number): Promise<MembershipRow[]> {
    const { rows } = await this.pool.query<MembershipRow>(
      'SELECT company_id, licenses, rules FROM memberships WHERE user_id = $1 ORDER BY company_id',
      [userId],
    );
    return rows;
  }

  /** Every master company with its slaves, for the live streams (a master sees its slaves). */
  async masterSlaves(): Promise<Map<number, number[]>> {
    const { rows } = await this.pool.query<{ id: number; master_id: number }>(
      'SELECT id, master_id FROM companies WHERE master_id IS NOT NULL ORDER BY id',
    );
    const map = new Map<number, number[]>();
    for (const row of rows) {
      const master = Number(row.master_id);
      map.set(master, [...(map.get(master) ?? []), Number(row.id)]);
    }
    return map;
  }

  /** The user's companies with the master/slave relation between them. */
  async companiesOf(userId: number): Promise<CompanyRow[]> {
    const { rows } = await this.pool.query<CompanyRow>(
      `SELECT c.id, c.business_name, c.master_id FROM companies c
       JOIN memberships m ON m.company_id = c.id WHERE m.user_id = $1 ORDER BY c.business_name`,
      [userId],
    );
    return rows;
  }

  async companiesByIds(ids: readonly number[]): Promise<CompanyRow[]> {
    const { rows } = await this.pool.query<CompanyRow>(
      `SELECT id, business_name, master_id FROM companies WHERE id = ANY($1::int[])
       ORDER BY business_name`,
      [ids],
    );
    return rows;
  }

  async setCurrentCompany(userId: number, companyId: number): Promise<void> {
    await this.pool.query('UPDATE users SET current_company = $2 WHERE id = $1', [
      userId,
      companyId,
    ]);
  }

  async setPreferences(
    userId: number,
    prefs: { language?: string; timezone?: string; infringementNation?: string },
  ): Promise<void> {
    await this.pool.query(
      `UPDATE users SET language = coalesce($2, language), timezone = coalesce($3, timezone),
       infringement_nation = coalesce($4, infringement_nation) WHERE id = $1`,
      [userId, prefs.language ?? null, prefs.timezone ?? null, prefs.infringementNation ?? null],
    );
  }

  async startSession(id: string, userId: number): Promise<void> {
    await this.pool.query('INSERT INTO sessions (id, user_id) VALUES ($1, $2)', [id, userId]);
  }

  async endSession(id: string): Promise<void> {
    await this.pool.query(
      'UPDATE sessions SET ended_at = now() WHERE id = $1 AND ended_at IS NULL',
      [id],
    );
  }

  /**
   * Whether a session still works: not ended, younger than `maxAgeMs` (the absolute lifetime,
   * which no refresh extends) and its user not disabled. Undefined when it is not found.
   */
  async sessionState(
    id: string,
    userId: number,
    maxAgeMs: number,
  ): Promise<{ open: boolean; startedAt: number } | undefined> {
    const { rows } = await this.pool.query<{ open: boolean; started: string }>(
      `SELECT (s.ended_at IS NULL AND u.disabled_at IS NULL
               AND s.created_at > now() - $3 * interval '1 millisecond') AS open,
              (extract(epoch FROM s.created_at) * 1000)::float8 AS started
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.user_id = $2`,
      [id, userId, maxAgeMs],
    );
    const row = rows[0];
    return row && { open: row.open, startedAt: Number(row.started) };
  }

  /**
   * What the open `/live` sockets' credentials are now, in three queries however many sockets:
   * the sessions that still work (see sessionState) and why the others do not, each user's
   * companies, and the wall tokens not revoked.
   */
  async credentialStates(
    sessionIds: readonly string[],
    wallIds: readonly string[],
    maxAgeMs: number,
  ): Promise<CredentialStates> {
    const sessions = new Map<string, SessionStatus>();
    const companies = new Map<number, Set<number>>();
    if (sessionIds.length > 0) {
      const { rows } = await this.pool.query<{
        id: string;
        user_id: number;
        status: SessionStatus;
      }>(
        `SELECT s.id, s.user_id,
                CASE WHEN u.disabled_at IS NOT NULL THEN 'disabled'
                     WHEN s.ended_at IS NOT NULL THEN 'ended'
                     WHEN s.created_at <= now() - $2 * interval '1 millisecond' THEN 'expired'
                     ELSE 'open' END AS status
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ANY($1::text[])`,
        [sessionIds, maxAgeMs],
      );
      for (const row of rows) sessions.set(row.id, row.status);
      const users = [...new Set(rows.map((r) => Number(r.user_id)))];
      const members = await this.pool.query<{ user_id: number; company_id: number }>(
        'SELECT user_id, company_id FROM memberships WHERE user_id = ANY($1::int[])',
        [users],
      );
      for (const user of users) companies.set(user, new Set());
      for (const row of members.rows) companies.get(Number(row.user_id))?.add(row.company_id);
    }
    const walls = new Set<string>();
    if (wallIds.length > 0) {
      const { rows } = await this.pool.query<{ id: string }>(
        'SELECT id FROM wall_tokens WHERE id = ANY($1::text[]) AND revoked_at IS NULL',
        [wallIds],
      );
      for (const row of rows) walls.add(row.id);
    }
    return { sessions, companies, walls };
  }
}
