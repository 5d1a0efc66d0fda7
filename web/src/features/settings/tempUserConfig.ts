// TEMPORARY: the user configuration shape, defaults and the list-field rule belong to the domain
// core (issue 3, shared/); once it lands this file goes and the settings use the shared ones.
import { z } from 'zod';

export const TABLE_COLUMNS = [
  'status',
  'plate',
  'custom_id',
  'activity',
  'codriver',
  'speed',
  'tacho_speed',
  'heading',
  'altitude',
  'battery_level',
  'fuel_level',
  'rpm_engine',
  'ignition',
  'odometer',
  'gps_odometer',
  'daily_distance',
  'gnss_status',
  'gsm_signal',
  'address',
  'alerts',
] as const;

export const LIST_FIELDS = [
  'address',
  'speed',
  'tacho_speed',
  'heading',
  'altitude',
  'fuel_battery_level',
  'rpm_engine',
  'daily_distance',
  'gnss_status',
  'gsm_signal',
] as const;

export const DEFAULT_TABLE_COLUMNS = ['status', 'plate', 'activity', 'speed', 'address', 'alerts'];
export const DEFAULT_LIST_FIELDS = ['address', 'speed', 'fuel_battery_level', 'altitude'];
export const MAX_LIST_FIELDS = 3;
export const COLOR_MODES = ['light', 'dark', 'colorblind', 'colorblind_dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

const color = z.string().regex(/^#[0-9a-f]{6}$/i);

/** Every key with its default; unknown keys (chart, poisForm, …) are kept as they are. */
export const userConfigSchema = z.looseObject({
  colorMode: z.enum(COLOR_MODES).nullable().catch(null),
  vehicleListModeView: z.enum(['list', 'table']).catch('list'),
  vehicleListTableFields: z.object({ fields: z.array(z.string()) }).catch({ fields: [] }),
  vehicleListFluidTable: z.boolean().catch(false),
  vehicleIdentification: z.enum(['plate', 'customId', 'driver']).nullable().catch(null),
  copyIdentificationToMarker: z.boolean().catch(false),
  iconType: z.enum(['truck', 'driver_activity']).catch('truck'),
  copyIconTypeToMarker: z.boolean().catch(false),
  iconColor: z.enum(['truck_status', 'driver_activity', 'driver_status']).catch('truck_status'),
  copyIconColorToMarker: z.boolean().catch(false),
  truckListItemFields: z.array(z.string()).catch(DEFAULT_LIST_FIELDS),
  activeVehicleClustering: z.boolean().catch(true),
  vehicleMarkerSize: z.enum(['small', 'medium', 'large']).catch('medium'),
  vehicleMarkerFontSize: z.enum(['8px', '10px', '12px']).catch('10px'),
  vehicleMarkerFontColor: color.catch('#1b2430'),
  vehicleMarkerBackgroundColor: color.catch('#ffffff'),
  vehicleMarkerOpacity: z.number().int().min(0).max(100).multipleOf(10).catch(50),
  vehicleMarkerAdditionalData: z.enum(['speed', 'altitude', 'rpm_engine']).nullable().catch(null),
  driversStatus: z.object({ colors: z.record(z.string(), color) }).catch({ colors: {} }),
});

export type UserConfig = z.infer<typeof userConfigSchema>;

/** Stored data (possibly empty after a reset) with every missing or bad key at its default. */
export function withDefaults(stored: unknown): UserConfig {
  return userConfigSchema.parse(stored ?? {});
}

/** Address and the fuel/battery entry do not count toward the three-field limit. */
export function countsTowardLimit(field: string): boolean {
  return field !== 'address' && field !== 'fuel_battery_level';
}

/** Whether a list-field checkbox is enabled: ticked ones, address, or while under the limit. */
export function listFieldEnabled(selected: readonly string[], field: string): boolean {
  if (selected.includes(field) || !countsTowardLimit(field)) return true;
  return selected.filter(countsTowardLimit).length < MAX_LIST_FIELDS;
}

/** Opacity is stored as a percentage and shown inverted. */
export const opacityForDisplay = (stored: number): number => 100 - stored;
export const opacityForStorage = (shown: number): number => 100 - shown;
