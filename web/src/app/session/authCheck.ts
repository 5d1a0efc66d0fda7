import { apiFetch } from './api.js';
import { licensesAnswer, userInfoAnswer } from './answers.js';
import { readSession, writeSession } from './session.js';

export type AuthOutcome = 'ok' | 'login' | 'forbidden';

function outcomeOf(status: number): AuthOutcome | undefined {
  if (status === 401) return 'login';
  if (status === 403) return 'forbidden';
  return undefined;
}

/**
 * The authentication check of part 1, section 4: no token means login; a token without user info
 * loads it; then the licence rules load once. 401 starts login, 403 goes to the error page.
 */
export async function checkAuthentication(): Promise<AuthOutcome> {
  let session = readSession();
  if (!session.sso_token) return 'login';
  if (!session.logged_user || session.params.Azienda === undefined) {
    const response = await apiFetch('/users/me', { bearerOnly: true });
    const failed = outcomeOf(response.status);
    if (failed) return failed;
    if (!response.ok) throw new Error(`/users/me: HTTP ${response.status}`);
    const { info } = userInfoAnswer.parse(await response.json()).data;
    session = writeSession({
      logged_user: {
        id: info.id,
        username: info.username,
        name: info.name,
        helpdesk: info.admin?.helpdesk === true,
      },
      tenant_token: info.signed_tenant_token,
      params: {
        Azienda: info.current_company ?? undefined,
        Lingua: info.language ?? undefined,
        tz: info.iana ?? undefined,
        timezone: info.timezone ?? undefined,
        infringment_nation: info.infringment_nation ?? undefined,
      },
    });
  }
  // No company at all: the account is not configured (the 403 page shows in the user's language).
  if (session.params.Azienda === undefined) return 'forbidden';
  if (!session.rules_loaded) {
    const response = await apiFetch('/licenses');
    const failed = outcomeOf(response.status);
    if (failed) return failed;
    if (!response.ok) throw new Error(`/licenses: HTTP ${response.status}`);
    const answer = licensesAnswer.parse(await response.json());
    writeSession({ licenses: answer.data, rules: answer.rules, rules_loaded: true });
  }
  return 'ok';
}
