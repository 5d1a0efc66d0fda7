import { describe, expect, it } from 'vitest';
import type { Truck } from '../domain/truck.js';
import { driverActivity, markerColour } from './driverActivity.js';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('driverActivity', () => {
  it.each([
    [0, 'rest'],
    [1, 'availability'],
    [2, 'work'],
    [3, 'driving'],
    [4, 'no_driver'],
    [-1, 'no_driver'],
    [null, 'no_driver'],
  ])('code %s is %s', (activity, expected) => {
    expect(driverActivity({ activity })).toBe(expected);
  });
  it('no lastpoint means no driver', () => expect(driverActivity(null)).toBe('no_driver'));
});

describe('markerColour', () => {
  const truck: Pick<Truck, 'activity_type' | 'lastpoint'> = {
    lastpoint: {
      lat: 45,
      lng: 9,
      heading: 0,
      speed: 40,
      ignition: 1,
      date: new Date(NOW).toISOString(),
      activity: 3,
      driver: { id: 7, state: { id: 2 } },
    },
  };
  it('follows the vehicle status in truck_status mode', () => {
    expect(markerColour(truck, 'truck_status', NOW)).toEqual({ token: 'status-moving' });
  });
  it('follows the driver activity in driver_activity mode', () => {
    expect(markerColour(truck, 'driver_activity', NOW)).toEqual({ token: 'activity-driving' });
  });
  it('uses the colour picked for the driver state, else the activity', () => {
    expect(markerColour(truck, 'driver_status', NOW, { '2': '#ff0000' })).toEqual({
      hex: '#ff0000',
    });
    expect(markerColour(truck, 'driver_status', NOW, { '3': '#ff0000' })).toEqual({
      token: 'activity-driving',
    });
  });
});
