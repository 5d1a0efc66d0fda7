import {
  publicLinkAnswerSchema,
  sharedLinkGroupsSchema,
  type CreateSharedLink,
  type PublicLinkAnswer,
  type SharedLinkGroups,
} from '@fleetdeck/shared';
import { apiFetch, apiJson, ApiError } from '../../app/session/api.js';

/** `GET /sharelink`: the current company's links by state. */
export async function fetchLinks(): Promise<SharedLinkGroups> {
  const answer = await apiJson<{ data: unknown }>('/sharelink');
  return sharedLinkGroupsSchema.parse(answer.data);
}

/** `POST /sharelink`: answers the token, shown once. */
export async function createLink(body: CreateSharedLink): Promise<{ token: string }> {
  const answer = await apiJson<{ data: { token: string } }>('/sharelink', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { token: answer.data.token };
}

export async function updateLinkExpiry(id: string, expireAt: number, tz: string): Promise<void> {
  await apiJson('/sharelink', {
    method: 'PUT',
    body: JSON.stringify({ id, expire_at: expireAt, tz }),
  });
}

export async function deleteLink(id: string): Promise<void> {
  const response = await apiFetch('/sharelink', { method: 'DELETE', body: JSON.stringify({ id }) });
  if (!response.ok) throw new ApiError(response.status, `/sharelink: HTTP ${response.status}`);
}

export type PublicLinkState =
  | { kind: 'valid'; link: PublicLinkAnswer['data'] }
  | { kind: 'not_yet_available' | 'no_longer_exists' | 'invalid_range' | 'error' };

/** The public view's one call: no account, the token and an optional view range. */
export async function fetchPublicLink(token: string, search: string): Promise<PublicLinkState> {
  const range = new URLSearchParams(search);
  const query = new URLSearchParams();
  for (const key of ['from', 'to']) {
    const value = range.get(key);
    if (value !== null) query.set(key, value);
  }
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  const response = await fetch(`/public/sharelink/${encodeURIComponent(token)}${suffix}`);
  if (response.ok) {
    return { kind: 'valid', link: publicLinkAnswerSchema.parse(await response.json()).data };
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (response.status === 403 && body.error === 'not_yet_available')
    return { kind: 'not_yet_available' };
  if (response.status === 404) return { kind: 'no_longer_exists' };
  if (body.error === 'invalid_range') return { kind: 'invalid_range' };
  // A malformed token is no link at all.
  return response.status === 400 ? { kind: 'no_longer_exists' } : { kind: 'error' };
}
