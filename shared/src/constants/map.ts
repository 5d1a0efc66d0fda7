/** Map and layer constants (part 1 §9, part 2 §9). */
export const MAP_DEFAULTS = {
  center: { lat: 45, lng: 9 },
  zoom: 5,
  layer: 'osm',
  /** Zoom when the view is reset (also the planner's reset on the vehicle). */
  resetZoom: 13,
  /** One vehicle alone is centred at least this close. */
  singleVehicleMinZoom: 13,
  /** Focusing a vehicle on desktop zooms at least this close. */
  focusMinZoom: 18,
  poiFocusZoom: 16,
  flyToDurationMs: 1000,
  fitBoundsPadding: [50, 50] as const,
} as const;

/** Base layers in the selector's order; the PTV-type ones need their own permission. */
export const MAP_LAYERS = [
  'silica',
  'maps_service_road',
  'maps_service_satellite',
  'sandbox',
  'silkysand',
  'gravelpit',
  'osm',
  'satellite',
] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];
export const PTV_LAYERS = ['silica', 'sandbox', 'silkysand', 'gravelpit'] as const;
export const MAPS_SERVICE_LAYERS = ['maps_service_road', 'maps_service_satellite'] as const;

export const TILE_MAX_ZOOM = { osm: 19, other: 22 } as const;

export const CLUSTERING = {
  radius: 20,
  radiusOff: 0,
  /** At this zoom and closer, vehicles are never clustered. */
  disableAtZoom: 18,
  poiMaxRadius: 30,
} as const;
