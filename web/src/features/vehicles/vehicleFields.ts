import type { TFunction } from 'i18next';
import {
  LOCALE_DEFAULTS,
  driverName,
  formatAltitude,
  formatKm,
  formatPercent,
  formatSpeed,
  formatWithUnit,
  gnssStatus,
  type ListField,
  type TableColumn,
  type Truck,
} from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';

const ND = LOCALE_DEFAULTS.missingValue;

/** Where the vehicle is, as coordinates: shown until (or instead of) its geocoded address. */
function position(truck: Truck | undefined): string {
  const lp = truck?.lastpoint;
  return lp ? `${lp.lat.toFixed(5)}, ${lp.lng.toFixed(5)}` : ND;
}

/**
 * A list-item field's value with its unit, or the spec's `n.d.` (settings preview and list).
 * `address` is the reverse-geocoded place when the row has one.
 */
export function listFieldValue(
  truck: Truck | undefined,
  field: ListField,
  t: TFunction,
  address?: string,
): string {
  const lp = truck?.lastpoint;
  const tm = lp?.telemetry;
  switch (field) {
    case 'address':
      return address ?? position(truck);
    case 'speed':
      return formatSpeed(lp?.speed);
    case 'tacho_speed':
      return formatSpeed(lp?.tacho_speed);
    case 'heading':
      return formatWithUnit(lp?.heading, '°');
    case 'altitude':
      return formatAltitude(lp?.altitude);
    case 'fuel_battery_level':
      return `${formatPercent(lp?.fuel_level)} / ${formatPercent(tm?.battery_level)}`;
    case 'rpm_engine':
      return formatWithUnit(lp?.rpm_engine, 'rpm');
    case 'daily_distance':
      return formatKm(lp?.daily_distance);
    case 'gnss_status': {
      const status = gnssStatus(tm?.gnss_status);
      return status ? t(`gnss.${status}`) : ND;
    }
    case 'gsm_signal':
      return typeof tm?.gsm_signal === 'number' ? `${tm.gsm_signal}/5` : ND;
  }
}

/** A table cell's text (the alerts column draws icons and uses this as their label). */
export function tableCellValue(
  d: DerivedTruck,
  column: TableColumn,
  t: TFunction,
  address?: string,
): string {
  const lp = d.truck.lastpoint;
  switch (column) {
    case 'status':
      return t(`vehicle.status.${d.status}`);
    case 'plate':
      return d.truck.plate;
    case 'custom_id':
      return d.truck.details?.custom_id?.trim() || ND;
    case 'activity':
      return t(`driver_activity.${d.activity}`);
    case 'codriver':
      return driverName(lp?.codriver) ?? ND;
    case 'battery_level':
      return formatPercent(lp?.telemetry?.battery_level);
    case 'fuel_level':
      return formatPercent(lp?.fuel_level);
    case 'ignition':
      if (!lp) return ND;
      return t(lp.ignition > 0 ? 'vehicle.status.ignition' : 'vehicle.status.ignition_off');
    case 'odometer':
      return formatKm(lp?.odometer);
    case 'gps_odometer':
      return formatKm(lp?.gps_odometer);
    case 'alerts':
      return d.alerts.length === 0
        ? t('alerts.no_warning')
        : d.alerts.map((a) => t(`alerts.${a.code}`)).join(', ');
    default:
      return listFieldValue(d.truck, column, t, address);
  }
}
