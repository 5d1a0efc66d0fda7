import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './support/apiContract.js';
import {
  startAccountsRelay,
  type AccountsRelay,
  postgresAndRedis,
} from './support/accountsRelay.js';
import { SharedTestClient } from './support/sharedClient.js';
import {
  linkCalls,
  linkCreatedAnswer,
  linkUpdatedAnswer,
  nowS,
  trucksOf,
} from './support/sharedLinks.js';
import { REDIS_URL } from './support/services.js';

const ready = await postgresAndRedis('tests/sharedLinksScaleOut.test.ts');

// Two relays, one database, one Redis: the owner works on one, the customer watches on the other.
describe.skipIf(!ready)('shared links across two relays', () => {
  let a: AccountsRelay;
  let b: AccountsRelay;
  let owner: ReturnType<typeof linkCalls>;
  let truck: number;
  const clients: SharedTestClient[] = [];

  beforeAll(async () => {
    const shared = {
      REDIS_URL,
      REDIS_KEY_PREFIX: `fleetdeck-test-${randomUUID()}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    a = await startAccountsRelay('postgres', shared);
    b = await startAccountsRelay('postgres', { ...shared, DATABASE_SCHEMA: a.schema ?? '' });
    owner = linkCalls(a, await a.signIn('dispatcher'), 4);
    truck = (await trucksOf(a, 4))[0] ?? 0;
    await trucksOf(b, 4);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await b?.relay.close();
    await a?.close();
  });

  const watchOnB = async () => {
    const link = (
      await answer(
        owner.create({
          truck_id: [truck],
          start_at: nowS() - 60,
          expire_at: nowS() + 3600,
          tz: 'UTC',
        }),
        201,
        linkCreatedAnswer,
      )
    ).data;
    const client = new SharedTestClient(b.relay.url, { token: link.token });
    clients.push(client);
    expect(await client.settled()).toBeUndefined();
    return { link, client };
  };

  it('revoking on one relay disconnects the viewer on the other', async () => {
    const { link, client } = await watchOnB();
    expect((await owner.remove({ id: link.id })).status).toBe(204);
    await client.until(() => client.disconnectReason !== undefined);
    expect(client.ended).toBe('no_longer_exists');
  });

  it('an earlier expiry set on one relay cuts the viewer off on the other', async () => {
    const { link, client } = await watchOnB();
    const exp = nowS() + 2;
    await answer(owner.update({ id: link.id, expire_at: exp, tz: 'UTC' }), 200, linkUpdatedAnswer);
    await client.until(() => client.disconnectReason !== undefined);
    expect(client.exp).toBe(exp);
    expect(client.disconnectedAt ?? 0).toBeGreaterThanOrEqual(exp * 1000);
  });
});
