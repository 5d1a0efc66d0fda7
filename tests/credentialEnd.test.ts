import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { LIVE_NAMESPACE, type CredentialEnded } from '@fleetdeck/shared';
import {
  postgresAndRedis,
  startAccountsRelay,
  useSignedInRelay,
  type AccountsRelay,
  DATABASES,
} from './support/accountsRelay.js';
import { REDIS_URL } from './support/services.js';

const TIRRENO = 4;

/**
 * A `/live` socket as the web app opens one, recording its snapshots, the `auth:ended` event and
 * how it was disconnected.
 */
class Watcher {
  readonly socket: Socket;
  snapshots = 0;
  diffs = 0;
  ended: CredentialEnded | undefined;
  disconnectReason: string | undefined;
  connectError: string | undefined;

  constructor(url: string, auth: { token: string; company: number }) {
    this.socket = io(`${url}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      auth,
    });
    this.socket.on('fleet:snapshot', () => (this.snapshots += 1));
    this.socket.on('fleet:diff', () => (this.diffs += 1));
    this.socket.on('auth:ended', (event: CredentialEnded) => (this.ended = event));
    this.socket.on('disconnect', (reason) => (this.disconnectReason = reason));
    this.socket.on('connect_error', (error) => (this.connectError = error.message));
  }

  /** Waits on a condition over what arrived (polling the recorded state, never a fixed sleep). */
  async until(check: () => boolean, what: string, limitMs = 15_000): Promise<void> {
    const end = Date.now() + limitMs;
    while (!check()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  joined(): Promise<void> {
    return this.until(() => this.snapshots > 0, 'the first snapshot');
  }

  /** The event came, the server cut the socket, and it does not come back. */
  async endedWith(reason: CredentialEnded['reason']): Promise<void> {
    await this.until(() => this.disconnectReason !== undefined, 'the disconnect');
    expect(this.ended).toEqual({ reason });
    expect(this.disconnectReason).toBe('io server disconnect');
    expect(this.socket.connected).toBe(false);
  }

  close(): void {
    this.socket.close();
  }
}

const newWall = async (env: AccountsRelay, admin: string, name: string) => {
  const made = await env.api('/wall-tokens', {
    token: admin,
    company: TIRRENO,
    method: 'POST',
    body: JSON.stringify({ name }),
  });
  expect(made.status).toBe(201);
  return ((await made.json()) as { data: { id: string; token: string } }).data;
};

describe.each(DATABASES)('a credential that ends ends its /live sockets, on %s', (kind) => {
  const ctx = useSignedInRelay(kind, { LIVE_CREDENTIAL_CHECK_MS: '200' });
  const watchers: Watcher[] = [];
  const watch = (token: string): Watcher => {
    const watcher = new Watcher(ctx.env.relay.url, { token, company: TIRRENO });
    watchers.push(watcher);
    return watcher;
  };
  afterAll(() => watchers.forEach((w) => w.close()));

  it('a revoked wall token: its screen is told and cut, another wall and the users go on', async () => {
    const wall = await newWall(ctx.env, ctx.admin, 'Parete sala 1');
    const other = await newWall(ctx.env, ctx.admin, 'Parete sala 2');
    const screen = watch(wall.token);
    const otherScreen = watch(other.token);
    const user = watch(ctx.dispatcher);
    await Promise.all([screen.joined(), otherScreen.joined(), user.joined()]);

    const revoked = await ctx.env.api(`/wall-tokens/${wall.id}`, {
      token: ctx.admin,
      company: TIRRENO,
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    await screen.endedWith('wall_revoked');
    // The token no longer joins either.
    const again = watch(wall.token);
    await again.until(() => again.connectError !== undefined, 'the refusal');
    expect(again.connectError).toMatch(/unauthorized/);
    // The others still stream: new diffs reach both after the revocation was acted on.
    const [wallSeen, userSeen] = [otherScreen.diffs, user.diffs];
    await otherScreen.until(
      () => otherScreen.diffs > wallSeen + 1 && user.diffs > userSeen + 1,
      'the others’ diffs',
    );
    expect(otherScreen.socket.connected && user.socket.connected).toBe(true);
    expect(otherScreen.ended ?? user.ended).toBeUndefined();
  });

  it('signing out ends that session’s sockets only', async () => {
    const session = await ctx.env.signIn('dispatcher');
    const leaving = watch(session);
    const staying = watch(ctx.dispatcher);
    await Promise.all([leaving.joined(), staying.joined()]);

    const logout = await fetch(
      `${ctx.env.relay.url}/auth/logout?${new URLSearchParams({ id_token_hint: session }).toString()}`,
    );
    expect(logout.status).toBe(200);
    await leaving.endedWith('signed_out');
    expect((await ctx.env.api('/users/me', { token: session })).status).toBe(401);
    expect(staying.socket.connected).toBe(true);
    expect(staying.ended).toBeUndefined();
  });
});

describe.each(DATABASES)('sessions have an absolute lifetime, on %s', (kind) => {
  // 4.5 s of life: a refresh inside it gets a token that ends with the session, not later.
  const ctx = useSignedInRelay(kind, {
    SESSION_MAX_HOURS: '0.00125',
    LIVE_CREDENTIAL_CHECK_MS: '200',
  });

  it('refreshing cannot extend it, and its open socket ends when it does', async () => {
    const token = await ctx.env.signIn('dispatcher');
    const watcher = new Watcher(ctx.env.relay.url, { token, company: TIRRENO });
    try {
      await watcher.joined();
      const refreshed = await ctx.env.api('/users/me/token', { token, method: 'POST' });
      expect(refreshed.status).toBe(200);
      const fresh = ((await refreshed.json()) as { data: { token: string } }).data.token;
      const exp = (t: string): number =>
        (JSON.parse(Buffer.from(t.split('.')[1] ?? '', 'base64url').toString()) as { exp: number })
          .exp;
      expect(exp(fresh)).toBeLessThanOrEqual(exp(token));

      await watcher.endedWith('session_expired');
      expect((await ctx.env.api('/users/me', { token: fresh })).status).toBe(401);
      expect((await ctx.env.api('/users/me/token', { token: fresh, method: 'POST' })).status).toBe(
        401,
      );
    } finally {
      watcher.close();
    }
  });
});

describe('the root namespace', () => {
  const ctx = useSignedInRelay('pglite');

  it('refuses every connection, with or without a token', async () => {
    for (const auth of [{}, { token: ctx.admin }]) {
      const socket = io(ctx.env.relay.url, { transports: ['websocket'], forceNew: true, auth });
      const refused = await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
      socket.close();
      expect(refused).toMatch(/not_found/);
    }
  });
});

// Disabling and removing a user are an administrator's changes in the database (no screen has
// them yet): PostgreSQL, where the test can make them as that administrator would.
const twoRelays = await postgresAndRedis('tests/credentialEnd.test.ts');

describe.runIf(twoRelays)('two relays on Redis and PostgreSQL', () => {
  let a: AccountsRelay;
  let b: AccountsRelay;
  let admin: string;
  const watchers: Watcher[] = [];
  const watchOnB = (token: string): Watcher => {
    const watcher = new Watcher(b.relay.url, { token, company: TIRRENO });
    watchers.push(watcher);
    return watcher;
  };

  beforeAll(async () => {
    const shared = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `fleetdeck-test-${randomUUID()}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LIVE_CREDENTIAL_CHECK_MS: '200',
    };
    a = await startAccountsRelay('postgres', shared);
    b = await startAccountsRelay('postgres', { ...shared, DATABASE_SCHEMA: a.schema ?? '' });
    admin = await a.signIn('admin');
  });
  afterAll(async () => {
    watchers.forEach((w) => w.close());
    await b?.relay.close();
    await a?.close();
  });

  it('a wall token revoked on one relay ends its screen on the other', async () => {
    const wall = await newWall(a, admin, 'Parete sala 3');
    const screen = watchOnB(wall.token);
    await screen.joined();
    await a.api(`/wall-tokens/${wall.id}`, { token: admin, company: TIRRENO, method: 'DELETE' });
    await screen.endedWith('wall_revoked');
  });

  it('a sign-out on one relay ends the session’s socket on the other', async () => {
    const token = await a.signIn('dispatcher');
    const screen = watchOnB(token);
    await screen.joined();
    await fetch(
      `${a.relay.url}/auth/logout?${new URLSearchParams({ id_token_hint: token }).toString()}`,
    );
    await screen.endedWith('signed_out');
  });

  it('removing the user from the company ends that stream; disabling the user ends them all', async () => {
    const sql = a.sql!;
    const token = await a.signIn('admin');
    const tirreno = watchOnB(token);
    const other = new Watcher(b.relay.url, { token, company: 1 });
    watchers.push(other);
    await Promise.all([tirreno.joined(), other.joined()]);

    await sql(
      `DELETE FROM memberships WHERE company_id = $1
       AND user_id = (SELECT id FROM users WHERE username = 'admin')`,
      [TIRRENO],
    );
    await tirreno.endedWith('company_removed');
    expect(other.socket.connected).toBe(true);
    expect((await a.api('/companies', { token, company: TIRRENO })).status).toBe(403);

    await sql(`UPDATE users SET disabled_at = now() WHERE username = 'admin'`);
    await other.endedWith('user_disabled');
    expect((await a.api('/users/me', { token })).status).toBe(401);
    // Nor can the account sign in again.
    await expect(a.signIn('admin')).rejects.toThrow(/401/);
  });
});
