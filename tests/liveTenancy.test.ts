import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { LIVE_NAMESPACE, type CompanyScope, type WireSnapshot } from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

/** Connects to `/live`; resolves with the first snapshot or the connect_error message. */
function join(url: string, auth: { token?: string; company?: CompanyScope }) {
  const socket = io(`${url}${LIVE_NAMESPACE}`, { transports: ['websocket'], forceNew: true, auth });
  return new Promise<{ snapshot?: WireSnapshot; error?: string }>((resolve) => {
    socket.on('fleet:snapshot', (snapshot: WireSnapshot) => resolve({ snapshot }));
    socket.on('connect_error', (error) => resolve({ error: error.message }));
  }).finally(() => socket.close());
}

// With LIVE_REQUIRE_AUTH the socket uses the same token and the same company check as the API.
describe('tenancy on the live socket', () => {
  let env: AccountsRelay;
  let dispatcher: string;

  beforeAll(async () => {
    env = await startAccountsRelay('pglite', { LIVE_REQUIRE_AUTH: 'true' });
    dispatcher = await env.signIn('dispatcher');
  });
  afterAll(() => env?.close());

  it('refuses a handshake without a valid token', async () => {
    expect((await join(env.relay.url, { company: 4 })).error).toMatch(/^unauthorized/);
    expect((await join(env.relay.url, { token: 'forged', company: 4 })).error).toMatch(
      /^unauthorized/,
    );
  });

  it('refuses the dispatcher the streams of other companies and of every truck', async () => {
    for (const company of [1, 2, 3, '*'] as const) {
      expect((await join(env.relay.url, { token: dispatcher, company })).error).toMatch(
        /^forbidden/,
      );
    }
  });

  it('lets the dispatcher join its own company stream', async () => {
    const { snapshot, error } = await join(env.relay.url, { token: dispatcher, company: 4 });
    expect(error).toBeUndefined();
    expect(snapshot?.company).toBe(4);
  });
});
