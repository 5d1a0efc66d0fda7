import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bluetooth,
  Building2,
  Languages,
  LogOut,
  MapPin,
  Route,
  ScanSearch,
  Settings,
  Share2,
  Tags,
} from 'lucide-react';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import { companiesAtom } from '../companies.js';
import {
  openPanelsAtom,
  panelCounterLabelsAtom,
  panelCountersAtom,
  READY_PANELS,
  togglePanelAtom,
  type PanelKey,
} from '../panels.js';
import { CompanyDialog } from './CompanyDialog.js';
import { LogoutControl } from './LogoutControl.js';

const ENTRIES: ReadonlyArray<{ key: PanelKey; icon: ReactNode; feature?: string }> = [
  { key: 'planner', icon: <Route aria-hidden />, feature: 'planner' },
  { key: 'tags', icon: <Tags aria-hidden /> },
  { key: 'shared_links', icon: <Share2 aria-hidden /> },
  { key: 'manage_poi', icon: <MapPin aria-hidden />, feature: 'poi' },
  { key: 'vehicles_passage', icon: <ScanSearch aria-hidden /> },
  { key: 'bluetooth_devices', icon: <Bluetooth aria-hidden /> },
];

/** The sidebar's entries for a user: built panels their permissions allow. */
export function sidebarPanels(ability: { can: (action: 'use', feature: string) => boolean }) {
  return ENTRIES.filter(
    (e) => READY_PANELS.has(e.key) && (!e.feature || ability.can('use', e.feature)),
  );
}

interface SidebarProps {
  onOpenSettings: () => void;
  onOpenLanguage: () => void;
}

/** The narrow left bar: company selector, feature panels with counters, settings, logout. */
export function Sidebar({ onOpenSettings, onOpenLanguage }: SidebarProps) {
  const { t } = useTranslation();
  const ability = useAtomValue(abilityAtom);
  const companies = useAtomValue(companiesAtom);
  const open = useAtomValue(openPanelsAtom);
  const counters = useAtomValue(panelCountersAtom);
  const counterLabels = useAtomValue(panelCounterLabelsAtom);
  const titleOf = (key: PanelKey): string =>
    counterLabels[key] ? `${t(`sidebar.${key}`)} (${counterLabels[key]})` : t(`sidebar.${key}`);
  const toggle = useSetAtom(togglePanelAtom);
  const [companyOpen, setCompanyOpen] = useState(false);
  const companyName = companies?.current?.business_name ?? '';

  return (
    <nav className="sidebar" aria-label={t('shell.main_menu')}>
      <button
        type="button"
        className="sidebar-item company-button"
        aria-label={`${t('company.select')}: ${companyName}`}
        title={companyName}
        onClick={() => setCompanyOpen(true)}
      >
        <Building2 aria-hidden />
      </button>
      <CompanyDialog open={companyOpen} onClose={() => setCompanyOpen(false)} />
      <ul className="sidebar-entries">
        {sidebarPanels(ability).map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className="sidebar-item"
              data-panel={entry.key}
              aria-label={t(`sidebar.${entry.key}`)}
              aria-description={counterLabels[entry.key]}
              title={titleOf(entry.key)}
              aria-pressed={open.has(entry.key)}
              onClick={() => toggle(entry.key)}
            >
              {entry.icon}
              {counters[entry.key] !== undefined && (
                <span className="counter">{counters[entry.key]}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="sidebar-bottom">
        <button
          type="button"
          className="sidebar-item"
          aria-label={t('language_settings.title')}
          title={t('language_settings.title')}
          onClick={onOpenLanguage}
        >
          <Languages aria-hidden />
        </button>
        <button
          type="button"
          className="sidebar-item"
          aria-label={t('sidebar.settings')}
          title={t('sidebar.settings')}
          onClick={onOpenSettings}
        >
          <Settings aria-hidden />
        </button>
        <LogoutControl className="sidebar-item" icon={<LogOut aria-hidden />} />
      </div>
    </nav>
  );
}
