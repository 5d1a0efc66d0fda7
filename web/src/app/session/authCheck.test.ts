// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAuthentication } from './authCheck.js';
import { readSession, writeSession } from './session.js';

const info = {
  id: 7,
  username: 'admin',
  name: 'Anna',
  signed_tenant_token: 'tenant',
  current_company: 2,
  language: 'de-DE',
  iana: 'Europe/Berlin',
  timezone: 'Europe/Berlin',
  infringment_nation: 'DEU',
};

function answers(routes: Record<string, { status: number; body?: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push(`${url} ${new Headers(init?.headers).get('x-company') ?? '-'}`);
      const route = routes[url] ?? { status: 404 };
      return Promise.resolve(
        new Response(route.body === undefined ? null : JSON.stringify(route.body), {
          status: route.status,
        }),
      );
    }),
  );
  return calls;
}

describe('authentication check (spec part 1, section 4)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for login without a token, calling nothing', async () => {
    const calls = answers({});
    expect(await checkAuthentication()).toBe('login');
    expect(calls).toEqual([]);
  });

  it('loads the user info, then the licence rules once', async () => {
    writeSession({ sso_token: 'token' });
    const calls = answers({
      '/api/users/me': { status: 200, body: { data: { info } } },
      '/api/licenses': {
        status: 200,
        body: {
          data: { planner: { planner: false } },
          rules: [{ action: 'manage', subject: 'all' }],
        },
      },
    });
    expect(await checkAuthentication()).toBe('ok');
    expect(await checkAuthentication()).toBe('ok');
    expect(calls).toEqual(['/api/users/me -', '/api/licenses 2']);
    const session = readSession();
    expect(session.params).toMatchObject({ Azienda: 2, Lingua: 'de-DE', tz: 'Europe/Berlin' });
    expect(session.rules_loaded).toBe(true);
    expect(session.tenant_token).toBe('tenant');
  });

  it('starts login on 401 and goes to the 403 page on 403', async () => {
    writeSession({ sso_token: 'token' });
    answers({ '/api/users/me': { status: 401, body: {} } });
    expect(await checkAuthentication()).toBe('login');
    answers({
      '/api/users/me': { status: 200, body: { data: { info } } },
      '/api/licenses': { status: 403, body: {} },
    });
    expect(await checkAuthentication()).toBe('forbidden');
  });

  it('sends an account without any company to the 403 page, keeping its language', async () => {
    writeSession({ sso_token: 'token' });
    const calls = answers({
      '/api/users/me': {
        status: 200,
        body: { data: { info: { ...info, current_company: null } } },
      },
    });
    expect(await checkAuthentication()).toBe('forbidden');
    expect(calls).toEqual(['/api/users/me -']);
    expect(readSession().params.Lingua).toBe('de-DE');
  });
});
