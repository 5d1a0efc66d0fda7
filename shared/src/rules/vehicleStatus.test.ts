import { describe, expect, it } from 'vitest';
import { hasNoPoints, isStale, vehicleStatus, type VehicleStatus } from './vehicleStatus.js';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const H = 3600_000;
const at = (ageMs: number) => new Date(NOW - ageMs).toISOString();
const lp = (ageMs: number, speed = 0, ignition = 0) => ({
  lat: 45,
  lng: 9,
  heading: 0,
  speed,
  ignition,
  date: at(ageMs),
});

describe('stale and no points', () => {
  it.each([
    [H - 1, false],
    [H, false],
    [H + 1, true],
  ])('age %i ms stale=%s', (age, stale) => expect(isStale(lp(age), NOW)).toBe(stale));

  it.each([
    [24 * H, false],
    [24 * H + 1, true],
  ])('age %i ms no points=%s', (age, none) => expect(hasNoPoints(lp(age), NOW)).toBe(none));

  it('treats a missing or unreadable point as no points', () => {
    expect(hasNoPoints(null, NOW)).toBe(true);
    expect(hasNoPoints({ date: 'yesterday' }, NOW)).toBe(true);
  });
});

describe('vehicleStatus', () => {
  const cases: [string, Parameters<typeof vehicleStatus>[0], VehicleStatus][] = [
    ['no lastpoint', { lastpoint: null }, 'no_points'],
    ['25 h old', { lastpoint: lp(25 * H, 50, 1) }, 'no_points'],
    ['exactly 24 h old is stale', { lastpoint: lp(24 * H, 50, 1) }, 'stale'],
    ['1 h + 1 ms old, moving', { lastpoint: lp(H + 1, 50, 1) }, 'stale'],
    ['exactly 1 h old, moving', { lastpoint: lp(H, 50, 1) }, 'moving'],
    ['activity type engine_on', { activity_type: 'engine_on', lastpoint: lp(0) }, 'engine_on'],
    ['activity type ignition', { activity_type: 'ignition', lastpoint: lp(0) }, 'ignition'],
    ['activity type moving at 0', { activity_type: 'moving', lastpoint: lp(0) }, 'moving'],
    ['unknown activity, ignition 1', { activity_type: 'x', lastpoint: lp(0, 30, 1) }, 'ignition'],
    ['unknown activity type, no ignition', { activity_type: 'x', lastpoint: lp(0, 30) }, 'stopped'],
    ['no type, speed 0, ignition 1', { lastpoint: lp(0, 0, 1) }, 'ignition'],
    ['no type, speed 0, ignition 0', { lastpoint: lp(0) }, 'stopped'],
  ];
  it.each(cases)('%s', (_name, truck, status) => expect(vehicleStatus(truck, NOW)).toBe(status));
});
