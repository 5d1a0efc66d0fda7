import type { GeoJSONSource, Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { labelLayers } from './labels/placeLabels.js';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** The offline style's metadata names it, so a map can tell it from an online one. */
export const OFFLINE_STYLE_NAME = 'fleetdeck-offline';

/**
 * The offline style: sea, land, lakes and rivers, borders, roads with their numbers and place
 * names, so no tile
 * or glyph server is ever needed (labels are images made on the page, see LabelImages).
 */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    name: OFFLINE_STYLE_NAME,
    sources: {
      land: { type: 'geojson', data: EMPTY },
      water: { type: 'geojson', data: EMPTY },
      borders: { type: 'geojson', data: EMPTY },
      roads: { type: 'geojson', data: EMPTY },
      places: { type: 'geojson', data: EMPTY },
    },
    layers: [
      {
        id: 'sea',
        type: 'background',
        paint: { 'background-color': token('--map-sea', '#cfe3f0') },
      },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': token('--map-land', '#f3f1ea') },
      },
      ...roadLayers(),
      {
        // Lakes in the sea's colour, over the roads (the offline road lines join towns straight,
        // and across a lake they read as a road on the water) and under the borders and labels.
        // The river areas of the data are unconnected 1 km² shards at these zooms (the Danube at
        // Vienna reads as debris), so they are not drawn until a river line source is bundled.
        id: 'water',
        type: 'fill',
        source: 'water',
        filter: ['==', ['get', 'kind'], 'lake'],
        paint: { 'fill-color': token('--map-sea', '#cfe3f0') },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': token('--map-border', '#9aa3ad'), 'line-width': 1 },
      },
      ...labelLayers(),
    ],
  };
}

/**
 * Points `source` of the offline style at the relay's `url`: MapLibre's worker fetches and parses
 * it, so its megabytes never cross the page's main thread (they cost it 200-400 ms on each map
 * made, and the route of a direct analyser link waited behind them). Resolves once the data is in.
 */
async function loadInto(map: MaplibreMap, source: string, url: string): Promise<void> {
  const target = map.getSource<GeoJSONSource>(source);
  if (target) await target.setData(new URL(url, location.href).href);
}

/** Natural Earth's land and borders (world-atlas 50m, made into GeoJSON by the relay). */
export async function loadBasemapData(map: MaplibreMap): Promise<void> {
  await Promise.all([
    loadInto(map, 'land', '/map/land.json'),
    loadInto(map, 'borders', '/map/borders.json'),
  ]);
}

/**
 * Road lines by class, regional under trunk under motorway; widths grow with the zoom. Neutral
 * greys (`--map-road-*`): the data layers' hues (route speeds, selection, tracks) mean one thing.
 */
function roadLayers(): StyleSpecification['layers'] {
  const byClass = [
    { cls: 'regional', color: token('--map-road-regional', '#cdc8bd'), width: [5, 0.6, 10, 2] },
    { cls: 'trunk', color: token('--map-road-trunk', '#aca699'), width: [5, 0.8, 10, 3] },
    { cls: 'motorway', color: token('--map-road-motorway', '#8b857a'), width: [5, 1.2, 10, 4] },
  ];
  return byClass.map(({ cls, color, width }) => ({
    id: `roads-${cls}`,
    type: 'line' as const,
    source: 'roads',
    filter: ['==', ['get', 'class'], cls],
    layout: { 'line-join': 'round' as const, 'line-cap': 'round' as const },
    paint: {
      'line-color': color,
      'line-width': ['interpolate', ['linear'], ['zoom'], ...width],
    },
  }));
}

/** The road network drawn from the relay's graph (`GET /map/roads.geojson`). */
export const loadRoads = (map: MaplibreMap): Promise<void> =>
  loadInto(map, 'roads', '/map/roads.geojson');

/** The lakes and rivers (`GET /map/water.json`; the browser keeps it an hour). */
export const loadWater = (map: MaplibreMap): Promise<void> =>
  loadInto(map, 'water', '/map/water.json');
