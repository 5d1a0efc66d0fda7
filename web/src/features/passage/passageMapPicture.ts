import type { StyleSpecification } from 'maplibre-gl';
import { passageCircleMetres, PDF } from '@fleetdeck/shared';
import { boundsOf } from '../../map/autoFit.js';
import { loadBasemapData, loadRoads, loadWater, offlineStyle } from '../../map/basemap.js';
import { maplibregl } from '../../map/mapLib.js';
import type { Rgba } from '../../map/vehicles/vehicleBuffers.js';
import { inPrintPalette } from '../analyser/printPalette.js';
import { passageColours, type PassageColours } from './passageLayers.js';

type LngLat = [number, number];

export interface PassageMapContent {
  /** In print colours (see printColours). */
  colours: PassageColours;
  centre: LngLat;
  radiusKm: number;
  /** The passages' tracks, each a line of reports. */
  tracks: readonly (readonly LngLat[])[];
}

/** The picture's size in CSS pixels (drawn at the spec's quality): the report's map width. */
const WIDTH = PDF.contentWidthPx;
const HEIGHT = 560;
/** Longest wait for the basemap and the roads to be drawn; the picture is taken after. */
const DRAWN_MS = 15_000;
const EARTH_M = 6_371_000;

/** The circle as a ring of `n` points (a polygon the map can fill). */
export function circleRing(centre: LngLat, metres: number, n = 96): LngLat[] {
  const [lng, lat] = centre;
  const dLat = (metres / EARTH_M) * (180 / Math.PI);
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  return Array.from({ length: n + 1 }, (_, i): LngLat => {
    const a = (2 * Math.PI * (i % n)) / n;
    return [lng + dLng * Math.cos(a), lat + dLat * Math.sin(a)];
  });
}

/** The box around the circle and the tracks, for the map to fit. */
export const pictureBounds = (ring: readonly LngLat[], tracks: PassageMapContent['tracks']) =>
  boundsOf([...ring, ...tracks.flat()])!;

/** The search's colours as the live map has them, in the print palette. */
export function printColours(): PassageColours {
  return inPrintPalette(document.documentElement, () => passageColours());
}

const rgb = ([r, g, b]: Rgba) => `rgb(${r}, ${g}, ${b})`;

/** The style of the picture: the offline basemap and the search over it, in print colours. */
function pictureStyle(content: PassageMapContent, ring: LngLat[]): StyleSpecification {
  const style = inPrintPalette(document.documentElement, offlineStyle);
  const area = rgb(content.colours.area);
  const track = rgb(content.colours.track);
  const marker = rgb(content.colours.marker);
  const feature = (geometry: GeoJSON.Geometry) => ({
    type: 'geojson' as const,
    data: { type: 'Feature' as const, properties: {}, geometry },
  });
  return {
    ...style,
    sources: {
      ...style.sources,
      circle: feature({ type: 'Polygon', coordinates: [ring] }),
      tracks: feature({ type: 'MultiLineString', coordinates: content.tracks.map((t) => [...t]) }),
      reports: feature({ type: 'MultiPoint', coordinates: content.tracks.flat() }),
      centre: feature({ type: 'Point', coordinates: content.centre }),
    },
    layers: [
      ...style.layers,
      {
        id: 'circle-fill',
        type: 'fill',
        source: 'circle',
        paint: { 'fill-color': area, 'fill-opacity': 0.16 },
      },
      {
        id: 'circle-line',
        type: 'line',
        source: 'circle',
        paint: { 'line-color': area, 'line-width': 2 },
      },
      {
        id: 'tracks',
        type: 'line',
        source: 'tracks',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': track, 'line-width': 3, 'line-opacity': 0.85 },
      },
      {
        id: 'reports',
        type: 'circle',
        source: 'reports',
        paint: {
          'circle-radius': 2.5,
          'circle-color': track,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'centre',
        type: 'circle',
        source: 'centre',
        paint: {
          'circle-radius': 6,
          'circle-color': marker,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}

/**
 * The search as a picture for the evidence PDF: the circle, the passages' tracks with their
 * reports and the search point over the offline basemap, fitted to them, in print colours
 * whatever the screen's mode. Drawn by a map of its own out of sight, removed once taken.
 */
export async function passageMapPicture(content: PassageMapContent): Promise<HTMLCanvasElement> {
  const ring = circleRing(content.centre, passageCircleMetres(content.radiusKm));
  const container = document.createElement('div');
  container.setAttribute('aria-hidden', 'true');
  Object.assign(container.style, {
    position: 'fixed',
    left: '-20000px',
    top: '0',
    width: `${WIDTH}px`,
    height: `${HEIGHT}px`,
  });
  document.body.append(container);
  const map = new maplibregl.Map({
    container,
    style: pictureStyle(content, ring),
    bounds: pictureBounds(ring, content.tracks),
    fitBoundsOptions: { padding: 40, maxZoom: 17 },
    interactive: false,
    attributionControl: false,
    pixelRatio: PDF.quality,
    canvasContextAttributes: { preserveDrawingBuffer: true },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      map.once('load', () => resolve());
      map.once('error', (e: { error?: unknown }) =>
        reject(e.error instanceof Error ? e.error : new Error('the map picture did not load')),
      );
    });
    await Promise.all([
      loadBasemapData(map),
      loadRoads(map).catch(() => undefined),
      loadWater(map).catch(() => undefined),
    ]);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAWN_MS);
      map.once('idle', () => {
        clearTimeout(timer);
        resolve();
      });
      map.triggerRepaint();
    });
    const source = map.getCanvas();
    const out = document.createElement('canvas');
    out.width = source.width;
    out.height = source.height;
    out.getContext('2d')?.drawImage(source, 0, 0);
    return out;
  } finally {
    map.remove();
    container.remove();
  }
}
