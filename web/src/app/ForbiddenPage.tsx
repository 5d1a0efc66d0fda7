import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { SUPPORT_EMAIL } from './paths.js';
import { loginArrived, startLogin } from './session/login.js';

/** error-403: the account is not configured for the service; retry login or contact us. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const retry = (): void => {
    loginArrived(); // an explicit retry is not the automatic redirect the once-rule guards
    startLogin();
  };
  return (
    <main className="center-page forbidden-page">
      <ShieldAlert size={48} aria-hidden className="forbidden-icon" />
      <h1>{t('errors.forbidden_title')}</h1>
      <p>{t('errors.forbidden_text')}</p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={retry}>
          {t('errors.retry_login')}
        </button>
        <a className="button" href={`mailto:${SUPPORT_EMAIL}`}>
          {t('errors.contact_us')}
        </a>
      </div>
    </main>
  );
}
