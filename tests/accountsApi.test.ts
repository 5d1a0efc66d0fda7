import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answer,
  claims,
  companiesAnswer,
  driverStatusAnswer,
  errorAnswer,
  languageConfigAnswer,
  licensesAnswer,
  storeAnswer,
  userInfoAnswer,
} from './support/apiContract.js';
import { DATABASES, startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

// Contract of every section 7 call this issue serves: happy path, 400 naming the field, 401, 403.
describe.each(DATABASES)('accounts API on %s', (kind) => {
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: string;

  beforeAll(async () => {
    // Sessions may outlive one access token here, so a refresh shows that it renews the token.
    env = await startAccountsRelay(kind, { SESSION_MAX_HOURS: '24' });
    admin = await env.signIn('admin');
    dispatcher = await env.signIn('dispatcher');
  });
  afterAll(() => env?.close());

  const post = (path: string, token: string, company: number | undefined, body: unknown) =>
    env.api(path, { token, company, method: 'POST', body: JSON.stringify(body) });

  it('refuses a wrong password with the form again and no token', async () => {
    const response = await fetch(`${env.relay.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ username: 'admin', password: 'nope' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
  });

  it('slows one account down after five wrong passwords, with a notice, and resets on success', async () => {
    const attempt = (username: string, password: string) =>
      fetch(`${env.relay.url}/auth/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'accept-language': 'en' },
        body: new URLSearchParams({ username, password }),
      });
    for (let i = 0; i < 5; i++) {
      const free = await attempt('newcomer', 'wrong');
      expect(free.status).toBe(401);
      expect(await free.text()).not.toContain('Too many failed attempts');
    }
    const sixth = await attempt('newcomer', 'wrong');
    expect(sixth.status).toBe(401);
    expect(await sixth.text()).toContain('Too many failed attempts for this account');
    // Inside the wait even the right password is not checked; other accounts are not slowed.
    const refused = await attempt('newcomer', 'fleetdeck');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await attempt('dispatcher', 'fleetdeck')).status).toBe(303);
    // Once the short wait is over the real user gets in, and the count starts again.
    let status = 429;
    for (let tries = 0; status === 429 && tries < 100; tries++) {
      status = (await attempt('newcomer', 'fleetdeck')).status;
      if (status === 429) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(303);
    const after = await attempt('newcomer', 'wrong');
    expect(await after.text()).not.toContain('Too many failed attempts');
  });

  it('POST /users/me/token refreshes the access token of an open session only', async () => {
    const session = await env.signIn('dispatcher');
    // Tokens carry whole seconds: the refreshed one expires later only once the relay's clock (this
    // process's) is in a later second than the one the session's token was issued in.
    const issued = claims(session).iat as number;
    await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(issued), {
      timeout: 5_000,
      interval: 20,
    });
    const refreshed = await env.api('/users/me/token', { token: session, method: 'POST' });
    expect(refreshed.status).toBe(200);
    const { token } = ((await refreshed.json()) as { data: { token: string } }).data;
    expect(claims(token).exp as number).toBeGreaterThan(claims(session).exp as number);
    expect(claims(token).jti).toBe(claims(session).jti);
    await answer(env.api('/licenses', { token, company: 4 }), 200, licensesAnswer);
    await fetch(`${env.relay.url}/auth/logout?id_token_hint=${session}`);
    await answer(env.api('/licenses', { token, company: 4 }), 401, errorAnswer);
    await answer(env.api('/users/me/token', { token, method: 'POST' }), 401, errorAnswer);
  });

  it('GET /users/me answers the user info with a signed tenant token', async () => {
    const { data } = await answer(env.api('/users/me', { token: admin }), 200, userInfoAnswer);
    expect(data.info).toMatchObject({
      username: 'admin',
      current_company: 1,
      language: 'it-IT',
      iana: 'Europe/Rome',
      infringment_nation: 'ITA',
    });
    expect(claims(data.info.signed_tenant_token)).toMatchObject({
      typ: 'tenant',
      companies: [1, 2, 3, 4],
    });
  });

  it('answers 401 without a token, with a forged one and after logout', async () => {
    await answer(env.api('/users/me'), 401, errorAnswer);
    await answer(env.api('/users/me', { token: `${admin}x` }), 401, errorAnswer);
    const session = await env.signIn('admin');
    await answer(env.api('/licenses', { token: session, company: 1 }), 200, licensesAnswer);
    const logout = await fetch(
      `${env.relay.url}/auth/logout?id_token_hint=${session}&nonce=n0nce&return_to=/`,
    );
    expect(logout.status).toBe(200);
    expect(await logout.text()).toContain('data-nonce="n0nce"');
    await answer(env.api('/licenses', { token: session, company: 1 }), 401, errorAnswer);
    await answer(env.api('/licenses', { token: admin, company: 1 }), 200, licensesAnswer);
  });

  it('logout only returns to a path of this site', async () => {
    const page = await fetch(`${env.relay.url}/auth/logout?return_to=https://evil.example/`);
    expect(await page.text()).toContain('href="/"');
    const bad = await fetch(`${env.relay.url}/auth/logout?nonce=${'n'.repeat(200)}`);
    expect((await answer(bad, 400, errorAnswer)).field).toBe('nonce');
  });

  it('GET /licenses answers the membership licences, denied features false', async () => {
    const full = await answer(
      env.api('/licenses', { token: admin, company: 1 }),
      200,
      licensesAnswer,
    );
    expect(full.data['planner']).toMatchObject({ planner: true });
    const limited = await answer(
      env.api('/licenses', { token: dispatcher, company: 4 }),
      200,
      licensesAnswer,
    );
    expect(limited.data['planner']).toMatchObject({ planner: false });
    expect(limited.data['geofleet']).toMatchObject({ freight: false });
  });

  it('GET /companies lists the companies with master and slaves', async () => {
    const { data } = await answer(
      env.api('/companies?include[]=permissions', { token: admin, company: 2 }),
      200,
      companiesAnswer,
    );
    expect(data.permissions?.map((c) => c.id).sort()).toEqual([1, 2, 3, 4]);
    expect(data.company).toEqual({ id: 2, business_name: 'Logistica Adriatica S.r.l.' });
    expect(data.master_slave.map((m) => [m.master, [...m.slaves].sort()])).toEqual([[1, [2, 3]]]);
    const bad = env.api('/companies?include[]=secrets', { token: admin, company: 2 });
    expect((await answer(bad, 400, errorAnswer)).field).toBe('include.0');
  });

  it('GET /companies needs no X-Company: the current company is the one named', async () => {
    await answer(post('/companies/change', dispatcher, 4, { azienda: 4 }), 200, storeAnswer);
    const { data } = await answer(
      env.api('/companies?include[]=permissions', { token: dispatcher }),
      200,
      companiesAnswer,
    );
    expect(data.permissions?.map((c) => c.id)).toEqual([4]);
    expect(data.company?.id).toBe(4);
    const foreign = env.api('/companies', { token: dispatcher, company: 1 });
    await answer(foreign, 403, errorAnswer);
    expect(
      (await answer(env.api('/companies', { token: dispatcher, company: 'x' }), 400, errorAnswer))
        .field,
    ).toBe('X-Company');
  });

  it('POST /companies/change moves the current company, only to one of the user’s', async () => {
    await answer(post('/companies/change', admin, 1, { azienda: 3 }), 200, storeAnswer);
    const me = await answer(env.api('/users/me', { token: admin }), 200, userInfoAnswer);
    expect(me.data.info.current_company).toBe(3);
    await answer(post('/companies/change', dispatcher, 4, { azienda: 1 }), 403, errorAnswer);
    const bad = await answer(
      post('/companies/change', admin, 1, { azienda: 'three' }),
      400,
      errorAnswer,
    );
    expect(bad.field).toBe('azienda');
  });

  it('GET and POST /store keep the configuration per user and company; empty data resets', async () => {
    const save = (company: number, data: object, type = 'user') =>
      post('/store', admin, company, { type, key: 'geofleet', data });
    const read = async (company: number) =>
      (
        await answer(
          env.api('/store?type=user&key=geofleet', { token: admin, company }),
          200,
          storeAnswer,
        )
      ).data;

    expect(await read(1)).toBeNull();
    await answer(save(1, { vehicleListModeView: 'table' }), 200, storeAnswer);
    expect(await read(1)).toEqual({ vehicleListModeView: 'table' });
    expect(await read(2)).toBeNull();
    await answer(save(1, {}), 200, storeAnswer);
    expect(await read(1)).toEqual({});

    expect((await answer(save(1, { a: 1 }, 'team'), 400, errorAnswer)).field).toBe('type');
    const badKey = env.api('/store?type=user&key=other', { token: admin, company: 1 });
    expect((await answer(badKey, 400, errorAnswer)).field).toBe('key');
    const badData = post('/store', admin, 1, { type: 'user', key: 'geofleet', data: [1] });
    expect((await answer(badData, 400, errorAnswer)).field).toBe('data');
  });

  it('company configuration: the administrator may write it, the dispatcher (CASL rule) not', async () => {
    const body = { type: 'company', key: 'geofleet', data: { activeVehicleClustering: true } };
    await answer(post('/store', admin, 4, body), 200, storeAnswer);
    await answer(post('/store', dispatcher, 4, body), 403, errorAnswer);
    const shared = await answer(
      env.api('/store?type=company&key=geofleet', { token: dispatcher, company: 4 }),
      200,
      storeAnswer,
    );
    expect(shared.data).toEqual({ activeVehicleClustering: true });
  });

  it('GET /golia/config offers the ten languages, time zones and nations', async () => {
    const { data } = await answer(
      env.api('/golia/config', { token: admin, company: 1 }),
      200,
      languageConfigAnswer,
    );
    expect(data.languages).toHaveLength(10);
    expect(data.timezones).toContainEqual({ timeZone: 'Europe/Rome' });
    expect(data.infringment_nations).toContainEqual({ CODE: 'ITA', NAME: 'Italy' });
  });

  it('PUT /users/me/config saves language, time zone and nation; 400 names a bad one', async () => {
    const put = (body: object) =>
      env.api('/users/me/config', { token: dispatcher, method: 'PUT', body: JSON.stringify(body) });
    const saved = await put({ lingua: 'de-DE', timeZone: 'Europe/Berlin', infringNation: 'DEU' });
    expect(saved.status).toBe(204);
    const me = await answer(env.api('/users/me', { token: dispatcher }), 200, userInfoAnswer);
    expect(me.data.info).toMatchObject({
      language: 'de-DE',
      iana: 'Europe/Berlin',
      infringment_nation: 'DEU',
    });
    expect((await answer(put({ timeZone: 'Mars/Olympus' }), 400, errorAnswer)).field).toBe(
      'timeZone',
    );
    await answer(put({}), 400, errorAnswer);
    await answer(env.api('/users/me/config', { method: 'PUT', body: '{}' }), 401, errorAnswer);
  });

  it('GET /drivers/status lists the company’s driver statuses', async () => {
    const { data } = await answer(
      env.api('/drivers/status', { token: admin, company: 1 }),
      200,
      driverStatusAnswer,
    );
    expect(data).toContainEqual({ ID: 1, DESCRIZIONE: 'load' });
    await answer(env.api('/drivers/status', { company: 1 }), 401, errorAnswer);
  });

  it('answers 400 naming X-Company when it is not a company id, 403 for the unconfigured user', async () => {
    const bad = await answer(
      env.api('/licenses', { token: admin, company: 'abc' }),
      400,
      errorAnswer,
    );
    expect(bad.field).toBe('X-Company');
    const newcomer = await env.signIn('newcomer');
    await answer(env.api('/users/me', { token: newcomer }), 200, userInfoAnswer);
    await answer(
      env.api('/companies?include[]=permissions', { token: newcomer, company: 1 }),
      403,
      errorAnswer,
    );
  });

  it('answers 400 naming the body when it is not JSON', async () => {
    const response = env.api('/store', { token: admin, company: 1, method: 'POST', body: '{bad' });
    expect((await answer(response, 400, errorAnswer)).field).toBe('body');
  });
});
