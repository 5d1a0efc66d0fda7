import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevicesTab } from '../devices/DevicesTab.js';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import { Dialog } from '../../ui/Dialog.js';
import { Tabs } from '../../ui/Tabs.js';
import { DriverStatusTab } from './DriverStatusTab.js';
import { GeneralTab } from './GeneralTab.js';
import { MapOptionsTab } from './MapOptionsTab.js';
import { MarkerOptionsTab } from './MarkerOptionsTab.js';
import { resetUserConfigAtom } from './userConfigAtoms.js';
import { VehicleListTab } from './VehicleListTab.js';
import './settings.css';

const TABS = ['general', 'vehicle_list', 'map', 'marker', 'driver_status', 'devices'] as const;
type TabKey = (typeof TABS)[number];

/** The company's devices are handled by those who manage the company only. */
const ADMIN_TABS: ReadonlySet<TabKey> = new Set<TabKey>(['devices']);

/** Settings: every change is saved at once; reset posts empty data and says so. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('general');
  const [resetDone, setResetDone] = useState(false);
  const reset = useSetAtom(resetUserConfigAtom);
  const admin = useAtomValue(abilityAtom).can('manage', 'CompanyConfig');
  const tabs = TABS.filter((key) => admin || !ADMIN_TABS.has(key));

  return (
    <Dialog title={t('settings.title')} open={open} onClose={onClose} className="settings-dialog">
      <Tabs
        label={t('settings.title')}
        tabs={tabs.map((key) => ({
          key,
          label: key === 'devices' ? t('devices.title') : t(`settings.tabs.${key}`),
        }))}
        selected={tab}
        onSelect={(key) => {
          setTab(key);
          setResetDone(false);
        }}
      >
        {tab === 'general' && <GeneralTab />}
        {tab === 'vehicle_list' && <VehicleListTab />}
        {tab === 'map' && <MapOptionsTab />}
        {tab === 'marker' && <MarkerOptionsTab />}
        {tab === 'driver_status' && <DriverStatusTab />}
        {tab === 'devices' && admin && <DevicesTab />}
      </Tabs>
      {/* Resetting is about the user's own settings, not the company's devices. */}
      {tab !== 'devices' && (
        <footer className="dialog-actions">
          <span role="status" className="message">
            {resetDone ? t('settings.reset_success') : ''}
          </span>
          <button
            type="button"
            onClick={() => {
              void reset().then(() => setResetDone(true));
            }}
          >
            {t('settings.reset')}
          </button>
        </footer>
      )}
    </Dialog>
  );
}
