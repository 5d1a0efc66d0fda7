import type pg from 'pg';

/** How long a sign-in to an exchange lasts (a working day). */
const LOGIN_HOURS = 12;

/** Who is signed in to which exchange, per user and company (never the password). */
export class FreightLogins {
  constructor(private readonly pool: pg.Pool) {}

  async signIn(user: number, company: number, board: string, username: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO freight_logins (user_id, company_id, board, username, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))
       ON CONFLICT (user_id, company_id, board)
       DO UPDATE SET username = excluded.username, expires_at = excluded.expires_at`,
      [user, company, board, username, LOGIN_HOURS],
    );
  }

  /** The exchange username while signed in, else undefined. */
  async username(user: number, company: number, board: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ username: string }>(
      `SELECT username FROM freight_logins
       WHERE user_id = $1 AND company_id = $2 AND board = $3 AND expires_at > now()`,
      [user, company, board],
    );
    return rows[0]?.username;
  }

  async signOut(user: number, company: number, board: string): Promise<void> {
    await this.pool.query(
      'DELETE FROM freight_logins WHERE user_id = $1 AND company_id = $2 AND board = $3',
      [user, company, board],
    );
  }
}
