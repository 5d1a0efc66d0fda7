import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient } from './support/liveClient.js';
import { answer, errorAnswer } from './support/apiContract.js';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { SharedTestClient } from './support/sharedClient.js';
import {
  linkCalls,
  linkCreatedAnswer,
  linkUpdatedAnswer,
  movingTruckOf,
  nowS,
  publicLink,
  trucksOf,
} from './support/sharedLinks.js';

// What a link token opens, and what it never opens: real relay, real Socket.IO, PGlite.
describe('shared link tokens', () => {
  let env: AccountsRelay;
  let dispatcher: ReturnType<typeof linkCalls>;
  let tirreno: number[];
  const clients: Array<{ close(): void }> = [];

  beforeAll(async () => {
    // 200 trucks, so that some of Tirreno's are driving at any hour of the day.
    env = await startAccountsRelay('pglite', { POLL_TRUCKS_MS: '250', SIM_TRUCKS: '200' });
    dispatcher = linkCalls(env, await env.signIn('dispatcher'), 4);
    tirreno = await trucksOf(env, 4);
    await trucksOf(env, 1);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await env?.close();
  });

  const create = async (truckIds: number[], startAt: number, expireAt: number) =>
    (
      await answer(
        dispatcher.create({
          truck_id: truckIds,
          start_at: startAt,
          expire_at: expireAt,
          tz: 'UTC',
        }),
        201,
        linkCreatedAnswer,
      )
    ).data;
  const viewer = (token: unknown): SharedTestClient => {
    const client = new SharedTestClient(env.relay.url, { token });
    clients.push(client);
    return client;
  };
  const truck = (): number => tirreno[0] ?? 0;

  it('streams only the shared truck, live, with no company, driver or telemetry data', async () => {
    const moving = await movingTruckOf(env, 4);
    const link = await create([moving], nowS() - 60, nowS() + 3600);
    const client = viewer(link.token);
    expect(await client.settled()).toBeUndefined();
    expect([...client.replica.trucks.keys()]).toEqual([moving]);
    const first = client.replica.trucks.get(moving)?.lastpoint;
    await client.until(() => {
      const now = client.replica.trucks.get(moving)?.lastpoint;
      return !!now && (now.lat !== first?.lat || now.lng !== first.lng);
    });
    expect([...client.replica.trucks.keys()]).toEqual([moving]);
    const wire = JSON.stringify([
      ...client.replica.trucks.values(),
      ...client.diffs.flatMap((d) => d.upserts),
    ]);
    expect(new Set(client.diffs.map((d) => d.company))).toEqual(new Set([0]));
    for (const secret of ['details', 'driver', 'telemetry', 'company', 'tags', 'odometer']) {
      expect(wire).not.toContain(`"${secret}"`);
    }
    const seqs = client.diffs.map((d) => d.seq);
    expect(seqs.every((seq, i) => i === 0 || seq === (seqs[i - 1] ?? 0) + 1)).toBe(true);
  });

  it('a company A token reveals nothing of company B and opens no other door', async () => {
    const link = await create([truck()], nowS() - 60, nowS() + 3600);
    const client = viewer(link.token);
    await client.settled();
    const padani = new Set(env.relay.hub.snapshot(1).trucks.map((t) => t.id));
    expect([...client.replica.trucks.keys()].some((id) => padani.has(id))).toBe(false);
    // Not a bearer token for the API, not a key to `/live`.
    await answer(env.api('/sharelink', { token: link.token, company: 4 }), 401, errorAnswer);
    await answer(env.api('/users/me', { token: link.token }), 401, errorAnswer);
    const live = new LiveTestClient(env.relay.url, { token: link.token, company: 1 });
    clients.push(live);
    await live.until(() => live.connectError !== undefined || live.replica.synced);
    expect(live.connectError?.message).toMatch(/unauthorized/);
    expect(live.replica.trucks.size).toBe(0);
    // A forged or malformed token gets the same refusal as a revoked one.
    expect(await viewer(`${link.token.slice(0, -2)}AA`).settled()).toBe('no_longer_exists');
    expect(await viewer({ nested: true }).settled()).toBe('no_longer_exists');
  });

  it('before the start the socket refuses with not_yet_available', async () => {
    const link = await create([truck()], nowS() + 3600, nowS() + 7200);
    expect(await viewer(link.token).settled()).toBe('not_yet_available');
  });

  it('cuts a live viewer off at expiry; afterwards REST and socket give nothing', async () => {
    const exp = nowS() + 2;
    const link = await create([truck()], nowS() - 60, exp);
    const client = viewer(link.token);
    expect(await client.settled()).toBeUndefined();
    await client.until(() => client.disconnectReason !== undefined);
    expect(client.ended).toBe('no_longer_exists');
    expect(client.disconnectReason).toBe('io server disconnect');
    // Not before the expiry second has begun.
    expect(client.disconnectedAt ?? 0).toBeGreaterThanOrEqual(exp * 1000);
    expect((await answer(publicLink(env, link.token), 404, errorAnswer)).error).toBe(
      'no_longer_exists',
    );
    expect(await viewer(link.token).settled()).toBe('no_longer_exists');
  });

  it('an earlier expiry set by the owner reaches the connected viewer', async () => {
    const link = await create([truck()], nowS() - 60, nowS() + 3600);
    const client = viewer(link.token);
    await client.settled();
    const exp = nowS() + 2;
    await answer(
      dispatcher.update({ id: link.id, expire_at: exp, tz: 'UTC' }),
      200,
      linkUpdatedAnswer,
    );
    await client.until(() => client.disconnectReason !== undefined);
    expect(client.exp).toBe(exp);
    expect(client.ended).toBe('no_longer_exists');
    expect(client.disconnectedAt ?? 0).toBeGreaterThanOrEqual(exp * 1000);
  });

  it('revoking disconnects every viewer of the link at once, and only them', async () => {
    const link = await create([truck()], nowS() - 60, nowS() + 3600);
    const other = await create([truck()], nowS() - 60, nowS() + 3600);
    const a = viewer(link.token);
    const b = viewer(link.token);
    const bystander = viewer(other.token);
    await Promise.all([a.settled(), b.settled(), bystander.settled()]);
    expect((await dispatcher.remove({ id: link.id })).status).toBe(204);
    await a.until(() => a.disconnectReason !== undefined);
    await b.until(() => b.disconnectReason !== undefined);
    expect([a.ended, b.ended]).toEqual(['no_longer_exists', 'no_longer_exists']);
    const before = bystander.diffs.length;
    await bystander.until(() => bystander.diffs.length > before);
    expect(bystander.disconnectReason).toBeUndefined();
    await answer(publicLink(env, link.token), 404, errorAnswer);
    expect(await viewer(link.token).settled()).toBe('no_longer_exists');
  });
});
