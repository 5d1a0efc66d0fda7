import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { runMigrations } from './migrations.js';

/** The one data-access path: a `pg.Pool`, backed by PGlite or by PostgreSQL. */
export interface Database {
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; unset means the embedded PGlite. */
  url?: string;
  /** Where PGlite keeps its files; `memory://` keeps it in memory. */
  dataDir: string;
  /** PostgreSQL schema to use (tests isolate themselves in a fresh one). */
  schema?: string;
  /**
   * An idle connection the server ended (a PostgreSQL restart). The pool drops it and opens a new
   * one on the next query; without a listener the pool's 'error' event would end the process.
   */
  onConnectionLost?: (error: Error) => void;
}

// int8 and numeric would otherwise arrive as strings (pg) or BigInt (PGlite): every id we keep fits
// in a double, so both drivers hand back plain numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

async function pglitePool(dataDir: string): Promise<{ pool: pg.Pool; close(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  let target = dataDir;
  if (!dataDir.startsWith('memory://')) {
    target = join(resolve(dataDir), 'pgdata');
    mkdirSync(target, { recursive: true });
  }
  const pglite = await PGlite.create(target);
  const pool = new pg.Pool(createPgConfig(pglite));
  return {
    pool,
    close: async () => {
      await pool.end();
      await pglite.close();
    },
  };
}

/**
 * The key of the advisory lock relays starting on one PostgreSQL take in turn: three relays of the
 * scaled set-up started at once on an empty database would otherwise each create the schema, run
 * the same migrations and insert the demo accounts (duplicate key errors, a relay down).
 */
export const STARTUP_LOCK_KEY = 0x466c_6565_7444; // "FleetD"

/** Runs `work` holding the startup lock (a session lock on a connection of its own). */
async function underStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Opens the database and brings its schema to the latest migration, then runs `prepare` (the demo
 * data of an empty database). On PostgreSQL both happen under the startup lock, one relay at a time.
 */
export async function openDatabase(
  options: DatabaseOptions,
  prepare: (pool: pg.Pool) => Promise<unknown> = () => Promise.resolve(),
): Promise<Database> {
  let db: Database;
  if (options.url) {
    const schema = options.schema;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    pool.on('error', (error) => options.onConnectionLost?.(error));
    db = {
      pool,
      kind: 'postgres',
      close: async () => {
        await pool.end();
      },
    };
  } else {
    const lite = await pglitePool(options.dataDir);
    db = { pool: lite.pool, kind: 'pglite', close: () => lite.close() };
  }
  const ready = async () => {
    if (db.kind === 'postgres' && options.schema)
      await db.pool.query(`CREATE SCHEMA IF NOT EXISTS ${pg.escapeIdentifier(options.schema)}`);
    await runMigrations(db.pool);
    await prepare(db.pool);
  };
  // PGlite lives in this process alone: nobody to take turns with.
  await (db.kind === 'postgres' ? underStartupLock(db.pool, ready) : ready());
  return db;
}
