import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Tabs } from '../../ui/Tabs.js';
import { AlertsList } from './AlertsList.js';
import { NearbyList } from './NearbyList.js';
import { ResizeHandle } from './ResizeHandle.js';
import { derivedFleetView$ } from '../../data/fleetAtoms.js';
import { alertCount$ } from '../../data/vehicleListStream.js';
import { VehicleBrowser } from './VehicleBrowser.js';
import {
  alertsCountAtom,
  listCollapsedAtom,
  listTabAtom,
  listWidthAtom,
  type ListTab,
} from './vehicleListAtoms.js';
import './vehicleList.css';

/**
 * Counts the vehicles with alerts for the tab and the sidebar badge, outside React's render: the
 * panel with its tabs renders again only when the count changes.
 */
function AlertsCount() {
  const setAlertsCount = useSetAtom(alertsCountAtom);
  useEffect(() => {
    const subscription = alertCount$(derivedFleetView$).subscribe(setAlertsCount);
    return () => subscription.unsubscribe();
  }, [setAlertsCount]);
  return null;
}

/** Desktop: the vehicle list beside the map, collapsible and resizable, with alerts and nearby. */
export function VehicleListPanel() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useAtom(listCollapsedAtom);
  const [tab, setTab] = useAtom(listTabAtom);
  const width = useAtomValue(listWidthAtom);
  const alertCount = useAtomValue(alertsCountAtom);

  if (collapsed) {
    return (
      <aside className="vehicle-panel collapsed" aria-label={t('sidebar.vehicles')}>
        <AlertsCount />
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
      <AlertsCount />
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
        {tab === 'alerts' && <AlertsList />}
        {tab === 'nearby' && <NearbyList />}
      </Tabs>
      <ResizeHandle />
    </aside>
  );
}
