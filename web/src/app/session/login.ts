import { clearSession, readSession } from './session.js';

// Several calls may answer 401 at once; the page goes to sign-in once. The sign-in form needs the
// user, so a page load can never loop back here on its own.
let redirecting = false;

/** Sends the browser to the sign-in page, once per page load. */
export function startLogin(): boolean {
  if (redirecting) return false;
  redirecting = true;
  clearSession();
  window.location.assign('/auth/login');
  return true;
}

/** Ends the session at the relay's session-end page with a nonce and the way back. */
export function logout(): void {
  const token = readSession().sso_token ?? '';
  const nonce = crypto.randomUUID();
  clearSession();
  const query = new URLSearchParams({ id_token_hint: token, nonce, return_to: '/' });
  window.location.assign(`/auth/logout?${query.toString()}`);
}
