import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '@fleetdeck/sim';
import { openDatabase, type Database } from '../relay/src/storage/database.js';
import { DEMO_USERS, seedDemoData } from '../relay/src/storage/seed.js';
import { MIGRATIONS } from '../relay/src/storage/migrations.js';
import { DATABASES } from './support/accountsRelay.js';
import { POSTGRES_URL } from './support/services.js';

/**
 * The scaled set-up starts its relays at once on an empty PostgreSQL: each opens the database,
 * runs the migrations and seeds the demo accounts. They take turns under an advisory lock, so
 * every relay starts, each migration is applied once and the demo users exist once.
 */
describe.skipIf(!DATABASES.includes('postgres'))(
  'relays starting together on one PostgreSQL',
  () => {
    const schema = `startup_${process.pid}_${Date.now().toString(36)}`;
    const opened: Database[] = [];
    afterAll(async () => {
      await Promise.all(opened.map((db) => db.close()));
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
      await client.end();
    });

    it('all start; the schema, each migration and the demo users are made once', async () => {
      const seeded: boolean[] = [];
      const starts = Array.from({ length: 4 }, () =>
        openDatabase({ url: POSTGRES_URL, dataDir: 'unused', schema }, async (pool) => {
          seeded.push(await seedDemoData(pool, DEMO_COMPANIES));
        }),
      );
      const results = await Promise.allSettled(starts);
      for (const r of results) if (r.status === 'fulfilled') opened.push(r.value);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
        'ok',
      ]);
      // One relay found the database empty and seeded it; the others found the accounts there.
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const pool = opened[0]!.pool;
      const { rows: versions } = await pool.query<{ n: number; distinct_n: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT version)::int AS distinct_n FROM schema_migrations',
      );
      expect(versions[0]).toEqual({ n: MIGRATIONS.length, distinct_n: MIGRATIONS.length });
      const { rows: users } = await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM users',
      );
      expect(users[0]?.n).toBe(DEMO_USERS.length);
    });
  },
);
