// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, writeSession } from './session.js';
import { refreshTokenIfDue, tokenExpiry } from './tokenRefresh.js';

const jwt = (exp: number): string =>
  ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify({ exp, sub: '2' })).replace(/=+$/, ''), 'sig'].join(
    '.',
  );

const NOW = 1_800_000_000_000;

function answerWith(token: string): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push(
        `${init?.method ?? 'GET'} ${url} ${new Headers(init?.headers).get('authorization')}`,
      );
      return Promise.resolve(new Response(JSON.stringify({ data: { token } }), { status: 200 }));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('token refresh', () => {
  it('reads the expiry from the token payload', () => {
    expect(tokenExpiry(jwt(1_800_000_000))).toBe(1_800_000_000_000);
    expect(tokenExpiry('not-a-token')).toBeNull();
  });

  it('refreshes a token with less than an hour left and stores the new one', async () => {
    const old = jwt(NOW / 1000 + 30 * 60);
    writeSession({ sso_token: old, params: { Azienda: 4 } });
    const calls = answerWith('fresh');
    expect(await refreshTokenIfDue(NOW)).toBe(true);
    expect(calls).toEqual([`POST /api/users/me/token Bearer ${old}`]);
    expect(readSession().sso_token).toBe('fresh');
    expect(readSession().params.Azienda).toBe(4);
  });

  it('leaves a young token, an expired one and a signed-out session alone', async () => {
    const calls = answerWith('fresh');
    writeSession({ sso_token: jwt(NOW / 1000 + 5 * 3600) });
    expect(await refreshTokenIfDue(NOW)).toBe(false);
    writeSession({ sso_token: jwt(NOW / 1000 - 10) });
    expect(await refreshTokenIfDue(NOW)).toBe(false);
    writeSession({ sso_token: null });
    expect(await refreshTokenIfDue(NOW)).toBe(false);
    expect(calls).toEqual([]);
  });
});
