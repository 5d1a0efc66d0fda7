import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAtomValue } from 'jotai';
import { credentialEndedAtom } from '../data/credentialEnded.js';
import { CredentialEndedScreen } from './CredentialEndedScreen.js';
import { resolveLanguage } from '@fleetdeck/shared';
import { switchLanguage } from '../i18n/setup.js';
import { checkAuthentication } from './session/authCheck.js';
import { startLogin } from './session/login.js';
import { readSession } from './session/session.js';
import { startTokenRefresh } from './session/tokenRefresh.js';
import { FORBIDDEN_PATH } from './paths.js';

type GateState = 'checking' | 'ok' | 'error';

/**
 * Interface language from the user's `Lingua` (e.g. `de-DE`; unknown ones fall back to Italian);
 * resolves once its messages are loaded and shown.
 */
export async function applyUserLanguage(): Promise<void> {
  const lingua = readSession().params.Lingua;
  if (lingua) await switchLanguage(resolveLanguage(lingua));
}

/** Runs the authentication check before the routes that need it (all but auth and errors). */
export function AuthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<GateState>('checking');
  const ended = useAtomValue(credentialEndedAtom);

  useEffect(() => {
    let live = true;
    checkAuthentication()
      .then(async (outcome) => {
        if (!live) return;
        if (outcome === 'login') startLogin();
        else if (outcome === 'forbidden') void navigate(FORBIDDEN_PATH, { replace: true });
        else {
          // The app appears in the user's language at once: no flash of the browser's.
          await applyUserLanguage();
          if (live) setState('ok');
        }
      })
      .catch((error: unknown) => {
        console.warn('authentication check failed', error);
        if (live) setState('error');
      });
    return () => {
      live = false;
    };
  }, [navigate]);

  // Signed in: the access token is renewed before it expires, for shifts longer than its life.
  useEffect(() => (state === 'ok' ? startTokenRefresh() : undefined), [state]);

  // A credential the relay ended takes the screen whole: nothing stale stays on show.
  if (ended) return <CredentialEndedScreen reason={ended} />;
  if (state === 'ok') return children;
  return (
    <div className="center-page" role={state === 'error' ? 'alert' : 'status'}>
      {state === 'error' ? t('errors.network') : t('common.loading')}
    </div>
  );
}
