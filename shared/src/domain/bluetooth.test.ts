import { describe, expect, it } from 'vitest';
import { bluetoothBatteryClass, bluetoothDeviceSchema } from './bluetooth.js';

describe('bluetooth device', () => {
  it.each([
    [100, 'good'],
    [41, 'good'],
    [40, 'warning'],
    [21, 'warning'],
    [20, 'critical'],
    [5, 'critical'],
    [0, 'critical'],
    [null, undefined],
    [undefined, undefined],
  ] as const)('a battery at %s %% is %s (spec thresholds 20 and 40)', (percent, level) => {
    expect(bluetoothBatteryClass({ battery_percentage: percent })).toBe(level);
  });

  it('takes the probe readings as optional fields and refuses impossible ones', () => {
    const base = { mac: 'c4:7f:00:01:05:1a', model: 5, type: 6, status: 1 };
    expect(bluetoothDeviceSchema.parse(base)).toEqual(base);
    const reefer = { ...base, temperature: -19.5, set_point: -20, door_open: false };
    expect(bluetoothDeviceSchema.parse(reefer)).toEqual(reefer);
    expect(bluetoothDeviceSchema.safeParse({ ...base, temperature: 400 }).success).toBe(false);
    expect(bluetoothDeviceSchema.safeParse({ ...base, door_open: 'yes' }).success).toBe(false);
    expect(bluetoothDeviceSchema.safeParse({ ...base, status: 2 }).success).toBe(false);
  });
});
