import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { LIVE_NAMESPACE } from '@fleetdeck/shared';
import { DATABASES, useSignedInRelay, type AccountsRelay } from './support/accountsRelay.js';

const TIRRENO = 4;

/** Whether `/live` lets the token in for `company` (its first snapshot arrives). */
function liveAccepts(env: AccountsRelay, token: string, company: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(`${env.relay.url}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token, company },
    });
    const done = (ok: boolean): void => {
      socket.close();
      resolve(ok);
    };
    socket.once('fleet:snapshot', () => done(true));
    socket.once('connect_error', () => done(false));
  });
}

describe.each(DATABASES)('wall tokens on %s', (kind) => {
  const ctx = useSignedInRelay(kind);

  const create = (token: string, company: number, body: unknown) =>
    ctx.env.api('/wall-tokens', { token, company, method: 'POST', body: JSON.stringify(body) });

  it('lets an administrator make one for a company: it reads that company only, and nothing else', async () => {
    expect((await create(ctx.admin, TIRRENO, { name: ' ' })).status).toBe(400);
    const made = await create(ctx.admin, TIRRENO, { name: 'Parete sala 1' });
    expect(made.status).toBe(201);
    const { data } = (await made.json()) as { data: { id: string; token: string; name: string } };
    expect(data.token).toMatch(/^wall_[A-Za-z0-9_-]{43}$/);
    expect(data.name).toBe('Parete sala 1');

    // Listed without the token; the token is stored hashed only.
    const list = (await (
      await ctx.env.api('/wall-tokens', { token: ctx.admin, company: TIRRENO })
    ).json()) as {
      data: Array<Record<string, unknown>>;
    };
    expect(list.data.find((w) => w['id'] === data.id)).not.toHaveProperty('token');
    if (ctx.env.sql) {
      const rows = await ctx.env.sql('SELECT token_hash FROM wall_tokens WHERE id = $1', [data.id]);
      expect(rows[0]?.['token_hash']).not.toContain(data.token.slice(5, 20));
    }

    // The screen learns its company from the public call.
    const open = (await (await fetch(`${ctx.env.relay.url}/public/wall/${data.token}`)).json()) as {
      data: { company: { id: number } };
    };
    expect(open.data.company.id).toBe(TIRRENO);

    // It reads its company: companies, alert handling, the live stream.
    const companies = await ctx.env.api('/companies', { token: data.token, company: TIRRENO });
    expect(companies.status).toBe(200);
    expect(
      ((await companies.json()) as { data: { company: { id: number } } }).data.company.id,
    ).toBe(TIRRENO);
    expect(
      (await ctx.env.api('/alerts/handling', { token: data.token, company: TIRRENO })).status,
    ).toBe(200);
    expect(await liveAccepts(ctx.env, data.token, TIRRENO)).toBe(true);

    // Nothing else: another company, any write, the token admin calls.
    expect((await ctx.env.api('/companies', { token: data.token, company: 1 })).status).toBe(403);
    expect(await liveAccepts(ctx.env, data.token, 1)).toBe(false);
    const write = await ctx.env.api('/alerts/handling', {
      token: data.token,
      company: TIRRENO,
      method: 'POST',
      body: JSON.stringify({ truck_id: 1, code: 'no_gps', state: 'acknowledged' }),
    });
    expect(write.status).toBe(403);
    expect(
      (await ctx.env.api('/wall-tokens', { token: data.token, company: TIRRENO })).status,
    ).toBe(403);

    // Revoked: refused everywhere at once.
    const revoke = await ctx.env.api(`/wall-tokens/${data.id}`, {
      token: ctx.admin,
      company: TIRRENO,
      method: 'DELETE',
    });
    expect(revoke.status).toBe(204);
    expect((await ctx.env.api('/companies', { token: data.token, company: TIRRENO })).status).toBe(
      401,
    );
    expect((await fetch(`${ctx.env.relay.url}/public/wall/${data.token}`)).status).toBe(404);
    expect(await liveAccepts(ctx.env, data.token, TIRRENO)).toBe(false);
  });

  it('is not for a dispatcher who does not manage the company, nor for another company’s admin', async () => {
    const made = await create(ctx.admin, TIRRENO, { name: 'Parete 2' });
    const { data } = (await made.json()) as { data: { id: string } };
    // The demo dispatcher's rules deny managing the company configuration.
    expect((await create(ctx.dispatcher, TIRRENO, { name: 'x' })).status).toBe(403);
    expect(
      (await ctx.env.api('/wall-tokens', { token: ctx.dispatcher, company: TIRRENO })).status,
    ).toBe(403);
    const other = await ctx.env.api(`/wall-tokens/${data.id}`, {
      token: ctx.admin,
      company: 1,
      method: 'DELETE',
    });
    expect(other.status).toBe(404);
  });
});
