import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { io } from 'socket.io-client';
import { LIVE_NAMESPACE } from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

const SECRET = 'tenant-token-test-secret-of-at-least-32-characters';
const ISSUER = 'fleetdeck-relay';

/**
 * The tenant token of `GET /api/users/me` (`signed_tenant_token`, a JWT with `typ: 'tenant'`) says
 * who the user is and for which companies; it is signed with the same secret as access tokens but
 * is no credential: as a bearer it is refused on REST and on the `/live` handshake.
 */
describe('a tenant token used as a bearer', () => {
  let env: AccountsRelay;
  let dispatcher: string;
  let tenant: string;
  /** A tenant token that also names the dispatcher's open session: only its `typ` is wrong. */
  let tenantOfSession: string;

  const join = (auth: Record<string, unknown>): Promise<string> => {
    const socket = io(`${env.relay.url}${LIVE_NAMESPACE}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth,
    });
    return new Promise<string>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (error) => resolve(error.message));
    }).finally(() => socket.close());
  };

  beforeAll(async () => {
    env = await startAccountsRelay('pglite', { JWT_SECRET: SECRET, LIVE_REQUIRE_AUTH: 'true' });
    dispatcher = await env.signIn('dispatcher');
    const me = await env.api('/users/me', { token: dispatcher });
    expect(me.status).toBe(200);
    tenant = ((await me.json()) as { data: { info: { signed_tenant_token: string } } }).data.info
      .signed_tenant_token;
    const access = decodeJwt(dispatcher);
    const claims = decodeJwt(tenant);
    // What the test relies on: the relay's own tenant token, for the same user, still valid.
    expect(claims).toMatchObject({ typ: 'tenant', sub: access.sub, iss: ISSUER, companies: [4] });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    tenantOfSession = await new SignJWT({ typ: 'tenant', companies: [4], current_company: 4 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(access.sub))
      .setJti(String(access.jti))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
  });
  afterAll(() => env?.close());

  it('is refused with 401 on the user call and on company routes, where the access token works', async () => {
    const calls = [
      ['/users/me', undefined],
      ['/licenses', 4],
      ['/sharelink', 4],
      ['/drivers/plafond?driving=false', 4],
    ] as const;
    for (const [path, company] of calls) {
      const scope = company === undefined ? {} : { company };
      // The same call with the access token of the same user and session goes through.
      expect((await env.api(path, { token: dispatcher, ...scope })).status, path).toBe(200);
      for (const token of [tenant, tenantOfSession]) {
        const refused = await env.api(path, { token, ...scope });
        expect(refused.status, `${path} with a tenant token`).toBe(401);
      }
    }
  });

  it('is refused on the /live handshake, where the access token joins', async () => {
    expect(await join({ token: dispatcher, company: 4 })).toBe('connected');
    expect(await join({ token: tenant, company: 4 })).toMatch(/^unauthorized/);
    expect(await join({ token: tenantOfSession, company: 4 })).toMatch(/^unauthorized/);
  });
});
