import { describe, expect, it } from 'vitest';
import type { BluetoothDevice } from '@fleetdeck/shared';
import {
  criticalBatteries,
  NO_FILTER,
  visibleDevices,
  type DeviceFilter,
} from './bluetoothList.js';

const device = (
  mac: string,
  plate: string,
  model: 4 | 5,
  battery: number | null,
  status: 0 | 1,
  timestamp: string | null,
): BluetoothDevice => ({
  mac,
  model,
  type: 6,
  status,
  battery_percentage: battery,
  timestamp,
  vehicle: { plate },
});
const DEVICES = [
  device('c4:7f:00:0a:04:1a', 'GH123KL', 4, 41, 1, '2026-11-25T10:00:00Z'),
  device('c4:7f:00:0a:05:1a', 'GH123KL', 5, 40, 1, '2026-11-25T10:01:00Z'),
  device('c4:7f:00:0b:05:1a', 'AB001CD', 5, 21, 0, '2026-11-25T04:00:00Z'),
  device('c4:7f:00:0c:04:1a', 'ZZ999ZZ', 4, 20, 1, '2026-11-25T09:59:00Z'),
  device('c4:7f:00:0d:04:1a', 'MM500MM', 4, null, 1, null),
];
const LABELS = { door_probe: 'Sonda porta', temperature_probe: 'Sonda temperatura', unknown: '?' };
const macs = (search: string, filter: Partial<DeviceFilter> = {}) =>
  visibleDevices(DEVICES, search, { ...NO_FILTER, ...filter }, (k) => LABELS[k]).map((d) =>
    d.mac.slice(9, 14),
  );

describe('bluetooth device list', () => {
  it('orders by plate by default, then MAC', () => {
    expect(macs('')).toEqual(['0b:05', '0a:04', '0a:05', '0d:04', '0c:04']);
  });

  it('searches MAC (with or without colons), plate and the kind label, ignoring case and accents', () => {
    expect(macs('0b:05')).toEqual(['0b:05']);
    expect(macs('000b05')).toEqual(['0b:05']);
    expect(macs('gh123')).toEqual(['0a:04', '0a:05']);
    expect(macs('TEMPÉRATURA')).toEqual(['0b:05', '0a:05']);
    expect(macs('nothing like it')).toEqual([]);
  });

  it('filters by kind, status and battery class at the 20 and 40 boundaries', () => {
    expect(macs('', { kinds: new Set(['door_probe']) })).toEqual(['0a:04', '0d:04', '0c:04']);
    expect(macs('', { statuses: new Set(['disconnected']) })).toEqual(['0b:05']);
    expect(macs('', { batteries: new Set(['good']) })).toEqual(['0a:04']);
    expect(macs('', { batteries: new Set(['warning']) })).toEqual(['0b:05', '0a:05']);
    expect(macs('', { batteries: new Set(['critical']) })).toEqual(['0c:04']);
    expect(
      macs('', { kinds: new Set(['temperature_probe']), statuses: new Set(['connected']) }),
    ).toEqual(['0a:05']);
  });

  it('orders by battery ascending and by last seen newest first, unknown values last', () => {
    expect(macs('', { order: 'battery' })).toEqual(['0c:04', '0b:05', '0a:05', '0a:04', '0d:04']);
    expect(macs('', { order: 'last_seen' })).toEqual(['0a:05', '0a:04', '0c:04', '0b:05', '0d:04']);
  });

  it('counts the critical batteries for the sidebar', () => {
    expect(criticalBatteries(DEVICES)).toBe(1);
  });
});
