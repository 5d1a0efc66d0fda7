import { describe, expect, it } from 'vitest';
import { ALERT_CODES } from './alerts.js';
import { VEHICLE_ALERT_SEVERITY, newSeriousAlerts } from './alertSeverity.js';

describe('serious alerts', () => {
  it('gives every alert a severity from 1 to 5', () => {
    for (const code of ALERT_CODES) expect(VEHICLE_ALERT_SEVERITY[code]).toBeGreaterThanOrEqual(1);
    for (const code of ALERT_CODES) expect(VEHICLE_ALERT_SEVERITY[code]).toBeLessThanOrEqual(5);
  });

  it('signals a serious alert newly raised on a known truck, and nothing else', () => {
    const before = new Map<number, readonly (typeof ALERT_CODES)[number][]>([
      [1, ['low_battery_level']],
      [2, ['no_card_driving']],
    ]);
    const now = new Map<number, readonly (typeof ALERT_CODES)[number][]>([
      [1, ['low_battery_level', 'tacho_overspeed', 'no_gps']], // overspeed is new and serious
      [2, ['no_card_driving']], // already there
      [3, ['no_power_supply']], // a truck first seen: its alerts came with it
    ]);
    expect(newSeriousAlerts(before, now)).toEqual([{ truckId: 1, code: 'tacho_overspeed' }]);
  });
});
