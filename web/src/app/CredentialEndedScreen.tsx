import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LogOut, MonitorX } from 'lucide-react';
import type { CredentialEndReason } from '@fleetdeck/shared';
import { clearSession } from './session/session.js';
import { startLogin } from './session/login.js';

/**
 * What replaces every screen once the relay ended the credential it streamed with: the live data
 * is gone (the screen's components are unmounted, not covered), the reason is said in words, and
 * a user may sign in again. A wall screen has nobody to sign in: it says who can make a new one.
 */
export function CredentialEndedScreen({ reason }: { reason: CredentialEndReason }) {
  const { t } = useTranslation();
  const action = useRef<HTMLButtonElement>(null);
  const wall = reason === 'wall_revoked';
  useEffect(() => {
    // The stored token is no good any more: a reload must not try it again.
    clearSession();
    action.current?.focus();
  }, []);
  return (
    <main
      className={`center-page credential-ended${wall ? ' credential-ended-wall' : ''}`}
      role="alertdialog"
      aria-labelledby="credential-ended-title"
      aria-describedby="credential-ended-reason"
    >
      {wall ? (
        <MonitorX size={96} aria-hidden className="credential-ended-icon" />
      ) : (
        <LogOut size={48} aria-hidden className="credential-ended-icon" />
      )}
      <h1 id="credential-ended-title">
        {t(wall ? 'credentials.title_wall' : 'credentials.title')}
      </h1>
      <p id="credential-ended-reason">{t(`credentials.${reason}`)}</p>
      <p>{t(wall ? 'credentials.wall_hint' : 'credentials.data_removed')}</p>
      {!wall && (
        <div className="dialog-actions">
          <button ref={action} type="button" className="primary" onClick={() => startLogin()}>
            {t('credentials.sign_in')}
          </button>
        </div>
      )}
    </main>
  );
}
