import { apiJson } from './api.js';
import { readSession, writeSession } from './session.js';

/** Refresh when the access token has less than this left (tokens last 12 h). */
export const REFRESH_BEFORE_MS = 60 * 60_000;
/** How often the token's age is looked at; also when the tab becomes visible again. */
export const CHECK_EVERY_MS = 5 * 60_000;

/** The token's expiry (ms since the epoch) from its payload, or null when it has none. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Swaps the access token for a fresh one of the same session when it nears its expiry, so a
 * dispatcher's shift outlasts the token (the live socket reads the token at each reconnection).
 * A refusal leaves the token to run out: the relay then ends the live socket (`auth:ended`,
 * data/credentialEnded.ts) and the screen says the session ended and offers to sign in again.
 */
export async function refreshTokenIfDue(now = Date.now()): Promise<boolean> {
  const token = readSession().sso_token;
  const expiry = token ? tokenExpiry(token) : null;
  if (!token || expiry === null || expiry - now > REFRESH_BEFORE_MS || expiry <= now) return false;
  const answer = await apiJson<{ data: { token: string } }>('/users/me/token', {
    method: 'POST',
    bearerOnly: true,
  });
  // The session may have changed meanwhile (sign-out): only replace the token that was refreshed.
  if (readSession().sso_token === token) writeSession({ sso_token: answer.data.token });
  return true;
}

/** Checks now, every CHECK_EVERY_MS and when the page is shown again; answers the stop. */
export function startTokenRefresh(): () => void {
  const check = (): void => {
    refreshTokenIfDue().catch((error: unknown) => console.warn('token refresh failed', error));
  };
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') check();
  };
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
