import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { logout } from '../session/login.js';

/** Logout asks "Are you sure you want to log out?" and then goes to the session-end page. */
export function LogoutControl({ className, icon }: { className: string; icon: ReactNode }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={t('sidebar.logout')}
        title={t('sidebar.logout')}
        onClick={() => setAsking(true)}
      >
        {icon}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('sidebar.logout')}
        message={t('logout.confirm')}
        onAnswer={(yes) => {
          setAsking(false);
          if (yes) logout();
        }}
      />
    </>
  );
}
