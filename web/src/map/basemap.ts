import type { GeoJSONSource, Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
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
        // The ferry lines of the graph, dashed: a crossing, not a road (their names are the
        // planned route's, once per leg, not a road number repeated along the sea).
        id: 'ferries',
        type: 'line',
        source: 'roads',
        filter: ['==', ['get', 'class'], 'ferry'],
        paint: {
          'line-color': token('--map-ferry', '#006064'),
          'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.8, 10, 2],
          'line-dasharray': [3, 3],
        },
      },
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

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Loads Natural Earth (world-atlas 50m, bundled) into the style's sources. */
export async function loadBasemapData(map: MaplibreMap): Promise<void> {
  const topology = (await import('world-atlas/countries-50m.json')).default as unknown as Countries;
  const land = feature(topology, topology.objects.land);
  const borders: MultiLineString = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  void map.getSource<GeoJSONSource>('land')?.setData(land);
  void map.getSource<GeoJSONSource>('borders')?.setData(borders);
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
export async function loadRoads(map: MaplibreMap): Promise<void> {
  const response = await fetch('/map/roads.geojson');
  if (!response.ok) throw new Error(`roads: HTTP ${response.status}`);
  const roads = (await response.json()) as FeatureCollection;
  void map.getSource<GeoJSONSource>('roads')?.setData(roads);
}

let water: Promise<FeatureCollection> | undefined;

/** The lakes and rivers (`GET /map/water.json`), fetched once per page. */
function waterData(): Promise<FeatureCollection> {
  water ??= fetch('/map/water.json').then(async (response) => {
    if (!response.ok) throw new Error(`water: HTTP ${response.status}`);
    return (await response.json()) as FeatureCollection;
  });
  // A failed fetch is tried again by the next map or style load.
  water.catch(() => {
    water = undefined;
  });
  return water;
}

/** Loads the lakes and rivers into the offline style's `water` source. */
export async function loadWater(map: MaplibreMap): Promise<void> {
  const data = await waterData();
  void map.getSource<GeoJSONSource>('water')?.setData(data);
}
