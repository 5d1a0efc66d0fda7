import { resolveUserConfig, type Truck, type TruckId } from '@fleetdeck/shared';
import { DerivedFleet } from '../src/data/derivedFleet.js';
import type { DerivedFleetView } from '../src/data/derivedFleetStream.js';

export const NOW = Date.parse('2026-11-23T12:00:00Z');

/** A truck for map tests: fresh last point at (lng, lat). */
export function testTruck(id: number, lng: number, lat: number, patch: Partial<Truck> = {}): Truck {
  return {
    id,
    plate: `AB${id}CD`,
    details: { custom_id: `C-${id}` },
    lastpoint: {
      lat,
      lng,
      heading: 90,
      speed: 50,
      ignition: 1,
      altitude: 120,
      rpm_engine: 1300,
      date: new Date(NOW - 60_000).toISOString(),
    },
    ...patch,
  };
}

/** Feeds trucks through the real derivations, as the live path does. */
export function derivedView(
  derived: DerivedFleet,
  trucks: Truck[],
  full: boolean,
  changed: TruckId[] = [],
  removed: TruckId[] = [],
): DerivedFleetView {
  const fleet = {
    trucks: new Map(trucks.map((t) => [t.id, t])),
    seq: 1,
    full,
    changed,
    removed,
    connection: 'live' as const,
  };
  return { fleet, derived, update: derived.apply(fleet, resolveUserConfig({}), NOW) };
}
