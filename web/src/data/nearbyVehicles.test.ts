import { describe, expect, it } from 'vitest';
import { formatKm, resolveUserConfig, type Truck } from '@fleetdeck/shared';
import { deriveTruck } from './derivedFleet.js';
import { NEARBY_DEFAULT_RADIUS_KM, nearbyVehicles } from './nearbyVehicles.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');

function at(id: number, lat: number, lng: number): Truck {
  const date = new Date(NOW).toISOString();
  return { id, plate: `P${id}`, lastpoint: { lat, lng, heading: 0, speed: 0, ignition: 0, date } };
}

const derived = [
  at(1, 45, 9),
  at(2, 45.05, 9), // ~5.56 km north
  at(3, 45, 9.1), // ~7.86 km east
  at(4, 45.2, 9), // ~22 km
  { ...at(5, 0, 0), lastpoint: null },
].map((t) => deriveTruck(t, resolveUserConfig({}), NOW));

describe('nearbyVehicles', () => {
  it('lists the vehicles within the default 10 km, nearest first, without the origin vehicle', () => {
    expect(NEARBY_DEFAULT_RADIUS_KM).toBe(10);
    const near = nearbyVehicles(derived, { lat: 45, lng: 9 }, undefined, 1);
    expect(near.map((n) => n.id)).toEqual([2, 3]);
    expect(near.map((n) => formatKm(n.distanceKm))).toEqual(['5,56 km', '7,86 km']);
  });

  it('widens with the radius and keeps vehicles exactly at the origin', () => {
    const near = nearbyVehicles(derived, { lat: 45, lng: 9 }, 25);
    expect(near.map((n) => n.id)).toEqual([1, 2, 3, 4]);
    expect(near[0]?.distanceKm).toBe(0);
  });
});
