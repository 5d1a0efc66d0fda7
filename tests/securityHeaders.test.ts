import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

/** Sends `count` requests one after another and answers the last response. */
async function hammer(count: number, send: () => Promise<Response>): Promise<Response> {
  let last: Response | undefined;
  for (let i = 0; i < count; i++) {
    last = await send();
    if (i < count - 1) await last.arrayBuffer();
  }
  if (!last) throw new Error('no request sent');
  return last;
}

describe('security headers and rate limits', () => {
  let env: AccountsRelay;
  beforeAll(async () => {
    env = await startAccountsRelay('pglite');
  });
  afterAll(() => env?.close());

  it('sends a strict CSP and the usual hardening headers on the app, the API and sign-in', async () => {
    for (const path of ['/', '/api/users/me', '/auth/login', '/health']) {
      const response = await fetch(`${env.relay.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('limits sign-in attempts per address: the 301st in a minute is refused', async () => {
    const attempt = () =>
      fetch(`${env.relay.url}/auth/login`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ username: 'nobody-at-all', password: 'x' }),
      });
    const last = await hammer(301, attempt);
    expect(last.status).toBe(429);
    expect(last.headers.get('ratelimit-policy')).toMatch(/q=300/);
  }, 60_000);

  it('limits the public shared-link and wall calls per address', async () => {
    for (const path of [
      '/public/sharelink/not-a-token-aaaaaaaaaaaaaaaa',
      '/public/wall/not-a-token',
    ]) {
      const first = await fetch(`${env.relay.url}${path}`);
      expect(first.status, path).not.toBe(429);
      const last = await hammer(120, () => fetch(`${env.relay.url}${path}`));
      expect(last.status, path).toBe(429);
      expect(last.headers.get('ratelimit-policy'), path).toMatch(/q=120/);
    }
  }, 60_000);
});
