import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../ui/SidePanel.js';
import { Tabs } from '../../ui/Tabs.js';
import { PoiAlerts } from './PoiAlerts.js';
import { poiModeAtom } from './poiAtoms.js';
import { PoiFormView } from './PoiFormView.js';
import { PoiList } from './PoiList.js';
import './poi.css';

type PoiTab = 'pois' | 'alerts';

/**
 * The POI manager (spec part 2 §2 and §4): the list (filters, rows, settings) or the form creating
 * or updating a POI; beside the list, the alerts tab (latest geofence crossings and the alert
 * e-mails). Esc closes it.
 */
export function PoiPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const mode = useAtomValue(poiModeAtom);
  const [tab, setTab] = useState<PoiTab>('pois');
  return (
    <SidePanel className="poi-panel" title={t('manage_poi.title')} onClose={onClose}>
      {mode.mode === 'list' ? (
        <Tabs
          label={t('manage_poi.sections')}
          tabs={[
            { key: 'pois', label: t('manage_poi.tabs.pois') },
            { key: 'alerts', label: t('manage_poi.tabs.alerts') },
          ]}
          selected={tab}
          onSelect={setTab}
          className="tabs poi-tabs"
        >
          {tab === 'pois' ? <PoiList /> : <PoiAlerts />}
        </Tabs>
      ) : (
        <PoiFormView key={mode.mode === 'update' ? `update-${mode.id}` : 'create'} />
      )}
    </SidePanel>
  );
}
