import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { SUPPORT_EMAIL } from './paths.js';
import { useEffect } from 'react';
import { applyUserLanguage } from './AuthGate.js';
import { startLogin } from './session/login.js';

/** error-403: the account is not configured for the service; retry login or contact us. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  useEffect(() => void applyUserLanguage(), []);
  return (
    <main className="center-page forbidden-page">
      <ShieldAlert size={48} aria-hidden className="forbidden-icon" />
      <h1>{t('errors.not_configured_title')}</h1>
      <p>{t('errors.not_configured')}</p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={() => startLogin()}>
          {t('errors.retry_login')}
        </button>
        <a className="button" href={`mailto:${SUPPORT_EMAIL}`}>
          {t('errors.contact_us')}
        </a>
      </div>
    </main>
  );
}
