import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TruckId } from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import { selectedTruckIdAtom, toggleFocusAtom } from '../../map/selectionAtoms.js';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import { BulkTagBar, SelectToggle } from '../tags/BulkTagBar.js';
import { tagFilterOptions } from '../tags/tagItems.js';
import {
  selectedTrucksAtom,
  selectingAtom,
  tagsStateAtom,
  toggleSelectedAtom,
} from '../tags/tagsAtoms.js';
import { userConfigAtom } from '../settings/userConfigAtoms.js';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.js';
import { ListControls } from './ListControls.js';
import { ListState } from './ListState.js';
import { LiveRow, RowSource, useVehicleList } from './useVehicleList.js';
import { infringementSummaryAtom, useInfringementSummary } from './infringementSummary.js';
import { listFiltersAtom, vehicleQueryAtom } from './vehicleListAtoms.js';
import { VehicleListRow } from './VehicleListRow.js';
import { TableHeader, VehicleTableRow, tableStyle } from './VehicleTable.js';
import { VirtualRows } from './VirtualRows.js';

export const LIST_ROW_PX = 34;
export const TABLE_ROW_PX = 26;

/** `/` focuses the search from anywhere except while typing in another field. */
function useSlashFocus(target: React.RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const el = event.target as HTMLElement | null;
      const typing = el?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key !== '/' || typing || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      target.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [target]);
}

/** Search, filters and sort over the live fleet, in list or table view (virtualised). */
export function VehicleBrowser({ onOpen }: { onOpen?: (d: DerivedTruck) => void }) {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const query = useAtomValue(vehicleQueryAtom);
  const [selected, select] = useAtom(selectedTruckIdAtom);
  const toggleFocus = useSetAtom(toggleFocusAtom);
  const [frozen, setFrozen] = useState(false);
  const [rows] = useState(() => new RowSource());
  const view = useVehicleList(query, frozen, rows);
  const byInfringements = useAtomValue(listFiltersAtom).infringements !== undefined;
  const retrySummary = useInfringementSummary(byInfringements);
  const summary = useAtomValue(infringementSummaryAtom);
  // The infringements filter waits for its data: "no match" would be a claim not yet made.
  const waiting = byInfringements && summary.status !== 'ready';
  const search = useRef<HTMLInputElement>(null);
  useSlashFocus(search);

  const total = view?.counters.total ?? 0;
  const byId = view?.byId;
  // The tags on the stream's trucks, named by the company's list. The map is updated in place:
  // the choices follow the fleet's size and the company's tags, not every tick.
  const known = useAtomValue(tagsStateAtom).items;
  const tags = useMemo(
    () =>
      total === 0
        ? []
        : tagFilterOptions(
            [...(byId?.values() ?? [])].map((d) => d.truck),
            known,
            (id) => t('list.tag_id', { id }),
          ),
    [byId, total, known, t],
  );
  const canSelect = useAtomValue(abilityAtom).can('manage', 'Tag');
  const selecting = useAtomValue(selectingAtom) && canSelect;
  const selectedIds = useAtomValue(selectedTrucksAtom);
  const toggleSelected = useSetAtom(toggleSelectedAtom);

  const table = config.vehicleListModeView === 'table';
  const columns = config.vehicleListTableFields.fields;
  const activate = (id: TruckId): void => {
    select(id);
    const d = view?.byId.get(id);
    if (d) onOpen?.(d);
  };
  const truckRow = (d: DerivedTruck) => {
    const shown = table ? (
      <VehicleTableRow d={d} columns={columns} />
    ) : (
      <VehicleListRow d={d} fields={config.truckListItemFields} />
    );
    if (!selecting) return shown;
    // Arrows and Enter select from the keyboard (the grid keeps the focus); a click ticks too.
    return (
      <>
        <span role="gridcell" className="row-check">
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={t('tags.select_vehicle', { plate: d.truck.plate })}
            checked={selectedIds.has(d.id)}
            onClick={(e) => e.stopPropagation()}
            onChange={() => toggleSelected(d.id)}
          />
        </span>
        {shown}
      </>
    );
  };
  // Each row follows its own truck: a tick that moved trucks draws their rows, not the list.
  const row = (id: TruckId) => <LiveRow id={id} rows={rows} render={truckRow} />;

  return (
    <div className="vehicle-browser">
      <ListControls tags={tags} searchRef={search} />
      {view?.loaded && (
        <div className="list-meta">
          <p className="list-counters" data-testid="list-counters" aria-live="polite">
            <span>{t('list.shown_of', { shown: view.counters.shown, total })}</span>
            <span>{t('list.with_alerts', { count: view.counters.withAlerts })}</span>
          </p>
          {canSelect && <SelectToggle />}
        </div>
      )}
      {selecting && <BulkTagBar shownIds={view?.ids ?? []} />}
      {byInfringements && summary.status === 'ready' && !summary.complete && (
        <p className="list-counters" role="status">
          {t('infringements.filter_partial', { checked: summary.checked, total: summary.total })}
        </p>
      )}
      {waiting ? (
        summary.status === 'error' ? (
          <ErrorWithRetry
            className="list-state"
            what={t('infringements.filter_error')}
            detail={summary.message}
            onRetry={retrySummary}
          />
        ) : (
          <p className="list-state" role="status">
            {t('infringements.filter_loading')}
          </p>
        )
      ) : (
        <ListState view={view} emptyKey="list.no_match" />
      )}
      {!waiting && view?.loaded && view.ids.length > 0 && (
        <VirtualRows
          ids={view.ids}
          rowHeight={table ? TABLE_ROW_PX : LIST_ROW_PX}
          label={t('sidebar.vehicles')}
          activeId={selected}
          onActivate={activate}
          onEnter={selecting ? toggleSelected : toggleFocus}
          onFrozenChange={setFrozen}
          className={`${table ? 'vehicle-table' : 'vehicle-list'}${selecting ? ' selecting' : ''}`}
          header={table ? <TableHeader columns={columns} /> : undefined}
          style={table ? tableStyle(columns, config.vehicleListFluidTable) : undefined}
          renderRow={row}
        />
      )}
    </div>
  );
}
