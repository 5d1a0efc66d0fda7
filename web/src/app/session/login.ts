import { clearSession, readSession } from './session.js';

const REDIRECT_KEY = 'fleetdeck.login_redirect_at';
const ONCE_WINDOW_MS = 10_000;

/** Sends the browser to the sign-in page, once: a second call within seconds does nothing. */
export function startLogin(): boolean {
  const last = Number(sessionStorage.getItem(REDIRECT_KEY) ?? 0);
  if (Date.now() - last < ONCE_WINDOW_MS) return false;
  sessionStorage.setItem(REDIRECT_KEY, String(Date.now()));
  clearSession();
  window.location.assign('/auth/login');
  return true;
}

export function loginArrived(): void {
  sessionStorage.removeItem(REDIRECT_KEY);
}

/** Ends the session at the relay's session-end page with a nonce and the way back. */
export function logout(): void {
  const token = readSession().sso_token ?? '';
  const nonce = crypto.randomUUID();
  clearSession();
  const query = new URLSearchParams({ id_token_hint: token, nonce, return_to: '/' });
  window.location.assign(`/auth/logout?${query.toString()}`);
}
