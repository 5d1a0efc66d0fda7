import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, errorAnswer, userInfoAnswer } from './support/apiContract.js';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { CookieBrowser } from './support/cookieBrowser.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  startTestProvider,
  type TestProvider,
} from './support/oidcProvider.js';

// Sign-in through a real OpenID Connect provider (oidc-provider on loopback) and the real relay:
// authorization code with PKCE, state and nonce; account mapping; RP-initiated logout.
describe('sign-in through OpenID Connect', () => {
  let provider: TestProvider;
  let env: AccountsRelay;

  beforeAll(async () => {
    provider = await startTestProvider({
      'u-81f2': { preferred_username: 'dispatcher' },
      'u-0a77': { preferred_username: 'admin' },
      'u-impostor': { preferred_username: 'dispatcher' },
      'u-stranger': { preferred_username: 'stranger' },
    });
    env = await startAccountsRelay('pglite', {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
    });
    provider.configure(env.relay.url);
  });
  afterAll(async () => {
    await env?.close();
    await provider?.close();
  });

  const relayOrigin = () => new URL(env.relay.url).origin;
  /** Where the relay hands over to the web app: `/auth/<token>` or the 403 page. */
  const handOver = (location: URL) =>
    location.origin === relayOrigin() &&
    (/^\/auth\/eyJ/.test(location.pathname) || location.pathname === '/errors/permissions');

  /** A person opening the app's sign-in, typing `login` at the provider and consenting. */
  async function signIn(browser: CookieBrowser, login: string, visited: string[] = []) {
    const loginPage = await browser.navigate(`${env.relay.url}/auth/login`, {}, handOver, visited);
    expect(loginPage.response.status).toBe(200);
    const html = await loginPage.response.text();
    expect(html).toContain('name="login"');
    const consent = await browser.submit({ html, url: loginPage.url }, { login, password: 'x' });
    expect(consent.response.status).toBe(200);
    const done = await browser.submit(
      { html: await consent.response.text(), url: consent.url },
      {},
      handOver,
    );
    if (!done.stoppedAt) throw new Error(`no hand-over: ${done.response.status} at ${done.url}`);
    return done.stoppedAt;
  }
  const tokenOf = (location: URL) => decodeURIComponent(location.pathname.slice('/auth/'.length));

  it('signs a mapped user in with code + PKCE and hands the access token to the web app', async () => {
    const visited: string[] = [];
    const location = await signIn(new CookieBrowser(), 'u-81f2', visited);
    const token = tokenOf(location);

    const authorize = new URL(visited.find((u) => u.startsWith(`${provider.issuer}/auth?`)) ?? '');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${env.relay.url}/auth/callback`,
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toMatch(/.{20,}/);
    expect(authorize.searchParams.get('nonce')).toMatch(/.{20,}/);
    expect(authorize.searchParams.get('scope')).toContain('openid');

    const { data } = await answer(env.api('/users/me', { token }), 200, userInfoAnswer);
    expect(data.info.username).toBe('dispatcher');
  });

  it('keeps the provider subject bound: another account with the same username is refused', async () => {
    await signIn(new CookieBrowser(), 'u-81f2');
    const location = await signIn(new CookieBrowser(), 'u-impostor');
    expect(location.pathname).toBe('/errors/permissions');
  });

  it('sends an unknown account to the 403 page and asks the provider to sign in again', async () => {
    const browser = new CookieBrowser();
    const location = await signIn(browser, 'u-stranger');
    expect(location.pathname).toBe('/errors/permissions');
    const retry = await browser.request(`${env.relay.url}/auth/login`);
    expect(retry.status).toBe(303);
    expect(new URL(retry.headers.get('location') ?? '').searchParams.get('prompt')).toBe('login');
  });

  it('refuses a callback whose state was tampered with, and one without state', async () => {
    const browser = new CookieBrowser();
    const atCallback = (location: URL) =>
      location.origin === relayOrigin() && location.pathname === '/auth/callback';
    const page = await browser.navigate(`${env.relay.url}/auth/login`);
    const consent = await browser.submit(
      { html: await page.response.text(), url: page.url },
      { login: 'u-0a77', password: 'x' },
    );
    const redirect = await browser.submit(
      { html: await consent.response.text(), url: consent.url },
      {},
      atCallback,
    );
    const callback = redirect.stoppedAt;
    if (!callback) throw new Error('the provider did not redirect to the callback');
    expect(callback.searchParams.get('code')).toBeTruthy();

    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state') ?? ''}x`);
    const refused = await browser.request(tampered.href);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect(await refused.text()).toContain('role="alert"');

    // The flow cookie is spent: even the untouched callback no longer signs anyone in.
    const replay = await browser.request(callback.href);
    expect(replay.status).toBe(400);

    const noState = await fetch(`${env.relay.url}/auth/callback?code=abc`);
    expect((await answer(noState, 400, errorAnswer)).field).toBe('state');
  });

  it('has no password form of its own', async () => {
    const response = await fetch(`${env.relay.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ username: 'admin', password: 'fleetdeck' }),
    });
    expect(response.status).toBe(404);
  });

  it("logs out at the provider's session-end page with the ID token, a nonce and the way back", async () => {
    const browser = new CookieBrowser();
    const token = tokenOf(await signIn(browser, 'u-0a77'));
    await answer(env.api('/users/me', { token }), 200, userInfoAnswer);

    const query = new URLSearchParams({ id_token_hint: token, nonce: 'n0nce', return_to: '/' });
    const logout = await browser.request(`${env.relay.url}/auth/logout?${query.toString()}`);
    expect(logout.status).toBe(303);
    const endSession = new URL(logout.headers.get('location') ?? '');
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(
      `${env.relay.url}/auth/logout/done`,
    );
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    expect(endSession.searchParams.get('state')).toBeTruthy();
    await answer(env.api('/users/me', { token }), 401, errorAnswer);

    const confirm = await browser.navigate(endSession.href);
    expect(confirm.response.status).toBe(200);
    const back = await browser.submit(
      { html: await confirm.response.text(), url: confirm.url },
      { logout: 'yes' },
    );
    expect(new URL(back.url).pathname).toBe('/auth/logout/done');
    const signedOut = await back.response.text();
    expect(signedOut).toContain('data-nonce="n0nce"');
    expect(signedOut).toContain('href="/"');
  });
});
