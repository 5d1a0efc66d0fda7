import { z } from 'zod';

/** Columns the table view can show (part 1 §3). */
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
export type TableColumn = (typeof TABLE_COLUMNS)[number];

/** Fields a list item can show under the title (part 1 §3). */
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
export type ListField = (typeof LIST_FIELDS)[number];

export const VEHICLE_IDENTIFICATIONS = ['plate', 'customId', 'driver'] as const;
export type VehicleIdentification = (typeof VEHICLE_IDENTIFICATIONS)[number];
export const ICON_TYPES = ['truck', 'driver_activity'] as const;
export const ICON_COLORS = ['truck_status', 'driver_activity', 'driver_status'] as const;
export type IconColorMode = (typeof ICON_COLORS)[number];
export const MARKER_ADDITIONAL_DATA = ['speed', 'altitude', 'rpm_engine'] as const;

export const TELEMETRY_GROUPS = [
  'movement',
  'engine',
  'vehicle',
  'sensors',
  'driver',
  'fuel_data',
] as const;

/** One telemetry of the analyser chart (part 2 §3); `extension` is computed client-side. */
export const chartItemSchema = z.object({
  active: z.boolean(),
  group: z.enum(TELEMETRY_GROUPS),
  unit: z.string().nullish(),
  extension: z.boolean().nullish(),
  count: z.number().int().nullish(),
  title: z.string(),
  /** The activity item only: the driver's card activity (default) or the tracker's reading. */
  source: z.enum(['driver', 'telemetry']).optional(),
});
export type ChartItem = z.infer<typeof chartItemSchema>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #12ab9f');
const percent = z.number().int().min(0).max(100).multipleOf(10);

/** How the live map draws the vehicles (the layers menu). */
export const VEHICLES_ON_MAP = ['show', 'dim', 'hide'] as const;
export type VehiclesOnMap = (typeof VEHICLES_ON_MAP)[number];

/** The per-user, per-company `geofleet` store entry. Every key has a default (see DEFAULTS). */
export const userConfigSchema = z.object({
  vehicleListModeView: z.enum(['list', 'table']),
  vehicleListTableFields: z.object({ fields: z.array(z.enum(TABLE_COLUMNS)) }),
  vehicleListFluidTable: z.boolean(),
  vehicleIdentification: z.enum(VEHICLE_IDENTIFICATIONS).nullable(),
  copyIdentificationToMarker: z.boolean(),
  iconType: z.enum(ICON_TYPES),
  copyIconTypeToMarker: z.boolean(),
  iconColor: z.enum(ICON_COLORS),
  copyIconColorToMarker: z.boolean(),
  truckListItemFields: z.array(z.enum(LIST_FIELDS)),
  /** Vehicles the user pinned to the top of the vehicle list, by truck id. */
  pinnedVehicles: z.array(z.number().int()),
  activeVehicleClustering: z.boolean(),
  vehicleMarkerSize: z.enum(['small', 'medium', 'large']),
  vehicleMarkerFontSize: z.enum(['small', 'medium', 'large']),
  vehicleMarkerFontColor: hexColor,
  vehicleMarkerBackgroundColor: hexColor,
  /** Stored as a percentage of transparency; the slider shows 100 minus it. */
  vehicleMarkerOpacity: percent,
  vehicleMarkerAdditionalData: z.array(z.enum(MARKER_ADDITIONAL_DATA)),
  vehicleAdditionalInfoBackgroundColor: hexColor,
  vehicleAdditionalInfoFontColor: hexColor,
  vehicleAdditionalInfoOpacity: percent,
  /** Driver status id → colour. */
  driversStatusColors: z.record(z.string(), hexColor),
  chart: z.object({
    speed: z.boolean(),
    activity: z.boolean(),
    altitude: z.boolean(),
    consumption: z.boolean(),
    items: z.record(z.string(), chartItemSchema).optional(),
  }),
  activeMap: z.string(),
  poisForm: z.object({ types: z.array(z.number().int().min(1).max(15)) }),
  infoLayers: z.array(z.string()),
  /** Live vehicles on the map: drawn, dimmed (to read a planned route under them) or hidden. */
  vehiclesOnMap: z.enum(VEHICLES_ON_MAP),
  freightExchangeLoggedIn: z.boolean(),
  timeline_break: z.number().int().min(1).max(60),
  timeline_separator: z.boolean(),
  /** A sound when a serious alert (severity 4 and above) is raised; off by default. */
  alertSound: z.boolean(),
  /** The browser's notification for a serious alert; off by default. */
  alertNotifications: z.boolean(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;

/** What the store may hold: any subset, possibly from an older version; merge over the defaults. */
export const storedUserConfigSchema = userConfigSchema.partial();
export type StoredUserConfig = z.infer<typeof storedUserConfigSchema>;

export const storeRequestSchema = z.object({
  type: z.enum(['user', 'company']),
  key: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});
