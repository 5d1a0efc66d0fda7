import type pg from 'pg';

export type StoreType = 'user' | 'company';

/** Free-form configuration per user and company (type user) or per company (type company). */
export class ConfigStoreRepository {
  constructor(private readonly pool: pg.Pool) {}

  async read(
    type: StoreType,
    userId: number,
    companyId: number,
    key: string,
  ): Promise<Record<string, unknown> | null> {
    const { rows } = await this.pool.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM config_store WHERE type = $1 AND owner_id = $2 AND company_id = $3 AND key = $4',
      [type, type === 'user' ? userId : 0, companyId, key],
    );
    return rows[0]?.data ?? null;
  }

  async write(
    type: StoreType,
    userId: number,
    companyId: number,
    key: string,
    data: Record<string, unknown>,
  ): Promise<void> {
    await this.pool.query(
      `INSERT INTO config_store (type, owner_id, company_id, key, data) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (type, owner_id, company_id, key)
       DO UPDATE SET data = excluded.data, updated_at = now()`,
      [type, type === 'user' ? userId : 0, companyId, key, JSON.stringify(data)],
    );
  }
}
