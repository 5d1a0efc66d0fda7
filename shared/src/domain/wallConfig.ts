import { z } from 'zod';

/** What a wall view can show. */
export const WALL_TILES = ['map', 'counters', 'alerts', 'driving', 'health'] as const;
export type WallTile = (typeof WALL_TILES)[number];

export const wallAreaSchema = z.object({
  lng: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
  zoom: z.number().min(0).max(22),
});

export const wallViewSchema = z.object({
  /** Shown on the wall; blank means "View 1", "View 2"... */
  name: z.string().trim().max(60),
  tiles: z.array(z.enum(WALL_TILES)).min(1, 'choose at least one tile'),
  /** Where the map looks in this view; null: all the company's trucks. */
  area: wallAreaSchema.nullable(),
});
export type WallView = z.infer<typeof wallViewSchema>;

/** A company's wall: its saved views and how often they rotate (0: no rotation). */
export const wallConfigSchema = z.object({
  views: z.array(wallViewSchema).min(1).max(12),
  rotateSeconds: z.number().int().min(0).max(3600),
});
export type WallConfig = z.infer<typeof wallConfigSchema>;

export const ROTATE_MIN_SECONDS = 10;

export const DEFAULT_WALL_CONFIG: WallConfig = {
  views: [{ name: '', tiles: ['map', 'counters', 'alerts', 'driving'], area: null }],
  rotateSeconds: 0,
};

/**
 * The wall configuration inside the company store's `geofleet` data (`wall`), or the default when
 * there is none or it does not read (an older or hand-edited value never breaks the wall).
 */
export function wallConfigOf(companyData: unknown): WallConfig {
  const wall = (companyData as { wall?: unknown } | null | undefined)?.wall;
  const parsed = wallConfigSchema.safeParse(wall);
  return parsed.success ? parsed.data : DEFAULT_WALL_CONFIG;
}
