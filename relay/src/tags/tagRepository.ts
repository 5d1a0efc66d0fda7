import type pg from 'pg';
import type { TruckTag } from '@fleetdeck/shared';

export interface TagRow {
  id: number;
  name: string;
}

/** Why a write was refused: the caller turns it into 404, 400 or 409. */
export type TagWriteError = 'not_found' | 'duplicate' | 'foreign_tags';

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505';

/**
 * Tags and their trucks, always scoped to one company. Every write moves `tag_changes.version`
 * in its own transaction, which is how the polling relay (maybe another process) learns that
 * assignments changed (see truckTagger.ts).
 */
export class TagRepository {
  constructor(private readonly pool: pg.Pool) {}

  async list(company: number): Promise<TagRow[]> {
    const { rows } = await this.pool.query<TagRow>(
      'SELECT id, name FROM tags WHERE company_id = $1 ORDER BY lower(name), id',
      [company],
    );
    return rows;
  }

  /** Tag id -> the trucks it is on, for the company's tags (or one of them). */
  async trucksByTag(company: number, tagId?: number): Promise<Map<number, number[]>> {
    const { rows } = await this.pool.query<{ tag_id: number; truck_id: number }>(
      `SELECT tt.tag_id, tt.truck_id FROM truck_tags tt JOIN tags t ON t.id = tt.tag_id
       WHERE t.company_id = $1 AND ($2::int IS NULL OR t.id = $2)`,
      [company, tagId ?? null],
    );
    const out = new Map<number, number[]>();
    for (const r of rows) {
      const list = out.get(r.tag_id) ?? [];
      list.push(r.truck_id);
      out.set(r.tag_id, list);
    }
    return out;
  }

  /** Every assignment of every company, as trucks carry them in the live stream. */
  async allAssignments(): Promise<Map<number, TruckTag[]>> {
    const { rows } = await this.pool.query<{
      truck_id: number;
      id: number;
      name: string;
      company: number;
    }>(
      `SELECT tt.truck_id, t.id, t.name, t.company_id AS company
       FROM truck_tags tt JOIN tags t ON t.id = tt.tag_id
       ORDER BY tt.truck_id, lower(t.name), t.id`,
    );
    const out = new Map<number, TruckTag[]>();
    for (const { truck_id, ...tag } of rows) {
      const list = out.get(truck_id) ?? [];
      list.push(tag);
      out.set(truck_id, list);
    }
    return out;
  }

  async version(): Promise<number> {
    const { rows } = await this.pool.query<{ version: number }>(
      'SELECT version FROM tag_changes WHERE id = 1',
    );
    return Number(rows[0]?.version ?? 0);
  }

  async create(company: number, name: string): Promise<TagRow | 'duplicate'> {
    return this.write(async (c) => {
      const { rows } = await c.query<TagRow>(
        'INSERT INTO tags (company_id, name) VALUES ($1, $2) RETURNING id, name',
        [company, name],
      );
      return rows[0] as TagRow;
    });
  }

  async rename(company: number, id: number, name: string): Promise<TagRow | TagWriteError> {
    return this.write(async (c) => {
      const { rows } = await c.query<TagRow>(
        'UPDATE tags SET name = $3 WHERE id = $2 AND company_id = $1 RETURNING id, name',
        [company, id, name],
      );
      return rows[0] ?? 'not_found';
    });
  }

  async remove(company: number, id: number): Promise<true | TagWriteError> {
    return this.write(async (c) => {
      const { rowCount } = await c.query('DELETE FROM tags WHERE id = $2 AND company_id = $1', [
        company,
        id,
      ]);
      return rowCount ? true : 'not_found';
    });
  }

  /** Replaces the company's tags on a truck (tags of other companies on it stay). */
  async setTruckTags(
    company: number,
    truck: number,
    tagIds: number[],
  ): Promise<true | TagWriteError> {
    const wanted = [...new Set(tagIds)];
    return this.write(async (c) => {
      if (!(await ownsAll(c, company, wanted))) return 'foreign_tags';
      await c.query(
        `DELETE FROM truck_tags WHERE truck_id = $2
         AND tag_id IN (SELECT id FROM tags WHERE company_id = $1)`,
        [company, truck],
      );
      await c.query(`INSERT INTO truck_tags (tag_id, truck_id) SELECT unnest($1::int[]), $2`, [
        wanted,
        truck,
      ]);
      return true;
    });
  }

  /** Puts one of the company's tags on the trucks, or takes it off them. */
  async assign(
    company: number,
    tagId: number,
    trucks: number[],
    assigned: boolean,
  ): Promise<true | TagWriteError> {
    return this.write(async (c) => {
      if (!(await ownsAll(c, company, [tagId]))) return 'not_found';
      await c.query(
        assigned
          ? `INSERT INTO truck_tags (tag_id, truck_id) SELECT $1, unnest($2::int[])
             ON CONFLICT DO NOTHING`
          : 'DELETE FROM truck_tags WHERE tag_id = $1 AND truck_id = ANY($2::int[])',
        [tagId, trucks],
      );
      return true;
    });
  }

  /** Runs `work` in a transaction that also moves the version; a refusal rolls it back. */
  private async write<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T | 'duplicate'> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      if (typeof result === 'string') {
        await client.query('ROLLBACK');
        return result;
      }
      await client.query('UPDATE tag_changes SET version = version + 1 WHERE id = 1');
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    } finally {
      client.release();
    }
  }
}

async function ownsAll(c: pg.PoolClient, company: number, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const { rows } = await c.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tags WHERE company_id = $1 AND id = ANY($2::int[])',
    [company, ids],
  );
  return rows[0]?.n === ids.length;
}
