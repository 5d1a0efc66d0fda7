import { describe, expect, it } from 'vitest';
import type { LastPoint, Truck } from '../domain/truck.js';
import { vehicleAlerts, type AlertCode } from './alerts.js';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function truck(lp: Partial<LastPoint> = {}, type = 1): Pick<Truck, 'type' | 'lastpoint'> {
  return {
    type,
    lastpoint: { lat: 45, lng: 9, heading: 0, speed: 0, ignition: 0, date: iso(NOW), ...lp },
  };
}
const codes = (t: Pick<Truck, 'type' | 'lastpoint'>) => vehicleAlerts(t, NOW).map((a) => a.code);
const has = (t: Pick<Truck, 'type' | 'lastpoint'>, code: AlertCode) => codes(t).includes(code);

describe('vehicleAlerts', () => {
  it('raises nothing for a healthy, fresh point', () => {
    expect(codes(truck())).toEqual([]);
  });

  it('gives every truck without an alert the one frozen empty list, and each alerted truck its own', () => {
    const none = vehicleAlerts(truck(), NOW);
    expect(vehicleAlerts(truck({ speed: 30 }), NOW)).toBe(none);
    expect(Object.isFrozen(none)).toBe(true);
    const gps = vehicleAlerts(truck({ telemetry: { gnss_status: 1 } }), NOW);
    const other = vehicleAlerts(truck({ telemetry: { gnss_status: 1 } }), NOW);
    expect(gps).not.toBe(other);
    expect(gps).toEqual([{ code: 'no_gps', icon: 'satellite-dish' }]);
  });

  it.each([
    [21, null],
    [20, 'battery-low'],
    [6, 'battery-low'],
    [5, 'battery-warning'],
    [0, 'battery-warning'],
  ])('battery %i%% gives icon %s', (level, icon) => {
    const alert = vehicleAlerts(truck({ telemetry: { battery_level: level } }), NOW).find(
      (a) => a.code === 'low_battery_level',
    );
    expect(alert?.icon ?? null).toBe(icon);
  });

  it.each([
    ['card 1, moving, truck', { id: 1 }, 10, 1, true],
    ['card 1, stopped', { id: 1 }, 0, 1, false],
    ['card 1, moving, trailer', { id: 1 }, 10, 3, false],
    ['real card, moving', { id: 2 }, 10, 1, false],
  ])('no card driving: %s', (_n, driver, speed, type, expected) => {
    expect(has(truck({ driver, speed }, type), 'no_card_driving')).toBe(expected);
  });

  it.each([
    [0, ['no_power_supply']],
    [1, ['low_power_supply']],
    [8999, ['low_power_supply']],
    [9000, []],
    [null, []],
  ])('external voltage %s mV', (v, expected) => {
    expect(codes(truck({ telemetry: { external_voltage: v } }))).toEqual(expected);
  });

  it.each([
    [1, true],
    [0, false],
    [3, false],
  ])('gnss status %i no_gps=%s', (s, e) =>
    expect(has(truck({ telemetry: { gnss_status: s } }), 'no_gps')).toBe(e),
  );

  it('tacho overspeed follows the flag', () => {
    expect(has(truck({ telemetry: { tacho_overspeed: true } }), 'tacho_overspeed')).toBe(true);
    expect(has(truck({ telemetry: { tacho_overspeed: 0 } }), 'tacho_overspeed')).toBe(false);
  });

  it.each([
    [10 * MIN, true],
    [10 * MIN - 1, false],
    [-10 * MIN, false],
  ])('tacho %i ms behind the update time: error=%s', (behind, e) => {
    const t = truck({ updated_at: iso(NOW), telemetry: { tacho_timestamp: iso(NOW - behind) } });
    expect(has(t, 'tacho_clock_from_updated_error')).toBe(e);
  });

  it.each([
    [10 * MIN, true],
    [-10 * MIN, true],
    [10 * MIN - 1, false],
  ])('device clock %i ms off the tacho: error=%s', (off, e) => {
    const t = truck({ telemetry: { tacho_timestamp: iso(NOW), device_timestamp: iso(NOW + off) } });
    expect(has(t, 'tacho_clock_from_device_error')).toBe(e);
  });

  it.each([
    [60 * MIN, true],
    [60 * MIN - 1, false],
  ])('point %i ms in the future: error=%s', (ahead, e) => {
    expect(has(truck({ date: iso(NOW + ahead) }), 'device_timestamp_error')).toBe(e);
  });

  it.each([
    [24 * 60 * MIN, false],
    [24 * 60 * MIN + 1, true],
  ])('point %i ms old: no_points=%s', (age, e) => {
    expect(has(truck({ date: iso(NOW - age) }), 'no_points')).toBe(e);
  });
});
