import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import { placeImageId } from './labelImages.js';

/** A place as `GET /map/places.json` lists it (relay/src/roads/mapPlaces.ts), in rank order. */
type MapPlace = [
  name: string,
  lng: number,
  lat: number,
  population: number,
  kind: 0 | 1 | 2,
  names?: Record<string, string>,
];

/** The style's layers for names: road numbers first, so place names above them win a clash. */
export const ROAD_NUMBERS_LAYER = 'road-numbers';
export const PLACE_LABELS_LAYER = 'place-labels';

/** Tier of a place's label: 0 capitals and cities of a million, 1 cities, 2 towns, 3 villages. */
export function placeTier(population: number, kind: number): number {
  if (kind === 2 || population >= 1_000_000) return 0;
  if (population >= 100_000) return 1;
  if (population >= 20_000) return 2;
  return 3;
}

/**
 * The zoom from which a place is a candidate for a label: capitals from the continent's view,
 * villages at street zooms. Among candidates MapLibre's collision keeps the best ranked ones.
 */
export function placeMinZoom(population: number, kind: number): number {
  if (kind === 2) return 3;
  if (population >= 500_000) return 4;
  if (population >= 100_000) return 5.5;
  if (population >= 30_000) return 7;
  if (population >= 10_000) return 9;
  if (population >= 3_000) return 10;
  return 11;
}

/** The places as label points in `language` (their own name where the data has no other). */
export function placeFeatures(
  places: readonly MapPlace[],
  language: string,
): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: places.map(([name, lng, lat, population, kind, names], rank) => {
      const tier = placeTier(population, kind);
      const text = names?.[language] ?? name;
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lng, lat] },
        properties: { icon: placeImageId(tier, text), rank, z: placeMinZoom(population, kind) },
      };
    }),
  };
}

let fetched: Promise<MapPlace[]> | undefined;

/** The places, fetched once per page (the relay lets the browser keep them for an hour). */
function places(): Promise<MapPlace[]> {
  fetched ??= fetch('/map/places.json').then(async (response) => {
    if (!response.ok) throw new Error(`places: HTTP ${response.status}`);
    return ((await response.json()) as { places: MapPlace[] }).places;
  });
  fetched.catch(() => {
    fetched = undefined;
  });
  return fetched;
}

/**
 * Loads the place names, in the interface language, into the offline style's `places` source, and
 * keeps them there: a style swapped by diff while the list was on its way (the offline fallback,
 * a theme's colours) sets the source back to its empty data, so every style change checks again.
 * Returns the function that stops keeping them.
 */
export async function loadPlaces(map: MaplibreMap, language: string): Promise<() => void> {
  const features = placeFeatures(await places(), language);
  const refill = (): void => {
    const source = map.getSource<GeoJSONSource>('places');
    const data = source?.serialize().data as FeatureCollection | { geojson?: FeatureCollection };
    const shown = data && ('features' in data ? data.features : data.geojson?.features);
    if (source && shown?.length === 0) void source.setData(features);
  };
  void map.getSource<GeoJSONSource>('places')?.setData(features);
  map.on('styledata', refill);
  return () => map.off('styledata', refill);
}

/** The symbol layers of the offline style: road numbers along the roads, then place names. */
export function labelLayers(): StyleSpecification['layers'] {
  return [
    {
      id: ROAD_NUMBERS_LAYER,
      type: 'symbol',
      source: 'roads',
      minzoom: 5,
      filter: [
        'all',
        ['!=', ['get', 'ref'], ''],
        // A ferry line's ref is its name ("Napoli – Palermo"), no road number to repeat.
        ['!=', ['get', 'class'], 'ferry'],
        ['any', ['==', ['get', 'class'], 'motorway'], ['>=', ['zoom'], 7]],
      ],
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 280,
        'icon-image': ['concat', 'road:', ['get', 'ref']],
        'icon-rotation-alignment': 'viewport',
        'icon-padding': 6,
        'symbol-sort-key': ['match', ['get', 'class'], 'motorway', 0, 'trunk', 1, 2],
      },
    },
    {
      id: PLACE_LABELS_LAYER,
      type: 'symbol',
      source: 'places',
      filter: ['<=', ['get', 'z'], ['zoom']],
      layout: {
        'icon-image': ['get', 'icon'],
        'icon-padding': 5,
        'symbol-sort-key': ['get', 'rank'],
      },
    },
  ];
}
