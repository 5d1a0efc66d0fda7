import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.js';
import { Tabs } from '../../ui/Tabs.js';
import { DriverStatusTab } from './DriverStatusTab.js';
import { GeneralTab } from './GeneralTab.js';
import { MapOptionsTab } from './MapOptionsTab.js';
import { MarkerOptionsTab } from './MarkerOptionsTab.js';
import { resetUserConfigAtom } from './userConfigAtoms.js';
import { VehicleListTab } from './VehicleListTab.js';
import './settings.css';

const TABS = ['general', 'vehicle_list', 'map', 'marker', 'driver_status'] as const;
type TabKey = (typeof TABS)[number];

/** Settings: every change is saved at once; reset posts empty data and says so. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('general');
  const [resetDone, setResetDone] = useState(false);
  const reset = useSetAtom(resetUserConfigAtom);

  return (
    <Dialog title={t('settings.title')} open={open} onClose={onClose} className="settings-dialog">
      <Tabs
        label={t('settings.title')}
        tabs={TABS.map((key) => ({ key, label: t(`settings.tabs.${key}`) }))}
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
      </Tabs>
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
    </Dialog>
  );
}
