import { useAtomValue, useSetAtom } from 'jotai';
import { useAtomCallback } from 'jotai/utils';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BluetoothDevice, BluetoothProbeKind } from '@fleetdeck/shared';
import { userTimeZone } from '../../app/session/session.js';
import { fleetAtom } from '../../data/fleetAtoms.js';
import { focusedTruckIdAtom, selectedTruckIdAtom } from '../../map/selectionAtoms.js';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.js';
import { SidePanel } from '../../ui/SidePanel.js';
import { useDebounced } from '../../ui/useDebounced.js';
import { useNow } from '../vehicle/LastPointTime.js';
import { devicesStateAtom, reloadDevicesAtom } from './bluetoothAtoms.js';
import {
  activeFilters,
  criticalBatteries,
  NO_FILTER,
  visibleDevices,
  type DeviceFilter,
} from './bluetoothList.js';
import { DeviceRows } from './DeviceRows.js';
import { KIND_KEYS } from './DeviceRow.js';
import { FilterDialog } from './FilterDialog.js';
import './bluetooth.css';

/** Spec part 2 section 9: the search waits 250 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The Bluetooth devices panel (spec part 2 sections 2 and 4): search, the filter-and-order modal
 * and the company's probes; a click shows the probe's vehicle on the map and opens its details.
 */
export function BluetoothPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const state = useAtomValue(devicesStateAtom);
  const reload = useSetAtom(reloadDevicesAtom);
  const [timeZone] = useState(userTimeZone);
  const now = useNow(30_000);
  const [search, setSearch] = useState('');
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<DeviceFilter>(NO_FILTER);
  const [filtering, setFiltering] = useState(false);
  const devices = state.status === 'ready' ? state.devices : undefined;
  const kindLabel = useCallback((kind: BluetoothProbeKind) => t(KIND_KEYS[kind]), [t]);
  const rows = useMemo(
    () => (devices ? visibleDevices(devices, query, filter, kindLabel) : []),
    [devices, query, filter, kindLabel],
  );
  const show = useAtomCallback(
    useCallback((get, set, device: BluetoothDevice) => {
      const plate = device.vehicle?.plate;
      const trucks = get(fleetAtom)?.trucks.values() ?? [];
      const truck = [...trucks].find((tr) => tr.plate === plate);
      if (!truck) return;
      set(selectedTruckIdAtom, truck.id);
      set(focusedTruckIdAtom, truck.id);
    }, []),
  );
  const filters = activeFilters(filter);

  return (
    <SidePanel className="bluetooth-panel" title={t('bluetooth.title')} onClose={onClose}>
      <div className="bt-tools">
        <label className="bt-search">
          <span>{t('bluetooth.search')}</span>
          <input
            type="search"
            name="bluetooth-search"
            placeholder={t('bluetooth.search_hint')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <button type="button" aria-haspopup="dialog" onClick={() => setFiltering(true)}>
          <SlidersHorizontal size={16} aria-hidden />
          {t('bluetooth.filter_order')}
        </button>
      </div>
      {filters > 0 && (
        <p className="muted bt-note">{t('bluetooth.filters_active', { count: filters })}</p>
      )}
      {state.status === 'error' ? (
        <ErrorWithRetry what={t('bluetooth.load_error')} onRetry={() => void reload()} />
      ) : !devices ? (
        <p className="list-state" role="status">
          {t('bluetooth.loading')}
        </p>
      ) : (
        <>
          <p className="bt-summary" role="status">
            <span>{t('bluetooth.shown', { shown: rows.length, count: devices.length })}</span>
            <span className="battery-critical">
              {t('bluetooth.critical_counter', { count: criticalBatteries(devices) })}
            </span>
          </p>
          {rows.length === 0 ? (
            <p className="list-state bt-empty">{t('no_bluetooth_devices')}</p>
          ) : (
            <>
              <p className="muted bt-note">{t('bluetooth.list_hint')}</p>
              <DeviceRows
                devices={rows}
                label={t('bluetooth.title')}
                now={now}
                timeZone={timeZone}
                onShow={show}
              />
            </>
          )}
        </>
      )}
      <FilterDialog
        open={filtering}
        filter={filter}
        onChange={setFilter}
        onClose={() => setFiltering(false)}
      />
    </SidePanel>
  );
}
