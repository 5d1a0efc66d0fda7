import type pg from 'pg';

/** Driver statuses (ID, DESCRIZIONE) of one company, as `GET /drivers/status` answers them. */
export class DriverStatusRepository {
  constructor(private readonly pool: pg.Pool) {}

  async list(companyId: number): Promise<Array<{ ID: number; DESCRIZIONE: string }>> {
    const { rows } = await this.pool.query<{ ID: number; DESCRIZIONE: string }>(
      'SELECT id AS "ID", description AS "DESCRIZIONE" FROM driver_statuses WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    return rows;
  }
}
