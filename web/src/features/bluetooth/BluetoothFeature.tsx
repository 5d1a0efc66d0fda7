import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  openPanelsAtom,
  panelCounterLabelsAtom,
  panelCountersAtom,
  togglePanelAtom,
} from '../../app/panels.js';
import { devicesStateAtom, reloadDevicesAtom } from './bluetoothAtoms.js';
import { criticalBatteries } from './bluetoothList.js';

const BluetoothPanel = lazy(() =>
  import('./BluetoothPanel.js').then((m) => ({ default: m.BluetoothPanel })),
);

/** Every minute while the panel is open; batteries drain over days, so every 5 minutes closed. */
const REFRESH_OPEN_MS = 60_000;
const REFRESH_CLOSED_MS = 300_000;

/**
 * The Bluetooth devices: the panel while its sidebar entry is open, and the entry's counter. The
 * counter is the number of probes with a critical battery (20 % or below), not of all probes: a
 * control room wants to know how many to change, and a count of hundreds that barely moves would
 * say nothing. The entry's title says what it counts.
 */
export function BluetoothFeature() {
  const { t } = useTranslation();
  const open = useAtomValue(openPanelsAtom).has('bluetooth_devices');
  const state = useAtomValue(devicesStateAtom);
  const reload = useSetAtom(reloadDevicesAtom);
  const toggle = useSetAtom(togglePanelAtom);
  const setCounters = useSetAtom(panelCountersAtom);
  const setCounterLabels = useSetAtom(panelCounterLabelsAtom);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), open ? REFRESH_OPEN_MS : REFRESH_CLOSED_MS);
    return () => clearInterval(timer);
  }, [open, reload]);

  const count = state.status === 'ready' ? criticalBatteries(state.devices) : undefined;
  const label = count === undefined ? undefined : t('bluetooth.critical_counter', { count });
  useEffect(() => {
    setCounters(({ bluetooth_devices: _old, ...others }) =>
      count === undefined ? others : { ...others, bluetooth_devices: count },
    );
    setCounterLabels(({ bluetooth_devices: _old, ...others }) =>
      label === undefined ? others : { ...others, bluetooth_devices: label },
    );
  }, [count, label, setCounters, setCounterLabels]);

  return open ? (
    <Suspense fallback={null}>
      <BluetoothPanel onClose={() => toggle('bluetooth_devices')} />
    </Suspense>
  ) : null;
}
