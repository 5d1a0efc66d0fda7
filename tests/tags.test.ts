import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTagSchema, type CompanyTag, type Truck } from '@fleetdeck/shared';
import {
  startAccountsRelay,
  type AccountsRelay,
  postgresAndRedis,
} from './support/accountsRelay.js';
import { LiveTestClient } from './support/liveClient.js';
import { until } from './support/until.js';
import { REDIS_URL } from './support/services.js';

const TIRRENO = 4;
const PADANI = 1;
const ADRIATICA = 2; // a slave of Padani

type Body = Record<string, unknown>;

/** The calls of one signed-in user in one company. */
function calls(env: AccountsRelay, token: string, company: number) {
  const send = async (path: string, method = 'GET', body?: Body) => {
    const res = await env.api(path, {
      token,
      company,
      method,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
  };
  return {
    send,
    list: async () => companyTagSchema.array().parse((await send('/tags')).body['data']),
    create: async (name: string) =>
      companyTagSchema.parse((await send('/tags', 'POST', { tag: name })).body['data']),
  };
}

const tagNamesOn = (truck: Truck | undefined): string[] =>
  (truck?.tags ?? []).map((t) => (typeof t === 'number' ? String(t) : t.name));

describe('company tags through the real relay', () => {
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: ReturnType<typeof calls>;
  let live: LiveTestClient;
  let mine: Truck[];

  beforeAll(async () => {
    env = await startAccountsRelay('pglite', {
      SIM_TRUCKS: '80',
      POLL_TRUCKS_MS: '200',
      LIVE_REQUIRE_AUTH: 'true',
    });
    admin = await env.signIn('admin');
    const token = await env.signIn('dispatcher');
    dispatcher = calls(env, token, TIRRENO);
    await until(() => env.relay.hub.snapshot(TIRRENO).trucks.length > 3, 'the first poll');
    mine = env.relay.hub.snapshot(TIRRENO).trucks;
    live = new LiveTestClient(env.relay.url, { token, company: TIRRENO });
    await live.until(() => live.snapshots > 0);
  });
  afterAll(async () => {
    live?.close();
    await env?.close();
  });

  it('seeds the demo tags, counted from the trucks of the stream that carry them', async () => {
    const tags = await dispatcher.list();
    expect(tags.map((t) => t.name).sort()).toEqual(
      ['ADR', 'Clienti premium', 'Frigo', 'Groupage', 'Nord', 'Sud'].sort(),
    );
    // The trucks carry them in the stream once polled; the counts are those trucks.
    const trucks = env.relay.hub.snapshot(TIRRENO).trucks;
    for (const tag of tags) {
      const carrying = trucks.filter((t) =>
        (t.tags ?? []).some((x) => typeof x !== 'number' && x.id === tag.id),
      );
      expect(tag.trucks, tag.name).toBe(carrying.length);
    }
    expect(tags.some((t) => t.trucks > 0)).toBe(true);
    // Refrigerated trailers carry "Frigo" (the simulator's reefer category).
    for (const truck of trucks.filter((t) => t.category?.icon === 'trailer-reefer'))
      expect(tagNamesOn(truck)).toContain('Frigo');
  });

  it('adds, renames and deletes a tag, refusing blank and duplicate names', async () => {
    for (const tag of ['', '   '])
      expect((await dispatcher.send('/tags', 'POST', { tag })).body).toMatchObject({
        field: 'tag',
      });
    expect((await dispatcher.send('/tags', 'POST', {})).status).toBe(400);
    const added = await dispatcher.send('/tags', 'POST', { tag: ' Urgente ' });
    expect(added.status).toBe(201);
    const tag = companyTagSchema.parse(added.body['data']);
    expect(tag).toMatchObject({ name: 'Urgente', trucks: 0 });
    const again = await dispatcher.send('/tags', 'POST', { tag: 'URGENTE' });
    expect([again.status, again.body['field']]).toEqual([409, 'tag']);

    const renamed = await dispatcher.send(`/tags/${tag.id}`, 'PUT', { tag: 'Urgentissimo' });
    expect(renamed.status).toBe(200);
    expect(renamed.body['data']).toEqual({ id: tag.id, name: 'Urgentissimo', trucks: 0 });
    const clash = await dispatcher.send(`/tags/${tag.id}`, 'PUT', { tag: 'frigo' });
    expect([clash.status, clash.body['field']]).toEqual([409, 'tag']);
    expect((await dispatcher.send(`/tags/${tag.id}`, 'PUT', { tag: '' })).body['field']).toBe(
      'tag',
    );
    expect((await dispatcher.list()).map((t) => t.name)).toContain('Urgentissimo');

    expect((await dispatcher.send(`/tags/${tag.id}`, 'DELETE')).status).toBe(204);
    expect((await dispatcher.send(`/tags/${tag.id}`, 'DELETE')).status).toBe(404);
    expect((await dispatcher.list()).map((t) => t.id)).not.toContain(tag.id);
  });

  it('puts a tag on a truck and the live stream carries it; rename and delete follow', async () => {
    const truck = mine[0]!;
    const tag = await dispatcher.create('In officina');
    const onTruck = () => tagNamesOn(live.replica.trucks.get(truck.id));
    const keep = (live.replica.trucks.get(truck.id)?.tags ?? []).flatMap((t) =>
      typeof t === 'number' ? [] : [t.id],
    );
    const put = await dispatcher.send(`/trucks/${truck.id}/tags`, 'PUT', {
      tag_ids: [...keep, tag.id],
    });
    expect(put.status).toBe(200);
    const diffsBefore = live.diffs.length;
    await live.until(() => onTruck().includes('In officina'));
    // It came as an ordinary diff upsert of the truck's tags.
    expect(
      live.diffs
        .slice(diffsBefore === 0 ? 0 : diffsBefore - 1)
        .some((d) => d.upserts.some((u) => u.id === truck.id && 'tags' in u)),
    ).toBe(true);
    expect((await dispatcher.list()).find((t) => t.id === tag.id)?.trucks).toBe(1);

    await dispatcher.send(`/tags/${tag.id}`, 'PUT', { tag: 'Fermo officina' });
    await live.until(
      () => onTruck().includes('Fermo officina') && !onTruck().includes('In officina'),
    );
    await dispatcher.send(`/tags/${tag.id}`, 'DELETE');
    await live.until(() => !onTruck().includes('Fermo officina'));
    // The truck's other tags stayed.
    expect(onTruck().length).toBe(keep.length);
  });

  it('tags and untags trucks in bulk', async () => {
    const tag = await dispatcher.create('Bulk');
    const ids = mine.slice(0, 3).map((t) => t.id);
    const put = await dispatcher.send(`/tags/${tag.id}/trucks`, 'POST', {
      truck_ids: ids,
      assigned: true,
    });
    expect(put.status).toBe(200);
    expect(put.body['data']).toEqual({ id: tag.id, name: 'Bulk', trucks: 3 });
    await live.until(() =>
      ids.every((id) => tagNamesOn(live.replica.trucks.get(id)).includes('Bulk')),
    );
    const off = await dispatcher.send(`/tags/${tag.id}/trucks`, 'POST', {
      truck_ids: ids.slice(0, 2),
      assigned: false,
    });
    expect((off.body['data'] as CompanyTag).trucks).toBe(1);
    await live.until(() => !tagNamesOn(live.replica.trucks.get(ids[0]!)).includes('Bulk'));
    expect(tagNamesOn(live.replica.trucks.get(ids[2]!))).toContain('Bulk');
    const bad = await dispatcher.send(`/tags/${tag.id}/trucks`, 'POST', {
      truck_ids: [],
      assigned: true,
    });
    expect([bad.status, bad.body['field']]).toEqual([400, 'truck_ids']);
  });

  it('keeps each company to its own tags and trucks', async () => {
    const padani = calls(env, admin, PADANI);
    const theirs = await padani.create('Padani solo');
    const theirTruck = env.relay.hub
      .snapshot(PADANI)
      .trucks.find((t) => !env.relay.hub.sees(TIRRENO, t.id))!;
    expect((await dispatcher.list()).map((t) => t.id)).not.toContain(theirs.id);
    expect((await dispatcher.send(`/tags/${theirs.id}`, 'PUT', { tag: 'x' })).status).toBe(404);
    expect((await dispatcher.send(`/tags/${theirs.id}`, 'DELETE')).status).toBe(404);
    expect(
      (
        await dispatcher.send(`/tags/${theirs.id}/trucks`, 'POST', {
          truck_ids: [mine[0]!.id],
          assigned: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (await dispatcher.send(`/trucks/${theirTruck.id}/tags`, 'PUT', { tag_ids: [] })).status,
    ).toBe(404);
    const foreign = await dispatcher.send(`/trucks/${mine[0]!.id}/tags`, 'PUT', {
      tag_ids: [theirs.id],
    });
    expect([foreign.status, foreign.body['field']]).toEqual([400, 'tag_ids']);
    const own = await dispatcher.create('Mio');
    const unseen = await dispatcher.send(`/tags/${own.id}/trucks`, 'POST', {
      truck_ids: [theirTruck.id],
      assigned: true,
    });
    expect([unseen.status, unseen.body['field']]).toEqual([400, 'truck_ids']);
    expect((await calls(env, await env.signIn('dispatcher'), PADANI).send('/tags')).status).toBe(
      403,
    );
  });

  it("shows a master's tag on a slave's truck in the master's stream only", async () => {
    const padani = calls(env, admin, PADANI);
    const tag = await padani.create('Da Padani');
    const slaveTruck = env.relay.hub.snapshot(ADRIATICA).trucks[0]!;
    const put = await padani.send(`/tags/${tag.id}/trucks`, 'POST', {
      truck_ids: [slaveTruck.id],
      assigned: true,
    });
    expect(put.status).toBe(200);
    const shown = (company: number) =>
      tagNamesOn(env.relay.hub.snapshot(company).trucks.find((t) => t.id === slaveTruck.id));
    await until(() => shown(PADANI).includes('Da Padani'), 'the tag in the master stream');
    expect(shown(ADRIATICA)).not.toContain('Da Padani');
    // Adriatica's own tags stay out of Padani's stream.
    const slaveTags = calls(env, admin, ADRIATICA);
    const own = await slaveTags.create('Da Adriatica');
    await slaveTags.send(`/trucks/${slaveTruck.id}/tags`, 'PUT', { tag_ids: [own.id] });
    await until(() => shown(ADRIATICA).includes('Da Adriatica'), 'the tag in the slave stream');
    expect(shown(PADANI)).not.toContain('Da Adriatica');
    expect(shown(PADANI)).toContain('Da Padani');
  });

  it('lets a read-only wall screen list tags but not change them', async () => {
    const made = await env.api('/wall-tokens', {
      token: admin,
      company: TIRRENO,
      method: 'POST',
      body: JSON.stringify({ name: 'Sala' }),
    });
    const wall = ((await made.json()) as { data: { token: string } }).data.token;
    const screen = calls(env, wall, TIRRENO);
    expect((await screen.send('/tags')).status).toBe(200);
    expect((await screen.send('/tags', 'POST', { tag: 'Muro' })).status).toBe(403);
  });
});

const twoRelays = await postgresAndRedis(
  'tests/tags.test.ts',
  'Redis or PostgreSQL (the two-relay case)',
);

// The poller learns of a change made on another relay through the database (truckTagger.ts).
describe.skipIf(!twoRelays)('a tag change made on the relay that does not poll', () => {
  let a: AccountsRelay;
  let b: AccountsRelay;
  let live: LiveTestClient;

  beforeAll(async () => {
    const shared = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `fleetdeck-test-${randomUUID()}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      POLL_TRUCKS_MS: '200',
    };
    a = await startAccountsRelay('postgres', shared);
    b = await startAccountsRelay('postgres', { ...shared, DATABASE_SCHEMA: a.schema ?? '' });
  });
  afterAll(async () => {
    live?.close();
    await b?.relay.close();
    await a?.close();
  });

  it('reaches the stream of both relays within a few polls', async () => {
    await until(() => a.relay.pipeline.isPolling !== b.relay.pipeline.isPolling, 'one poller');
    const [poller, other] = a.relay.pipeline.isPolling ? [a, b] : [b, a];
    await until(() => other.relay.hub.snapshot(TIRRENO).trucks.length > 0, 'the trucks on both');
    const truck = other.relay.hub.snapshot(TIRRENO).trucks[0]!;
    const token = await other.signIn('dispatcher');
    live = new LiveTestClient(poller.relay.url, { token, company: TIRRENO });
    await live.until(() => live.snapshots > 0);
    const tirreno = calls(other, token, TIRRENO);
    const tag = await tirreno.create('Da altro relay');
    const put = await tirreno.send(`/tags/${tag.id}/trucks`, 'POST', {
      truck_ids: [truck.id],
      assigned: true,
    });
    expect(put.status).toBe(200);
    await live.until(() =>
      tagNamesOn(live.replica.trucks.get(truck.id)).includes('Da altro relay'),
    );
    const carried = (relay: AccountsRelay) =>
      tagNamesOn(relay.relay.hub.snapshot(TIRRENO).trucks.find((t) => t.id === truck.id));
    await until(() => carried(other).includes('Da altro relay'), 'the tag on the other relay');
  });
});
