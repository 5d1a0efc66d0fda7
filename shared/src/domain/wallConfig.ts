import { z } from 'zod';
import { DRIVER_ACTIVITIES } from '../rules/driverActivity.js';
import { VEHICLE_STATUSES } from '../rules/vehicleStatus.js';

/** What a wall view can show. */
export const WALL_TILES = ['map', 'counters', 'alerts', 'driving', 'health'] as const;
export type WallTile = (typeof WALL_TILES)[number];

export const wallAreaSchema = z.object({
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  zoom: z.number().min(0).max(22),
});

/**
 * Which trucks a view's map draws: the live map's own vehicle filters (the list's), each left out
 * meaning "all". The web app applies them with the list's predicate.
 */
export const wallFiltersSchema = z.strictObject({
  status: z.enum(VEHICLE_STATUSES).optional(),
  tag: z.number().int().positive().optional(),
  company: z.number().int().positive().optional(),
  driverActivity: z.enum(DRIVER_ACTIVITIES).optional(),
  alertsOnly: z.boolean().optional(),
});
export type WallFilters = z.infer<typeof wallFiltersSchema>;

/** The map's layer switches a view sets: clusters, vehicle labels, traffic, POIs. */
export const WALL_LAYERS = ['clusters', 'labels', 'traffic', 'pois'] as const;
export type WallLayer = (typeof WALL_LAYERS)[number];
export const wallLayersSchema = z.strictObject({
  clusters: z.boolean(),
  labels: z.boolean(),
  traffic: z.boolean(),
  pois: z.boolean(),
});
export type WallLayers = z.infer<typeof wallLayersSchema>;
export const DEFAULT_WALL_LAYERS: WallLayers = {
  clusters: true,
  labels: true,
  traffic: false,
  pois: true,
};

export const wallViewSchema = z.object({
  /** Shown on the wall; blank means "View 1", "View 2"... */
  name: z.string().trim().max(60),
  tiles: z.array(z.enum(WALL_TILES)).min(1, 'choose at least one tile'),
  /** Where the map looks in this view; null: all the company's trucks. */
  area: wallAreaSchema.nullable(),
  /** Views saved before filters and layers existed read as "every truck, the default layers". */
  filters: wallFiltersSchema.default({}),
  layers: wallLayersSchema.default(DEFAULT_WALL_LAYERS),
});
export type WallView = z.infer<typeof wallViewSchema>;

/** A company's wall: its saved views and how often they rotate (0: no rotation). */
export const wallConfigSchema = z.object({
  views: z.array(wallViewSchema).min(1).max(12),
  rotateSeconds: z.number().int().min(0).max(3600),
});
export type WallConfig = z.infer<typeof wallConfigSchema>;

export const ROTATE_MIN_SECONDS = 10;

/** A new view: the given tiles and area, every truck, the default layers. */
export function newWallView(tiles: WallTile[], area: WallView['area']): WallView {
  return { name: '', tiles, area, filters: {}, layers: { ...DEFAULT_WALL_LAYERS } };
}

export const DEFAULT_WALL_CONFIG: WallConfig = {
  views: [newWallView(['map', 'counters', 'alerts', 'driving'], null)],
  rotateSeconds: 0,
};

/**
 * What the company store's `geofleet` data must hold where it holds a wall: the relay refuses a
 * bad one (400 naming the field) instead of storing what every wall would then ignore.
 */
export const companyStoreDataSchema = z.looseObject({ wall: wallConfigSchema.optional() });

/**
 * The wall configuration inside the company store's `geofleet` data (`wall`), or the default when
 * there is none or it does not read (an older or hand-edited value never breaks the wall).
 */
export function wallConfigOf(companyData: unknown): WallConfig {
  const wall = (companyData as { wall?: unknown } | null | undefined)?.wall;
  const parsed = wallConfigSchema.safeParse(wall);
  return parsed.success ? parsed.data : DEFAULT_WALL_CONFIG;
}
