import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, claims, storeAnswer, userInfoAnswer } from './support/apiContract.js';
import { DATABASES, startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

const COMPANY_SCOPED_READS = [
  '/licenses',
  '/companies?include[]=permissions',
  '/store?type=user&key=geofleet',
  '/store?type=company&key=geofleet',
  '/golia/config',
  '/drivers/status',
];

// The dispatcher belongs to Autotrasporti Tirreno (4) only; the administrator to companies 1 to 4.
describe.each(DATABASES)('tenancy on %s', (kind) => {
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: string;
  const secret = { note: 'Alpi only', vehicleListModeView: 'table' };

  beforeAll(async () => {
    env = await startAccountsRelay(kind);
    admin = await env.signIn('admin');
    dispatcher = await env.signIn('dispatcher');
    for (const company of [1, 2, 3]) {
      for (const type of ['user', 'company']) {
        const saved = await env.api('/store', {
          token: admin,
          company,
          method: 'POST',
          body: JSON.stringify({ type, key: 'geofleet', data: secret }),
        });
        expect(saved.status).toBe(200);
      }
    }
  });
  afterAll(() => env?.close());

  it.each([1, 2, 3])('every read with X-Company %i answers 403 to the dispatcher', async (c) => {
    for (const path of COMPANY_SCOPED_READS) {
      const response = await env.api(path, { token: dispatcher, company: c });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(JSON.stringify(await response.json())).not.toContain('Alpi only');
    }
  });

  it.each([1, 2, 3])('every write with X-Company %i answers 403 and changes nothing', async (c) => {
    const writes = [
      { path: '/store', body: { type: 'user', key: 'geofleet', data: { hijacked: true } } },
      { path: '/store', body: { type: 'company', key: 'geofleet', data: { hijacked: true } } },
      { path: '/companies/change', body: { azienda: c } },
    ];
    for (const { path, body } of writes) {
      const response = await env.api(path, {
        token: dispatcher,
        company: c,
        method: 'POST',
        body: JSON.stringify(body),
      });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    const company = env.api('/store?type=company&key=geofleet', { token: admin, company: c });
    expect((await answer(company, 200, storeAnswer)).data).toEqual(secret);
  });

  it('in its own company the dispatcher sees nothing of companies 1 to 3', async () => {
    const foreign = ['Alpi only', 'Trasporti Padani', 'Logistica Adriatica', 'Alpi Cargo'];
    for (const path of COMPANY_SCOPED_READS) {
      const response = await env.api(path, { token: dispatcher, company: 4 });
      expect(response.status).toBe(200);
      const text = await response.text();
      for (const name of foreign) expect(text).not.toContain(name);
    }
    const me = await answer(env.api('/users/me', { token: dispatcher }), 200, userInfoAnswer);
    expect(claims(me.data.info.signed_tenant_token)['companies']).toEqual([4]);
  });

  it('the token verifier the live socket uses grants only the user’s companies', async () => {
    expect((await env.relay.verifyToken(dispatcher))?.companies).toEqual([4]);
    expect((await env.relay.verifyToken(admin))?.companies).toEqual([1, 2, 3, 4]);
    expect(await env.relay.verifyToken('not-a-token')).toBeNull();
  });
});
