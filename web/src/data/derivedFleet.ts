import {
  driverActivity,
  driverName,
  markerColour,
  vehicleAlerts,
  vehicleListLabel,
  vehicleMarkerLabel,
  vehicleStatus,
  type ColourRef,
  type DriverActivity,
  type Truck,
  type TruckId,
  type UserConfig,
  type VehicleAlert,
  type VehicleStatus,
  VEHICLE_STATUS_TOKENS,
} from '@fleetdeck/shared';
import type { FleetView } from './fleetStore.js';

/** Everything views read about one truck, derived once per change instead of once per render. */
export interface DerivedTruck {
  readonly id: TruckId;
  readonly truck: Truck;
  readonly status: VehicleStatus;
  readonly alerts: readonly VehicleAlert[];
  readonly activity: DriverActivity;
  readonly colour: ColourRef;
  /** Marker label (plate cut at 10, custom id or driver at 20). */
  readonly label: string;
  /** List label (10 characters). */
  readonly listLabel: string;
  /** Lower-case plate, custom id and driver names, for search as the user types. */
  readonly searchText: string;
}

/** The settings derivations depend on; a change of any of them rebuilds every truck. */
export type DerivationSettings = Pick<
  UserConfig,
  'vehicleIdentification' | 'iconColor' | 'driversStatusColors'
>;

/** What one `apply` changed, for consumers that patch their own state (layers, list). */
export interface DerivedUpdate {
  /** True when every truck was derived again (snapshot, settings change). */
  full: boolean;
  changed: readonly TruckId[];
  removed: readonly TruckId[];
  /**
   * The timed refresh: `changed` holds the trucks whose status, alerts, activity or colour moved
   * with the clock alone; views that keep an order may put it right again.
   */
  refreshed?: boolean;
}

function searchTextOf(truck: Truck): string {
  const lp = truck.lastpoint;
  return [
    truck.plate,
    truck.details?.custom_id,
    driverName(lp?.driver),
    driverName(lp?.codriver),
    driverName(lp?.rfid),
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .toLocaleLowerCase();
}

/** One colour object per status, shared by every truck in that status. */
const STATUS_COLOURS = Object.fromEntries(
  Object.entries(VEHICLE_STATUS_TOKENS).map(([status, token]) => [status, { token }]),
) as Record<VehicleStatus, ColourRef>;

/**
 * `markerColour` for a truck whose status is already known: in truck_status mode (the default)
 * it would derive the status again (a second date parse) and allocate the same `{ token }`.
 */
function colourOf(
  truck: Truck,
  status: VehicleStatus,
  settings: DerivationSettings,
  now: number,
): ColourRef {
  return settings.iconColor === 'truck_status'
    ? STATUS_COLOURS[status]
    : markerColour(truck, settings.iconColor, now, settings.driversStatusColors);
}

export function deriveTruck(truck: Truck, settings: DerivationSettings, now: number): DerivedTruck {
  const mode = settings.vehicleIdentification;
  const status = vehicleStatus(truck, now);
  return {
    id: truck.id,
    truck,
    status,
    alerts: vehicleAlerts(truck, now),
    activity: driverActivity(truck.lastpoint),
    colour: colourOf(truck, status, settings, now),
    label: vehicleMarkerLabel(truck, mode),
    listLabel: vehicleListLabel(truck, mode),
    searchText: searchTextOf(truck),
  };
}

/** True when the fields labels and search text read (plate, details, people) are the same objects. */
function sameIdentity(a: Truck, b: Truck): boolean {
  const pa = a.lastpoint;
  const pb = b.lastpoint;
  return (
    a.plate === b.plate &&
    a.details === b.details &&
    pa?.driver === pb?.driver &&
    pa?.codriver === pb?.codriver &&
    pa?.rfid === pb?.rfid
  );
}

/**
 * `deriveTruck` for a truck that was derived before under the same settings: a live diff mostly
 * moves the position, so the label, list label and search text (string work: truncation, joins,
 * lower-casing) are kept when the fields they read are the same objects.
 */
export function rederiveTruck(
  before: DerivedTruck,
  truck: Truck,
  settings: DerivationSettings,
  now: number,
): DerivedTruck {
  if (!sameIdentity(before.truck, truck)) return deriveTruck(truck, settings, now);
  const status = vehicleStatus(truck, now);
  return {
    id: truck.id,
    truck,
    status,
    alerts: vehicleAlerts(truck, now),
    activity: driverActivity(truck.lastpoint),
    colour: colourOf(truck, status, settings, now),
    label: before.label,
    listLabel: before.listLabel,
    searchText: before.searchText,
  };
}

/**
 * Per-truck derivations kept in step with the fleet replica: a diff re-derives only the ids it
 * changed; a snapshot, a settings change or `refresh` (time moves trucks into stale / no points
 * without any diff) rebuilds them all. The map is stable: same object for an unchanged truck.
 */
export class DerivedFleet {
  readonly byId = new Map<TruckId, DerivedTruck>();
  version = 0;
  private settings: DerivationSettings | undefined;

  apply(view: FleetView, settings: DerivationSettings, now: number): DerivedUpdate {
    if (view.full || !sameSettings(this.settings, settings)) {
      return this.rebuild(view.trucks, settings, now);
    }
    for (const id of view.removed) this.byId.delete(id);
    for (const id of view.changed) {
      const truck = view.trucks.get(id);
      if (!truck) {
        this.byId.delete(id);
        continue;
      }
      const before = this.byId.get(id);
      this.byId.set(
        id,
        before ? rederiveTruck(before, truck, settings, now) : deriveTruck(truck, settings, now),
      );
    }
    if (view.changed.length > 0 || view.removed.length > 0) this.version += 1;
    return { full: false, changed: view.changed, removed: view.removed };
  }

  /**
   * Derives every truck again at `now` (called on a timer so ages and alerts stay true) and
   * reports only those that changed: on a quiet fleet of 50,000 the lists, buffers and map then
   * redo nothing, where a full rebuild cost a long task a minute.
   */
  refresh(trucks: ReadonlyMap<TruckId, Truck>, now: number): DerivedUpdate {
    const settings = this.settings;
    if (!settings) return emptyUpdate;
    const changed: TruckId[] = [];
    for (const truck of trucks.values()) {
      const before = this.byId.get(truck.id);
      if (before && before.truck === truck && sameAtTime(before, truck, settings, now)) continue;
      this.byId.set(
        truck.id,
        before ? rederiveTruck(before, truck, settings, now) : deriveTruck(truck, settings, now),
      );
      changed.push(truck.id);
    }
    if (changed.length > 0) this.version += 1;
    return { full: false, changed, removed: [], refreshed: true };
  }

  private rebuild(
    trucks: ReadonlyMap<TruckId, Truck>,
    settings: DerivationSettings,
    now: number,
  ): DerivedUpdate {
    this.settings = settings;
    this.byId.clear();
    for (const truck of trucks.values()) this.byId.set(truck.id, deriveTruck(truck, settings, now));
    this.version += 1;
    return { full: true, changed: [], removed: [] };
  }
}

const emptyUpdate: DerivedUpdate = { full: false, changed: [], removed: [] };

const sameColour = (a: ColourRef, b: ColourRef): boolean =>
  a === b || ('token' in a && 'token' in b ? a.token === b.token : 'hex' in a && 'hex' in b && a.hex === b.hex);

/** Whether what time alone can change (status, alerts, activity, colour) is the same at `now`. */
function sameAtTime(
  before: DerivedTruck,
  truck: Truck,
  settings: DerivationSettings,
  now: number,
): boolean {
  const status = vehicleStatus(truck, now);
  if (status !== before.status) return false;
  if (driverActivity(truck.lastpoint) !== before.activity) return false;
  if (!sameColour(colourOf(truck, status, settings, now), before.colour)) return false;
  const alerts = vehicleAlerts(truck, now);
  return (
    alerts.length === before.alerts.length &&
    alerts.every((a, i) => a.code === before.alerts[i]?.code && a.icon === before.alerts[i]?.icon)
  );
}

function sameSettings(a: DerivationSettings | undefined, b: DerivationSettings): boolean {
  return (
    a !== undefined &&
    a.vehicleIdentification === b.vehicleIdentification &&
    a.iconColor === b.iconColor &&
    a.driversStatusColors === b.driversStatusColors
  );
}
