import {
  BatteryFull,
  BatteryLow,
  BatteryWarning,
  DoorClosed,
  DoorOpen,
  Thermometer,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  bluetoothBatteryClass,
  bluetoothProbeKind,
  formatDateTime,
  formatPercent,
  formatWithUnit,
  LOCALE_DEFAULTS,
  type BatteryLevel,
  type BluetoothDevice,
  type BluetoothProbeKind,
} from '@fleetdeck/shared';
import { formatAge } from '../vehicle/dataAge.js';
import { deviceStatus } from './bluetoothList.js';
import './probe.css';

export const KIND_KEYS: Record<BluetoothProbeKind, string> = {
  door_probe: 'bluetooth.door_probe',
  temperature_probe: 'bluetooth.temperature_probe',
  unknown: 'bluetooth.unknown_probe',
};

const BATTERY_ICONS: Record<BatteryLevel, typeof BatteryFull> = {
  good: BatteryFull,
  warning: BatteryLow,
  critical: BatteryWarning,
};

/** A probe's battery: percentage and class in words, in the class's colour. */
export function BatteryBadge({ device }: { device: BluetoothDevice }) {
  const { t } = useTranslation();
  const level = bluetoothBatteryClass(device);
  if (!level) return <span className="bt-battery">{LOCALE_DEFAULTS.missingValue}</span>;
  const Icon = BATTERY_ICONS[level];
  const percent = formatPercent(device.battery_percentage);
  const words = t(`bluetooth.battery_${level}`);
  return (
    <span
      className={`bt-battery battery-${level}`}
      data-battery={level}
      aria-label={t('bluetooth.battery_level', { percent, level: words })}
    >
      <Icon size={14} aria-hidden />
      <span className="figure">{percent}</span> <span>{words}</span>
    </span>
  );
}

/** What the probe last read, in words: "-19,5 °C" or "Door open". */
export function ProbeReading({ device }: { device: BluetoothDevice }) {
  const { t } = useTranslation();
  const kind = bluetoothProbeKind(device);
  if (kind === 'temperature_probe') {
    return <span className="bt-reading figure">{formatWithUnit(device.temperature, '°C', 1)}</span>;
  }
  if (kind === 'door_probe' && typeof device.door_open === 'boolean') {
    return (
      <span className={`bt-reading ${device.door_open ? 'door-open' : ''}`}>
        {t(device.door_open ? 'bluetooth.door_open' : 'bluetooth.door_closed')}
      </span>
    );
  }
  return <span className="bt-reading">{LOCALE_DEFAULTS.missingValue}</span>;
}

export function KindIcon({ device }: { device: BluetoothDevice }) {
  const kind = bluetoothProbeKind(device);
  if (kind === 'temperature_probe') return <Thermometer size={16} aria-hidden />;
  return device.door_open ? (
    <DoorOpen size={16} aria-hidden />
  ) : (
    <DoorClosed size={16} aria-hidden />
  );
}

/** A probe as shown, with the clock for its age and the user's time zone. */
export interface ProbeProps {
  device: BluetoothDevice;
  now: number;
  timeZone: string;
}

/** When the probe was last heard from: how long ago and the time, both as text. */
export function LastSeen({ device, now, timeZone }: ProbeProps) {
  const { t } = useTranslation();
  if (!device.timestamp) return <span>{LOCALE_DEFAULTS.missingValue}</span>;
  const at = Date.parse(device.timestamp);
  const absolute = formatDateTime(device.timestamp, timeZone);
  return (
    <time dateTime={device.timestamp} title={absolute} className="bt-seen">
      {formatAge(now - at, t)} · <span className="figure">{absolute}</span>
    </time>
  );
}

/** One device of the list: kind, plate, battery; MAC and reading; status and last seen. */
export function DeviceRow(props: ProbeProps) {
  const { device } = props;
  const { t } = useTranslation();
  const status = deviceStatus(device);
  return (
    <span role="gridcell" className="bt-cell">
      <span className="bt-line">
        <KindIcon device={device} />
        <strong className="bt-plate">
          {device.vehicle?.plate ?? LOCALE_DEFAULTS.missingValue}
        </strong>
        <span className="bt-kind">{t(KIND_KEYS[bluetoothProbeKind(device)])}</span>
        <BatteryBadge device={device} />
      </span>
      <span className="bt-line">
        <span className="bt-mac" title={t('bluetooth.mac')}>
          {device.mac}
        </span>
        <ProbeReading device={device} />
      </span>
      <span className="bt-line bt-sub">
        <span className={`bt-status ${status}`}>{t(`bluetooth.${status}`)}</span>
        <LastSeen device={device} now={props.now} timeZone={props.timeZone} />
      </span>
    </span>
  );
}
