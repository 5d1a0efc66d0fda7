// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api.js';
import { writeSession } from './session.js';

function recordFetch(): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push(
        `${url} ${headers.get('authorization') ?? '-'} ${headers.get('x-company') ?? '-'}`,
      );
      return Promise.resolve(new Response('{}', { status: 200 }));
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('apiFetch', () => {
  it('sends the bearer token and the current company', async () => {
    const calls = recordFetch();
    writeSession({ sso_token: 'tok', params: { Azienda: 3 } });
    await apiFetch('/store?type=user');
    await apiFetch('/users/me', { bearerOnly: true });
    expect(calls).toEqual(['/api/store?type=user Bearer tok 3', '/api/users/me Bearer tok -']);
  });

  it('sends no company call while no company is selected (between a switch and its reload)', async () => {
    const calls = recordFetch();
    writeSession({ sso_token: 'tok', params: {} });
    await expect(apiFetch('/geocode/reverse?lat=45&lon=9')).rejects.toBeInstanceOf(ApiError);
    await apiFetch('/users/me', { bearerOnly: true });
    expect(calls).toEqual(['/api/users/me Bearer tok -']);
  });
});
