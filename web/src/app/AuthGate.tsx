import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import i18next from 'i18next';
import { resolveLanguage } from '@fleetdeck/shared';
import { checkAuthentication } from './session/authCheck.js';
import { startLogin } from './session/login.js';
import { readSession } from './session/session.js';
import { FORBIDDEN_PATH } from './paths.js';

type GateState = 'checking' | 'ok' | 'error';

/** Interface language from the user's `Lingua` (e.g. `de-DE`); unknown ones fall back in i18next. */
export function applyUserLanguage(): void {
  const lingua = readSession().params.Lingua;
  if (!lingua) return;
  const language = resolveLanguage(lingua);
  document.documentElement.lang = language;
  if (i18next.language !== language) void i18next.changeLanguage(language);
}

/** Runs the authentication check before the routes that need it (all but auth and errors). */
export function AuthGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<GateState>('checking');

  useEffect(() => {
    let live = true;
    checkAuthentication()
      .then((outcome) => {
        if (!live) return;
        if (outcome === 'login') startLogin();
        else if (outcome === 'forbidden') void navigate(FORBIDDEN_PATH, { replace: true });
        else {
          applyUserLanguage();
          setState('ok');
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

  if (state === 'ok') return children;
  return (
    <div className="center-page" role={state === 'error' ? 'alert' : 'status'}>
      {state === 'error' ? t('errors.network') : t('common.loading')}
    </div>
  );
}
