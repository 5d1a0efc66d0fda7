import type { Map as MaplibreMap } from 'maplibre-gl';
import { roadNumber, type LabelImage, type LabelImages } from './labelImages.js';
import { PLACE_LABELS_LAYER, ROAD_NUMBERS_LAYER } from './placeLabels.js';

/** A label on screen: what it says and its box (page pixels); road numbers have no box. */
export interface ShownLabel {
  kind: LabelImage['kind'];
  text: string;
  box?: { x: number; y: number; width: number; height: number };
}

/**
 * What the basemap publishes as `window.__fleetdeckBasemap` (e2e tests, debugging): the style
 * shown, whether an online one fell back to the offline map, and the labels MapLibre placed.
 */
export interface BasemapProbe {
  /** `offline`, or the online style's URL or name. */
  style: string;
  fellBack: boolean;
  /** The places data is in the style and the map is still: the labels are final. */
  settled(): boolean;
  labels(): ShownLabel[];
  /** Moves the camera at once (tests and the console). */
  jumpTo(center: [number, number], zoom: number): void;
  /** Where a lng/lat is on the page (CSS pixels), undefined when outside the map's box. */
  project(lngLat: [number, number]): { x: number; y: number } | undefined;
}

declare global {
  interface Window {
    __fleetdeckBasemap?: BasemapProbe;
  }
}

/** The labels MapLibre placed (its collision index hides the others). */
export function shownLabels(map: MaplibreMap, images: LabelImages): ShownLabel[] {
  const layers = [PLACE_LABELS_LAYER, ROAD_NUMBERS_LAYER].filter((id) => map.getLayer(id));
  if (layers.length === 0) return [];
  const box = map.getContainer().getBoundingClientRect();
  const out: ShownLabel[] = [];
  // A feature near a tile's edge is answered by both tiles.
  const seen = new Set<string>();
  for (const feature of map.queryRenderedFeatures({ layers })) {
    if (feature.layer.id === PLACE_LABELS_LAYER) {
      const image = images.image(String(feature.properties.icon));
      if (!image || feature.geometry.type !== 'Point') continue;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const id = `${image.text}@${lng},${lat}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const at = map.project([lng, lat]);
      out.push({
        kind: 'place',
        text: image.text,
        box: {
          x: box.left + at.x - image.width / 2,
          y: box.top + at.y - image.height / 2,
          width: image.width,
          height: image.height,
        },
      });
    } else out.push({ kind: 'road', text: roadNumber(String(feature.properties.ref)) });
  }
  return out;
}
