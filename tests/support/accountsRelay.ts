import { afterAll, beforeAll } from 'vitest';
import pg from 'pg';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { available, POSTGRES_URL, redisReachable } from './services.js';

export type DatabaseKind = 'pglite' | 'postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // Asked for explicitly, or in CI (which runs every suite), absent is a broken set-up.
    if (process.env['DATABASE_URL'] || process.env['CI']) throw error;
    console.warn(`PostgreSQL not reachable at ${url}: accounts tests run on PGlite only`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The databases the suite runs on: PGlite always, PostgreSQL whenever it is reachable. */
export const DATABASES: DatabaseKind[] = (await reachable(POSTGRES_URL))
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * Whether the suites of several relays may run: they share one PostgreSQL and one Redis. Skipped
 * with a warning outside CI when either is missing; CI fails naming them (see `available`).
 */
export async function postgresAndRedis(
  file: string,
  what = 'Redis or PostgreSQL',
): Promise<boolean> {
  return available(DATABASES.includes('postgres') && (await redisReachable()), what, file);
}

export interface AccountsRelay {
  relay: RunningRelay;
  /** The PostgreSQL schema the relay works in (undefined on PGlite). */
  schema: string | undefined;
  /** A query on the relay's PostgreSQL schema (PGlite lives inside the relay: none). */
  sql?: (text: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;
  /** Signs in through the login form and returns the access token handed to `/auth/<token>`. */
  signIn(username: string, password?: string): Promise<string>;
  api(
    path: string,
    init?: { token?: string; company?: number | string } & RequestInit,
  ): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A relay with a small simulator on a fresh database: an in-memory PGlite, or a PostgreSQL schema
 * of its own that is dropped afterwards.
 */
export async function startAccountsRelay(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<AccountsRelay> {
  const schema = `test_${process.pid}_${Date.now().toString(36)}`;
  const url = POSTGRES_URL;
  const relay = await startRelay(
    readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SIM_TRUCKS: '20',
      DATA_DIR: 'memory://',
      ...(kind === 'postgres' ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}),
      ...env,
    }),
  );
  return {
    relay,
    schema: kind === 'postgres' ? schema : undefined,
    ...(kind === 'postgres'
      ? {
          sql: async (text: string, values: unknown[] = []) => {
            const client = new pg.Client({ connectionString: url });
            await client.connect();
            try {
              await client.query(`SET search_path TO ${pg.escapeIdentifier(schema)}`);
              return (await client.query(text, values)).rows as Array<Record<string, unknown>>;
            } finally {
              await client.end();
            }
          },
        }
      : {}),
    signIn: async (username, password = 'fleetdeck') => {
      const response = await fetch(`${relay.url}/auth/login`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ username, password }),
      });
      const location = response.headers.get('location') ?? '';
      if (response.status !== 303 || !location.startsWith('/auth/')) {
        throw new Error(`sign-in of ${username} failed with ${response.status}`);
      }
      return decodeURIComponent(location.slice('/auth/'.length));
    },
    api: (path, init = {}) => {
      const { token, company, headers, ...rest } = init;
      return fetch(`${relay.url}/api${path}`, {
        ...rest,
        headers: {
          ...(rest.body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(company !== undefined ? { 'x-company': String(company) } : {}),
          ...(headers as Record<string, string> | undefined),
        },
      });
    },
    close: async () => {
      await relay.close();
      if (kind === 'postgres') {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
    },
  };
}

/**
 * Registers, with the enclosing `describe`, a relay on `kind` with the demo admin and dispatcher
 * signed in; read the fields inside hooks and tests.
 */
export function useSignedInRelay(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): { env: AccountsRelay; admin: string; dispatcher: string } {
  const ctx = {} as { env: AccountsRelay; admin: string; dispatcher: string };
  beforeAll(async () => {
    ctx.env = await startAccountsRelay(kind, env);
    ctx.admin = await ctx.env.signIn('admin');
    ctx.dispatcher = await ctx.env.signIn('dispatcher');
  });
  afterAll(() => ctx.env?.close());
  return ctx;
}
