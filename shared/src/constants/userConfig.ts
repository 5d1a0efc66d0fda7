import type { ChartItem, UserConfig } from '../domain/userConfig.js';
import { ANALYSER } from './planner.js';
import { DEFAULT_LIST_FIELDS } from './vehicles.js';

/**
 * The analyser's telemetries (part 2 §3): group and unit per item; activity, speed, altitude and
 * consumption are on by default. Titles are i18n keys.
 */
export const DEFAULT_CHART_ITEMS: Record<string, ChartItem> = {
  activity: { active: true, group: 'driver', unit: null, title: 'analyser.telemetry.activity' },
  speed: { active: true, group: 'movement', unit: 'km/h', title: 'analyser.telemetry.speed' },
  tacho_speed: {
    active: false,
    group: 'movement',
    unit: 'km/h',
    title: 'analyser.telemetry.tacho_speed',
  },
  odometer: { active: false, group: 'vehicle', unit: 'Km', title: 'analyser.telemetry.odometer' },
  gps_odometer: {
    active: false,
    group: 'vehicle',
    unit: 'Km',
    title: 'analyser.telemetry.gps_odometer',
  },
  altitude: {
    active: true,
    group: 'movement',
    unit: 'm s.l.m.',
    title: 'analyser.telemetry.altitude',
  },
  lastpoint_weight: {
    active: false,
    group: 'vehicle',
    unit: 'Kg',
    title: 'analyser.telemetry.lastpoint_weight',
  },
  engine_rpm: {
    active: false,
    group: 'engine',
    unit: 'rpm',
    title: 'analyser.telemetry.engine_rpm',
  },
  engine_coolant_temperature: {
    active: false,
    group: 'sensors',
    unit: '°C',
    title: 'analyser.telemetry.engine_coolant_temperature',
  },
  consumption: {
    active: true,
    group: 'fuel_data',
    unit: 'l',
    title: 'analyser.telemetry.consumption',
  },
};

/** Columns saved when the user first switches to the table view with none saved. */
export const DEFAULT_TABLE_COLUMNS = [
  'status',
  'plate',
  'custom_id',
  'activity',
  'speed',
  'address',
  'alerts',
] as const;

/** Every configuration key with its default; a stored partial config is merged over this. */
export const DEFAULT_USER_CONFIG: UserConfig = {
  vehicleListModeView: 'list',
  vehicleListTableFields: { fields: [...DEFAULT_TABLE_COLUMNS] },
  vehicleListFluidTable: false,
  vehicleIdentification: null,
  copyIdentificationToMarker: false,
  iconType: 'truck',
  copyIconTypeToMarker: false,
  iconColor: 'truck_status',
  copyIconColorToMarker: false,
  truckListItemFields: [...DEFAULT_LIST_FIELDS],
  pinnedVehicles: [],
  activeVehicleClustering: true,
  vehicleMarkerSize: 'medium',
  vehicleMarkerFontSize: 'medium',
  vehicleMarkerFontColor: '#ffffff',
  vehicleMarkerBackgroundColor: '#1f2937',
  vehicleMarkerOpacity: 50,
  vehicleMarkerAdditionalData: [],
  vehicleAdditionalInfoBackgroundColor: '#ffffff',
  vehicleAdditionalInfoFontColor: '#1f2937',
  vehicleAdditionalInfoOpacity: 50,
  driversStatusColors: {},
  chart: { speed: true, activity: true, altitude: true, consumption: true },
  activeMap: 'osm',
  poisForm: { types: [] },
  infoLayers: [],
  vehiclesOnMap: 'show',
  freightExchangeLoggedIn: false,
  timeline_break: ANALYSER.timelineBreakDefault,
  timeline_separator: true,
  alertSound: false,
  alertNotifications: false,
};
