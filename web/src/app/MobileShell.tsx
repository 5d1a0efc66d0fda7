import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Building2, Languages, List, LogOut, Settings } from 'lucide-react';
import { LanguageSettingsDialog, SettingsDialog } from './lazyParts.js';
import { MapScreen } from './MapScreen.js';
import { CompanyDialog } from './sidebar/CompanyDialog.js';
import { LogoutControl } from './sidebar/LogoutControl.js';
import { useShellData } from './useShellData.js';

/** Mobile "/" (<= 991 px): the map full screen with the company modal, settings and logout. */
export function MobileShell() {
  const { t } = useTranslation();
  useShellData();
  const [dialog, setDialog] = useState<'settings' | 'language' | 'company' | null>(null);
  return (
    <div className="shell mobile">
      <MapScreen />
      <nav className="mobile-bar" aria-label={t('shell.main_menu')}>
        <Link to="/vehicles" className="button" aria-label={t('sidebar.vehicles')}>
          <List aria-hidden />
        </Link>
        <button type="button" aria-label={t('company.select')} onClick={() => setDialog('company')}>
          <Building2 aria-hidden />
        </button>
        <button
          type="button"
          aria-label={t('language_settings.title')}
          onClick={() => setDialog('language')}
        >
          <Languages aria-hidden />
        </button>
        <button
          type="button"
          aria-label={t('sidebar.settings')}
          onClick={() => setDialog('settings')}
        >
          <Settings aria-hidden />
        </button>
        <LogoutControl className="" icon={<LogOut aria-hidden />} />
      </nav>
      <CompanyDialog open={dialog === 'company'} onClose={() => setDialog(null)} />
      <Suspense fallback={null}>
        {dialog === 'settings' && <SettingsDialog open onClose={() => setDialog(null)} />}
        {dialog === 'language' && <LanguageSettingsDialog open onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}
