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

const USER_COLUMNS =
  'id, username, display_name, password_hash, oidc_subject, language, timezone, infringement_nation, current_company, helpdesk';

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

  async sessionIsOpen(id: string, userId: number): Promise<boolean> {
    const { rows } = await this.pool.query(
      'SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND ended_at IS NULL',
      [id, userId],
    );
    return rows.length > 0;
  }
}
