import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Tabs } from '../../ui/Tabs.js';
import { AlertsList } from './AlertsList.js';
import { publishAlertsProbe } from './listProbe.js';
import { NearbyList } from './NearbyList.js';
import { ResizeHandle } from './ResizeHandle.js';
import { useVehicleList } from './useVehicleList.js';
import { VehicleBrowser } from './VehicleBrowser.js';
import {
  alertsCountAtom,
  alertsQueryAtom,
  listCollapsedAtom,
  listTabAtom,
  listWidthAtom,
  type ListTab,
} from './vehicleListAtoms.js';
import './vehicleList.css';

/** Desktop: the vehicle list beside the map, collapsible and resizable, with alerts and nearby. */
export function VehicleListPanel() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useAtom(listCollapsedAtom);
  const [tab, setTab] = useAtom(listTabAtom);
  const width = useAtomValue(listWidthAtom);
  const [alertsFrozen, setAlertsFrozen] = useState(false);
  const alerts = useVehicleList(useAtomValue(alertsQueryAtom), alertsFrozen);
  const setAlertsCount = useSetAtom(alertsCountAtom);
  const alertCount = alerts?.loaded ? alerts.counters.shown : undefined;
  useEffect(() => setAlertsCount(alertCount), [alertCount, setAlertsCount]);
  useEffect(() => publishAlertsProbe(alerts), [alerts]);

  if (collapsed) {
    return (
      <aside className="vehicle-panel collapsed" aria-label={t('sidebar.vehicles')}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('list.expand')}
          title={t('list.expand')}
          onClick={() => setCollapsed(false)}
        >
          <PanelLeftOpen size={18} aria-hidden />
        </button>
      </aside>
    );
  }
  const tabs: { key: ListTab; label: string }[] = [
    { key: 'vehicles', label: t('sidebar.vehicles') },
    {
      key: 'alerts',
      label: alertCount === undefined ? t('alerts.title') : `${t('alerts.title')} ${alertCount}`,
    },
    { key: 'nearby', label: t('list.nearby') },
  ];
  return (
    <aside className="vehicle-panel" aria-label={t('sidebar.vehicles')} style={{ width }}>
      <button
        type="button"
        className="icon-button collapse-button"
        aria-label={t('list.collapse')}
        title={t('list.collapse')}
        onClick={() => setCollapsed(true)}
      >
        <PanelLeftClose size={18} aria-hidden />
      </button>
      <Tabs label={t('sidebar.vehicles')} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'vehicles' && <VehicleBrowser />}
        {tab === 'alerts' && <AlertsList view={alerts} onFrozenChange={setAlertsFrozen} />}
        {tab === 'nearby' && <NearbyList />}
      </Tabs>
      <ResizeHandle />
    </aside>
  );
}
