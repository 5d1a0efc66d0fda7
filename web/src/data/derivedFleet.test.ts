import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { markerColour, resolveUserConfig, type Truck, type TruckId } from '@fleetdeck/shared';
import { DerivedFleet, deriveTruck, type DerivationSettings } from './derivedFleet.js';
import { derivedFleet$, type DerivedFleetView } from './derivedFleetStream.js';
import type { FleetView } from './fleetStore.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const defaults: DerivationSettings = resolveUserConfig({});

function truck(id: number, patch: Partial<NonNullable<Truck['lastpoint']>> = {}): Truck {
  return {
    id,
    plate: `AB${id}CD`,
    details: { custom_id: `C-${id}` },
    lastpoint: {
      lat: 45,
      lng: 9,
      heading: 0,
      speed: 0,
      ignition: 0,
      date: new Date(NOW - 60_000).toISOString(),
      driver: { id: 7, name: 'Mario', surname: 'Rossi' },
      ...patch,
    },
  };
}

function view(
  trucks: Truck[],
  full: boolean,
  changed: TruckId[] = [],
  removed: TruckId[] = [],
): FleetView {
  return {
    trucks: new Map(trucks.map((t) => [t.id, t])),
    seq: 1,
    full,
    changed,
    removed,
    connection: 'live',
  };
}

describe('DerivedFleet', () => {
  it('derives every truck on a snapshot, then only the changed ids on a diff', () => {
    const fleet = new DerivedFleet();
    const a = truck(1);
    const b = truck(2);
    fleet.apply(view([a, b], true), defaults, NOW);
    expect(fleet.byId.get(1)?.status).toBe('stopped');
    const before = fleet.byId.get(2);

    const moved = truck(1, { speed: 60 });
    const update = fleet.apply(view([moved, b], false, [1]), defaults, NOW);
    expect(update).toEqual({ full: false, changed: [1], removed: [] });
    expect(fleet.byId.get(1)?.status).toBe('moving');
    expect(fleet.byId.get(2)).toBe(before);
  });

  it('drops removed trucks and raises alerts from the last point', () => {
    const fleet = new DerivedFleet();
    fleet.apply(view([truck(1), truck(2)], true), defaults, NOW);
    const flat = truck(1, { telemetry: { battery_level: 4 } });
    fleet.apply(view([flat], false, [1], [2]), defaults, NOW);
    expect([...fleet.byId.keys()]).toEqual([1]);
    expect(fleet.byId.get(1)?.alerts.map((a) => a.code)).toEqual(['low_battery_level']);
  });

  it('rebuilds when the identification setting changes and searches plate, custom id and driver', () => {
    const fleet = new DerivedFleet();
    fleet.apply(view([truck(1)], true), defaults, NOW);
    expect(fleet.byId.get(1)?.label).toBe('AB1CD');
    const update = fleet.apply(
      view([truck(1)], false),
      { ...defaults, vehicleIdentification: 'customId' },
      NOW,
    );
    expect(update.full).toBe(true);
    expect(fleet.byId.get(1)?.label).toBe('C-1');
    expect(fleet.byId.get(1)?.searchText).toContain('mario rossi');
    expect(fleet.byId.get(1)?.searchText).toContain('ab1cd');
  });

  it('a diff that only moves a truck equals a fresh derivation, and a new driver relabels it', () => {
    const settings: DerivationSettings = { ...defaults, vehicleIdentification: 'driver' };
    const fleet = new DerivedFleet();
    const a = truck(1);
    fleet.apply(view([a], true), settings, NOW);
    // A patched last point keeps its driver object, as the replica's patches do.
    const moved: Truck = { ...a, lastpoint: { ...a.lastpoint!, lat: 46, speed: 50 } };
    fleet.apply(view([moved], false, [1]), settings, NOW);
    expect(fleet.byId.get(1)).toEqual(deriveTruck(moved, settings, NOW));
    expect(fleet.byId.get(1)?.status).toBe('moving');

    const swapped = truck(1, { driver: { id: 8, name: 'Anna', surname: 'Bianchi' } });
    fleet.apply(view([swapped], false, [1]), settings, NOW);
    expect(fleet.byId.get(1)?.label).toBe('Anna Bianchi');
    expect(fleet.byId.get(1)?.searchText).toContain('anna bianchi');
    expect(fleet.byId.get(1)).toEqual(deriveTruck(swapped, settings, NOW));
  });

  it('colours match markerColour in every mode', () => {
    const moving = truck(1, { speed: 60, ignition: 1 });
    for (const iconColor of ['truck_status', 'driver_activity', 'driver_status'] as const) {
      const settings = { ...defaults, iconColor };
      expect(deriveTruck(moving, settings, NOW).colour).toEqual(
        markerColour(moving, iconColor, NOW, settings.driversStatusColors),
      );
    }
  });

  it('a refresh later in time turns an untouched truck stale', () => {
    const fleet = new DerivedFleet();
    const trucks = view([truck(1)], true);
    fleet.apply(trucks, defaults, NOW);
    fleet.refresh(trucks.trucks, NOW + 2 * 3_600_000);
    expect(fleet.byId.get(1)?.status).toBe('stale');
  });

  it('a refresh reports only the trucks the clock changed and keeps the others as they were', () => {
    const fleet = new DerivedFleet();
    const trucks = view([truck(1), truck(2)], true);
    fleet.apply(trucks, defaults, NOW);
    const before = fleet.byId.get(1);
    const quiet = fleet.refresh(trucks.trucks, NOW + 1000);
    expect(quiet).toEqual({ full: false, changed: [], removed: [], refreshed: true });
    expect(fleet.byId.get(1)).toBe(before);
    // Truck 2's last point is now older than the stale limit; truck 1 stays as it was derived.
    const later = view(
      [truck(1, { date: new Date(NOW + 2 * 3_600_000).toISOString() }), ...trucks.trucks.values()].filter(
        (t, i) => i === 0 || t.id === 2,
      ),
      false,
      [1],
    );
    fleet.apply(later, defaults, NOW + 2 * 3_600_000);
    const update = fleet.refresh(later.trucks, NOW + 2 * 3_600_000 + 1000);
    expect(update.changed).toEqual([2]);
    expect(fleet.byId.get(2)?.status).toBe('stale');
  });
});

describe('derivedFleet$', () => {
  it('applies the fleet with the latest settings and refreshes on the timer', () => {
    const fleet$ = new Subject<FleetView>();
    const settings$ = new Subject<DerivationSettings>();
    const refresh$ = new Subject<void>();
    let now = NOW;
    const seen: DerivedFleetView[] = [];
    derivedFleet$(fleet$, settings$, refresh$, () => now).subscribe((v) => seen.push(v));

    refresh$.next();
    expect(seen).toHaveLength(0);
    settings$.next(defaults);
    fleet$.next(view([truck(1)], true));
    expect(seen.at(-1)?.derived.byId.get(1)?.status).toBe('stopped');

    now += 2 * 3_600_000;
    refresh$.next();
    expect(seen.at(-1)?.update).toEqual({ full: false, changed: [1], removed: [], refreshed: true });
    expect(seen.at(-1)?.derived.byId.get(1)?.status).toBe('stale');
  });
});
