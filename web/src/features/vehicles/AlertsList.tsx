import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TruckId } from '@fleetdeck/shared';
import { selectedTruckIdAtom } from '../../map/selectionAtoms.js';
import { AlertIcons } from './AlertIcons.js';
import { ListState } from './ListState.js';
import { RowActions } from './RowActions.js';
import { publishAlertsProbe } from './listProbe.js';
import { useVehicleList } from './useVehicleList.js';
import { alertsQueryAtom } from './vehicleListAtoms.js';
import { VirtualRows } from './VirtualRows.js';

const ALERT_ROW_PX = 38;

/** The alerts panel: every vehicle with an alert and why, or "no warning". */
export function AlertsList() {
  const { t } = useTranslation();
  const [selected, select] = useAtom(selectedTruckIdAtom);
  const [frozen, setFrozen] = useState(false);
  const view = useVehicleList(useAtomValue(alertsQueryAtom), frozen);
  useEffect(() => publishAlertsProbe(view), [view]);
  const row = (id: TruckId) => {
    const d = view?.byId.get(id);
    if (!d) return null;
    const reasons = d.alerts.map((a) => t(`alerts.${a.code}`)).join(', ');
    return (
      <>
        <span className="row-main" role="gridcell">
          <span className="row-title">
            <strong className="row-label" title={d.truck.plate}>
              {d.listLabel}
            </strong>
            <AlertIcons alerts={d.alerts} />
          </span>
          <span className="row-fields alert-reasons" title={reasons}>
            {reasons}
          </span>
        </span>
        <RowActions id={d.id} />
      </>
    );
  };
  return (
    <div className="alerts-list">
      {view?.loaded && (
        <p className="list-counters" data-testid="alerts-count">
          {t('list.with_alerts', { count: view.counters.shown })}
        </p>
      )}
      <ListState view={view} emptyKey="alerts.no_warning" />
      {view?.loaded && view.ids.length > 0 && (
        <VirtualRows
          ids={view.ids}
          rowHeight={ALERT_ROW_PX}
          label={t('alerts.title')}
          activeId={selected}
          onActivate={select}
          onFrozenChange={setFrozen}
          className="vehicle-list alerts"
          renderRow={row}
        />
      )}
    </div>
  );
}
