import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLinkAnswerSchema } from '@fleetdeck/shared';
import { answer, errorAnswer } from './support/apiContract.js';
import { DATABASES, startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import {
  linkCalls,
  linkCreatedAnswer,
  linkListAnswer,
  linkUpdatedAnswer,
  nowS,
  publicLink,
  trucksOf,
} from './support/sharedLinks.js';

// Contract of the `/sharelink` calls (part 1 section 7) and of the public view's one call.
describe.each(DATABASES)('shared links API on %s', (kind) => {
  let env: AccountsRelay;
  let admin: ReturnType<typeof linkCalls>;
  let dispatcher: ReturnType<typeof linkCalls>;
  let tirreno: number[];
  let padani: number[];
  const day = 86_400;

  beforeAll(async () => {
    env = await startAccountsRelay(kind);
    admin = linkCalls(env, await env.signIn('admin'), 1);
    dispatcher = linkCalls(env, await env.signIn('dispatcher'), 4);
    tirreno = await trucksOf(env, 4);
    padani = await trucksOf(env, 1);
  });
  afterAll(() => env?.close());

  const period = () => ({ start_at: nowS() - 60, expire_at: nowS() + day, tz: 'Europe/Rome' });
  const field = async (response: Promise<Response>) =>
    (await answer(response, 400, errorAnswer)).field;

  it('POST creates a link with an unguessable token that opens the public view', async () => {
    const truck = tirreno[0] ?? 0;
    const { data } = await answer(
      dispatcher.create({ truck_id: [truck], ...period() }),
      201,
      linkCreatedAnswer,
    );
    // 32 random bytes in base64url: 43 characters, 256 bits.
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.id).not.toBe(data.token);
    const plate = env.relay.hub.snapshot(4).trucks.find((t) => t.id === truck)?.plate;
    expect(data.trucks).toEqual([{ id: truck, plate }]);
    const view = await answer(publicLink(env, data.token), 200, publicLinkAnswerSchema);
    expect(view.data).toEqual({ start: data.start, exp: data.exp, trucks: data.trucks });
  });

  it('GET groups the company’s links by state and never lists a token', async () => {
    const truck = tirreno[1] ?? tirreno[0] ?? 0;
    const upcoming = await answer(
      dispatcher.create({
        truck_id: [truck],
        start_at: nowS() + day,
        expire_at: nowS() + 2 * day,
        tz: 'UTC',
      }),
      201,
      linkCreatedAnswer,
    );
    const response = await dispatcher.list();
    const text = await response.clone().text();
    const { data } = await answer(response, 200, linkListAnswer);
    expect(data.upcoming.map((l) => l.id)).toContain(upcoming.data.id);
    expect(data.active.length).toBeGreaterThan(0);
    expect(data.active.map((l) => l.id)).not.toContain(upcoming.data.id);
    expect(text).not.toContain(upcoming.data.token);
    // Another company's list does not show them.
    const other = await answer(admin.list(), 200, linkListAnswer);
    expect(other.data.upcoming.map((l) => l.id)).not.toContain(upcoming.data.id);
  });

  it('POST refuses bad input with 400 naming the field', async () => {
    const truck = tirreno[0] ?? 0;
    const now = nowS();
    expect(await field(dispatcher.create({ ...period(), truck_id: [] }))).toBe('truck_id');
    expect(await field(dispatcher.create({ ...period(), truck_id: [truck, truck] }))).toBe(
      'truck_id',
    );
    expect(
      await field(
        dispatcher.create({ truck_id: [truck], start_at: now, expire_at: now, tz: 'UTC' }),
      ),
    ).toBe('expire_at');
    expect(
      await field(
        dispatcher.create({
          truck_id: [truck],
          start_at: now - 2 * day,
          expire_at: now - day,
          tz: 'UTC',
        }),
      ),
    ).toBe('expire_at');
    expect(
      await field(dispatcher.create({ ...period(), truck_id: [truck], tz: 'Mars/Olympus' })),
    ).toBe('tz');
    expect(
      await field(dispatcher.create({ ...period(), truck_id: [truck], start_at: 'today' })),
    ).toBe('start_at');
    // A vehicle of another company is not the user's to share.
    expect(await field(dispatcher.create({ ...period(), truck_id: [truck, padani[0]] }))).toBe(
      'truck_id.1',
    );
  });

  it('PUT changes only the expiry, after the start', async () => {
    const truck = tirreno[0] ?? 0;
    const created = await answer(
      dispatcher.create({ truck_id: [truck], ...period() }),
      201,
      linkCreatedAnswer,
    );
    const { id, start } = created.data;
    const exp = nowS() + 3 * day;
    const updated = await answer(
      dispatcher.update({ id, expire_at: exp, tz: 'UTC' }),
      200,
      linkUpdatedAnswer,
    );
    expect(updated.data.exp).toBe(exp);
    const { data } = await answer(dispatcher.list(), 200, linkListAnswer);
    expect(data.active.find((l) => l.id === id)).toMatchObject({ start, exp, tz: 'UTC' });
    expect(await field(dispatcher.update({ id, expire_at: start, tz: 'UTC' }))).toBe('expire_at');
    expect(await field(dispatcher.update({ id, tz: 'UTC' }))).toBe('expire_at');
    expect(
      await field(dispatcher.update({ id, start_at: start - day, expire_at: exp, tz: 'UTC' })),
    ).toBe('start_at');
    const view = await answer(publicLink(env, created.data.token), 200, publicLinkAnswerSchema);
    expect(view.data).toMatchObject({ start, exp });
  });

  it('someone else’s link is 404 for PUT and DELETE and stays untouched', async () => {
    const created = await answer(
      dispatcher.create({ truck_id: [tirreno[0]], ...period() }),
      201,
      linkCreatedAnswer,
    );
    const { id, token } = created.data;
    // The link as its owner and the public view see it, before and after each refused write.
    const read = async () => {
      const { data } = await answer(dispatcher.list(), 200, linkListAnswer);
      const listed = [...data.upcoming, ...data.active, ...data.expired].filter((l) => l.id === id);
      const view = await answer(publicLink(env, token), 200, publicLinkAnswerSchema);
      return { listed, view: view.data };
    };
    const before = await read();
    expect(before.listed).toHaveLength(1);
    expect(before.listed[0]).toMatchObject({
      id,
      start: created.data.start,
      exp: created.data.exp,
      tz: 'Europe/Rome',
    });
    expect(before.view).toEqual({
      start: created.data.start,
      exp: created.data.exp,
      trucks: created.data.trucks,
    });
    // Another expiry and zone than the link's: had the write gone through, both would show.
    const otherExp = created.data.exp + 4 * day;
    await answer(admin.update({ id, expire_at: otherExp, tz: 'UTC' }), 404, errorAnswer);
    expect(await read()).toEqual(before);
    await answer(admin.remove({ id }), 404, errorAnswer);
    expect(await read()).toEqual(before);
    // The token itself is no handle for the owner calls either.
    await answer(
      dispatcher.update({ id: token, expire_at: otherExp, tz: 'UTC' }),
      404,
      errorAnswer,
    );
    await answer(dispatcher.remove({ id: token }), 404, errorAnswer);
    expect(await read()).toEqual(before);
  });

  it('DELETE revokes the link: the public view then says it no longer exists', async () => {
    const created = await answer(
      dispatcher.create({ truck_id: [tirreno[0]], ...period() }),
      201,
      linkCreatedAnswer,
    );
    const { id, token } = created.data;
    const gone = await dispatcher.remove({ id });
    expect(gone.status).toBe(204);
    expect((await answer(publicLink(env, token), 404, errorAnswer)).error).toBe('no_longer_exists');
    await answer(dispatcher.remove({ id }), 404, errorAnswer);
    expect(await field(dispatcher.remove({}))).toBe('id');
  });

  it('answers 401 without a bearer token and 403 for a company not the user’s', async () => {
    await answer(env.api('/sharelink'), 401, errorAnswer);
    await answer(linkCalls(env, await env.signIn('dispatcher'), 1).list(), 403, errorAnswer);
  });

  it('the public view refuses early, out-of-range and malformed requests', async () => {
    const start = nowS() + day;
    const early = await answer(
      dispatcher.create({
        truck_id: [tirreno[0]],
        start_at: start,
        expire_at: start + day,
        tz: 'UTC',
      }),
      201,
      linkCreatedAnswer,
    );
    const refused = await publicLink(env, early.data.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'not_yet_available', start });
    const live = await answer(
      dispatcher.create({ truck_id: [tirreno[0]], ...period() }),
      201,
      linkCreatedAnswer,
    );
    const { token, start: from, exp } = live.data;
    await answer(publicLink(env, token, `?from=${from}&to=${exp}`), 200, publicLinkAnswerSchema);
    const outside = await answer(publicLink(env, token, `?from=${from - day}`), 400, errorAnswer);
    expect(outside).toMatchObject({ error: 'invalid_range', field: 'from' });
    expect((await answer(publicLink(env, token, `?to=${exp + 1}`), 400, errorAnswer)).field).toBe(
      'to',
    );
    expect((await answer(publicLink(env, 'short'), 400, errorAnswer)).field).toBe('token');
    await answer(publicLink(env, 'A'.repeat(43)), 404, errorAnswer);
  });

  // Only PostgreSQL can be read from the test (PGlite lives inside the relay): no skip counted.
  if (kind === 'postgres')
    it('stores only a hash of the token', async () => {
      const created = await answer(
        dispatcher.create({ truck_id: [tirreno[0]], ...period() }),
        201,
        linkCreatedAnswer,
      );
      const rows =
        (await env.sql?.('SELECT * FROM shared_links WHERE id = $1', [created.data.id])) ?? [];
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(created.data.token);
      expect(rows[0]?.['token_hash']).toMatch(/^[0-9a-f]{64}$/);
    });
});
