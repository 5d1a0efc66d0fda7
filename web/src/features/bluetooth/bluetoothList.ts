import {
  bluetoothBatteryClass,
  bluetoothProbeKind,
  type BatteryLevel,
  type BluetoothDevice,
  type BluetoothProbeKind,
} from '@fleetdeck/shared';

export const KINDS = ['door_probe', 'temperature_probe'] as const;
export const STATUSES = ['connected', 'disconnected'] as const;
export const BATTERY_CLASSES = ['good', 'warning', 'critical'] as const;
export const ORDERS = ['plate', 'battery', 'last_seen'] as const;

export type DeviceStatus = (typeof STATUSES)[number];
export type DeviceOrder = (typeof ORDERS)[number];

/** The filter-and-order modal's choices; an empty set means "any". */
export interface DeviceFilter {
  kinds: ReadonlySet<BluetoothProbeKind>;
  statuses: ReadonlySet<DeviceStatus>;
  batteries: ReadonlySet<BatteryLevel>;
  order: DeviceOrder;
}

export const NO_FILTER: DeviceFilter = {
  kinds: new Set(),
  statuses: new Set(),
  batteries: new Set(),
  order: 'plate',
};

/** How many filter groups narrow the list (the button says so). */
export const activeFilters = (f: DeviceFilter): number =>
  [f.kinds, f.statuses, f.batteries].filter((s) => s.size > 0).length;

export const deviceStatus = (d: BluetoothDevice): DeviceStatus =>
  d.status === 1 ? 'connected' : 'disconnected';

const plateOf = (d: BluetoothDevice): string => d.vehicle?.plate ?? '';
const seenAt = (d: BluetoothDevice): number => (d.timestamp ? Date.parse(d.timestamp) : NaN);

/** Lower case, without accents: "Sonda porta" matches "sonda", "Température" "temperature". */
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a device matches the search text: its MAC (with or without colons), its plate, or its
 * kind (the label shown, in the user's language).
 */
export function matchesSearch(d: BluetoothDevice, text: string, kindLabel: string): boolean {
  const q = fold(text.trim());
  if (!q) return true;
  const mac = d.mac.toLowerCase();
  return (
    mac.includes(q) ||
    mac.replaceAll(':', '').includes(q.replaceAll(':', '')) ||
    fold(plateOf(d)).includes(q) ||
    fold(kindLabel).includes(q)
  );
}

function passes(d: BluetoothDevice, f: DeviceFilter): boolean {
  if (f.kinds.size > 0 && !f.kinds.has(bluetoothProbeKind(d))) return false;
  if (f.statuses.size > 0 && !f.statuses.has(deviceStatus(d))) return false;
  if (f.batteries.size > 0) {
    const level = bluetoothBatteryClass(d);
    if (!level || !f.batteries.has(level)) return false;
  }
  return true;
}

/** Ties (and missing values, last) fall back to plate then MAC, so the order is stable. */
const byPlate = (a: BluetoothDevice, b: BluetoothDevice): number =>
  plateOf(a).localeCompare(plateOf(b)) || a.mac.localeCompare(b.mac);

const COMPARE: Record<DeviceOrder, (a: BluetoothDevice, b: BluetoothDevice) => number> = {
  plate: byPlate,
  battery: (a, b) =>
    (a.battery_percentage ?? Infinity) - (b.battery_percentage ?? Infinity) || byPlate(a, b),
  // Most recent first: a control room looks for what went quiet at the bottom.
  last_seen: (a, b) =>
    (Number.isNaN(seenAt(b)) ? -Infinity : seenAt(b)) -
      (Number.isNaN(seenAt(a)) ? -Infinity : seenAt(a)) || byPlate(a, b),
};

/** The devices the panel lists: searched, filtered and ordered. */
export function visibleDevices(
  devices: readonly BluetoothDevice[],
  search: string,
  filter: DeviceFilter,
  kindLabel: (kind: BluetoothProbeKind) => string,
): BluetoothDevice[] {
  return devices
    .filter((d) => passes(d, filter) && matchesSearch(d, search, kindLabel(bluetoothProbeKind(d))))
    .sort(COMPARE[filter.order]);
}

/** The sidebar counter: probes whose battery is critical (20 % or below), to be changed. */
export const criticalBatteries = (devices: readonly BluetoothDevice[]): number =>
  devices.filter((d) => bluetoothBatteryClass(d) === 'critical').length;
