import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

/** The rate limiter's own count (its draft-8 `RateLimit` header): requests left in this window. */
function remaining(response: Response): number {
  const match = /;\s*r=(\d+)/.exec(response.headers.get('ratelimit') ?? '');
  if (!match) throw new Error(`no RateLimit header on a ${response.status} answer`);
  return Number(match[1]);
}

/** express-rate-limit's own refusal (a sign-in refused by the per-account backoff is a 429 too). */
const LIMITER_REFUSAL = 'Too many requests, please try again later.';

/**
 * Sends requests one after another until the rate limiter refuses one; answers the refusal and
 * how many requests the limiter let through in the window it refused in. The window is the
 * limiter's, read from its headers, so how fast this machine sends does not matter: should the
 * window end while the requests are still going, the limiter's `r` goes up again and the count
 * starts again with the new window.
 */
async function untilRefused(
  most: number,
  send: () => Promise<Response>,
): Promise<{ passed: number; refused: Response }> {
  let passed = 0;
  let left = Number.POSITIVE_INFINITY;
  for (let i = 0; i < most; i++) {
    const response = await send();
    const body = await response.text();
    const r = remaining(response);
    if (r > left) passed = 0; // a new window
    left = r;
    if (response.status === 429 && body === LIMITER_REFUSAL) return { passed, refused: response };
    passed += 1;
  }
  throw new Error(`the limiter refused none of ${most} requests`);
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
    const { passed, refused } = await untilRefused(1_000, attempt);
    expect(passed).toBe(300);
    expect(refused.headers.get('ratelimit-policy')).toMatch(/q=300; w=60;/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('limits the public shared-link and wall calls per address', async () => {
    for (const path of [
      '/public/sharelink/not-a-token-aaaaaaaaaaaaaaaa',
      '/public/wall/not-a-token',
    ]) {
      const { passed, refused } = await untilRefused(1_000, () => fetch(`${env.relay.url}${path}`));
      expect(passed, path).toBe(120);
      expect(refused.headers.get('ratelimit-policy'), path).toMatch(/q=120; w=60;/);
    }
  }, 60_000);
});
