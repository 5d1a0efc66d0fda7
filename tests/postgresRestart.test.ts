import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { POSTGRES_URL } from './support/services.js';

const APP = `fleetdeck_restart_${process.pid}`;

/**
 * PostgreSQL restarting, as the relay sees it: every connection of the relay is ended by the
 * server (only the relay's: the test names them by application_name). The relay stays up, a call
 * caught mid-restart gets a clear 503 rather than a crash, and what was saved is still there.
 */
describe.skipIf(!DATABASES.includes('postgres'))('PostgreSQL connections dropped', () => {
  let env: AccountsRelay;
  let admin: string;
  const saved = { vehicleListModeView: 'table', note: 'saved before the restart' };

  beforeAll(async () => {
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('application_name', APP);
    env = await startAccountsRelay('postgres', { DATABASE_URL: url.toString() });
    admin = await env.signIn('admin');
  });
  afterAll(() => env?.close());

  const store = (method: 'GET' | 'POST', data?: unknown): Promise<Response> =>
    method === 'GET'
      ? env.api('/store?type=user&key=geofleet', { token: admin, company: 1 })
      : env.api('/store', {
          token: admin,
          company: 1,
          method: 'POST',
          body: JSON.stringify({ type: 'user', key: 'geofleet', data }),
        });

  /**
   * Ends the relay's connections and answers how many. With a timeout `pg_terminate_backend` waits
   * until each backend has actually exited (its goodbye sent, its socket closed), so the server's
   * side of the restart is over when this returns: no sleep needed after it.
   */
  async function dropConnections(): Promise<number> {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid, 10000) AS ended FROM pg_stat_activity WHERE application_name = $1',
        [APP],
      );
      expect(rows.map((r) => r.ended)).not.toContain(false);
      return rows.length;
    } finally {
      await client.end();
    }
  }

  it('keeps running, answers 503 in words at worst, and loses nothing', async () => {
    expect((await store('POST', saved)).status).toBe(200);
    expect(await dropConnections()).toBeGreaterThan(0);
    const statuses: number[] = [];
    let answer: Response | undefined;
    for (let i = 0; i < 20; i++) {
      answer = await store('GET');
      statuses.push(answer.status);
      if (answer.ok) break;
      const body = (await answer.json()) as { error?: string; message?: string };
      expect(answer.status).toBe(503);
      expect(body.message).toMatch(/database/i);
    }
    expect(answer?.ok, statuses.join(',')).toBe(true);
    expect(((await answer?.json()) as { data: unknown }).data).toEqual(saved);
    // Writes are accepted again.
    expect((await store('POST', { ...saved, note: 'after' })).status).toBe(200);
    expect(((await (await store('GET')).json()) as { data: { note: string } }).data.note).toBe(
      'after',
    );
  });
});
