import type { GeoJSONSource, Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** The offline style: sea, land and borders only, so no tile or glyph server is ever needed. */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: EMPTY },
      borders: { type: 'geojson', data: EMPTY },
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
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': token('--map-border', '#9aa3ad'), 'line-width': 1 },
      },
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
