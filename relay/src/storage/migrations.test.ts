import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { runMigrations } from './migrations.js';

const table = (version: number, name: string) => ({
  version,
  name,
  sql: `CREATE TABLE ${name} (id integer)`,
});

describe('runMigrations', () => {
  let db: Database | undefined;
  afterAll(() => db?.close());

  it('applies every version not yet applied, also one below the highest', async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    expect(await runMigrations(db.pool, [table(100, 'first'), table(102, 'third')])).toBe(2);
    // A branch merged later brings version 101: it is applied, 100 and 102 are not again.
    const all = [table(100, 'first'), table(101, 'second'), table(102, 'third')];
    expect(await runMigrations(db.pool, all)).toBe(1);
    expect(await runMigrations(db.pool, all)).toBe(0);
    const { rows } = await db.pool.query<{ version: number }>(
      'SELECT version FROM schema_migrations WHERE version >= 100 ORDER BY version',
    );
    expect(rows.map((r) => Number(r.version))).toEqual([100, 101, 102]);
    await db.pool.query('SELECT * FROM second');
  }, 30_000);
});
