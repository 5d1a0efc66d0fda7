import type pg from 'pg';

export interface StoredLink {
  id: string;
  company_id: number;
  start: number;
  exp: number;
  tz: string;
  trucks: Array<{ id: number; plate: string }>;
}

const COLUMNS = 'id, company_id, start_at AS start, expire_at AS exp, tz, trucks';

/** Shared links; every owner query names the company, the public lookup only the token hash. */
export class SharedLinkRepository {
  constructor(private readonly pool: pg.Pool) {}

  async create(link: StoredLink & { tokenHash: string; createdBy: number }): Promise<void> {
    await this.pool.query(
      `INSERT INTO shared_links (id, token_hash, company_id, created_by, start_at, expire_at, tz, trucks)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        link.id,
        link.tokenHash,
        link.company_id,
        link.createdBy,
        link.start,
        link.exp,
        link.tz,
        JSON.stringify(link.trucks),
      ],
    );
  }

  async listOf(companyId: number): Promise<StoredLink[]> {
    const { rows } = await this.pool.query<StoredLink>(
      `SELECT ${COLUMNS} FROM shared_links WHERE company_id = $1 ORDER BY start_at DESC, id`,
      [companyId],
    );
    return rows;
  }

  async byId(companyId: number, id: string): Promise<StoredLink | undefined> {
    const { rows } = await this.pool.query<StoredLink>(
      `SELECT ${COLUMNS} FROM shared_links WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return rows[0];
  }

  async byTokenHash(tokenHash: string): Promise<StoredLink | undefined> {
    const { rows } = await this.pool.query<StoredLink>(
      `SELECT ${COLUMNS} FROM shared_links WHERE token_hash = $1`,
      [tokenHash],
    );
    return rows[0];
  }

  /** Sets the expiry; false when the company has no such link. */
  async setExpiry(companyId: number, id: string, exp: number, tz: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'UPDATE shared_links SET expire_at = $3, tz = $4 WHERE company_id = $1 AND id = $2',
      [companyId, id, exp, tz],
    );
    return (rowCount ?? 0) > 0;
  }

  async remove(companyId: number, id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM shared_links WHERE company_id = $1 AND id = $2',
      [companyId, id],
    );
    return (rowCount ?? 0) > 0;
  }
}
