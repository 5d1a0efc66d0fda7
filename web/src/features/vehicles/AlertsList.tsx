import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardCheck } from 'lucide-react';
import type { TruckId } from '@fleetdeck/shared';
import { selectedTruckIdAtom } from '../../map/selectionAtoms.js';
import {
  alertHandlingAtom,
  handlingTruckAtom,
  onlyUnhandledAtom,
} from '../alerts/alertHandlingAtoms.js';
import { truckHandling, type TruckHandling } from '../alerts/alertHandlingStore.js';
import { HandleAlertsDialog } from '../alerts/HandleAlertsDialog.js';
import '../alerts/alerts.css';
import { AlertIcons } from './AlertIcons.js';
import { ListState } from './ListState.js';
import { RowActions } from './RowActions.js';
import { publishAlertsProbe } from './listProbe.js';
import { useVehicleList } from './useVehicleList.js';
import { alertsQueryAtom } from './vehicleListAtoms.js';
import { VirtualRows } from './VirtualRows.js';

const ALERT_ROW_PX = 38;

/** Who is on a truck's alerts, in words (never by colour alone). */
function HandlingChip({ handling }: { handling: TruckHandling }) {
  const { t } = useTranslation();
  const text =
    handling.state === 'new'
      ? t('handling.state_new')
      : t(`handling.state_${handling.state}`, { names: handling.by.join(', ') });
  return (
    <span className="handling-chip" data-state={handling.state} title={text}>
      {text}
    </span>
  );
}

/**
 * The alerts panel: every vehicle with an alert and why, or "no warning"; who is on each truck's
 * alerts, shared live among the company's dispatchers, with a filter for the unhandled ones.
 */
export function AlertsList() {
  const { t } = useTranslation();
  const [selected, select] = useAtom(selectedTruckIdAtom);
  const [frozen, setFrozen] = useState(false);
  const view = useVehicleList(useAtomValue(alertsQueryAtom), frozen);
  const records = useAtomValue(alertHandlingAtom);
  const [onlyUnhandled, setOnlyUnhandled] = useAtom(onlyUnhandledAtom);
  const [handlingId, setHandlingId] = useAtom(handlingTruckAtom);
  useEffect(() => publishAlertsProbe(view), [view]);
  const handlingOf = (id: TruckId): TruckHandling =>
    truckHandling(
      id,
      (view?.byId.get(id)?.alerts ?? []).map((a) => a.code),
      records,
    );
  const ids = useMemo(() => {
    const all = view?.ids ?? [];
    if (!onlyUnhandled || !view) return all;
    return all.filter(
      (id) =>
        truckHandling(
          id,
          (view.byId.get(id)?.alerts ?? []).map((a) => a.code),
          records,
        ).state === 'new',
    );
  }, [view, onlyUnhandled, records]);
  const newCount = (view?.ids ?? []).filter((id) => handlingOf(id).state === 'new').length;
  const handlingTruck = handlingId === undefined ? undefined : view?.byId.get(handlingId);
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
            <button
              type="button"
              className="icon-button handle-button"
              tabIndex={-1}
              aria-label={t('handling.handle')}
              title={t('handling.handle')}
              onClick={(event) => {
                event.stopPropagation();
                select(id);
                setHandlingId(id);
              }}
            >
              <ClipboardCheck size={14} aria-hidden />
            </button>
          </span>
          <span className="row-fields alert-reasons" title={reasons}>
            <HandlingChip handling={handlingOf(id)} /> {reasons}
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
          {t('list.with_alerts', { count: view.counters.shown })} ·{' '}
          <span data-testid="alerts-new">{t('handling.unhandled_count', { count: newCount })}</span>
        </p>
      )}
      {view?.loaded && view.ids.length > 0 && (
        <div className="alerts-toolbar">
          <label>
            <input
              type="checkbox"
              checked={onlyUnhandled}
              onChange={(e) => setOnlyUnhandled(e.target.checked)}
            />{' '}
            {t('handling.only_unhandled')}
          </label>
          <button
            type="button"
            disabled={selected === undefined || !view.byId.has(selected)}
            title={selected === undefined ? t('handling.none_selected') : undefined}
            onClick={() => selected !== undefined && setHandlingId(selected)}
          >
            {t('handling.handle_selected')}
          </button>
        </div>
      )}
      <ListState view={view} emptyKey="alerts.no_warning" />
      {view?.loaded && view.ids.length > 0 && ids.length === 0 && (
        <p className="list-state">{t('handling.all_handled')}</p>
      )}
      {handlingTruck && (
        <HandleAlertsDialog truck={handlingTruck} onClose={() => setHandlingId(undefined)} />
      )}
      {view?.loaded && ids.length > 0 && (
        <VirtualRows
          ids={ids}
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
