import type { Map as MaplibreMap, PaddingOptions } from 'maplibre-gl';
import { MAP_DEFAULTS } from '@fleetdeck/shared';
import type { LngLat } from './autoFit.js';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept between a fitted shape and the nearest panel, card or map edge, px. */
const GAP = 16;
/** The free part is never cut below this share of the map on either axis (a phone, a big card). */
const MIN_FREE_SHARE = 0.3;

/**
 * The fit padding that keeps a shape clear of what covers the map: each covering box is cut off
 * from the side where that costs least (a tall panel on the left from the left, the search box at
 * the top from the top), plus a small gap; at least the spec's 50 px on each side (part 2 §9).
 * An axis that would keep less than 30 % of the map free falls back to the plain padding.
 */
export function freePadding(map: Box, covers: readonly Box[]): PaddingOptions {
  const [baseX, baseY] = MAP_DEFAULTS.fitBoundsPadding;
  const pad: Record<keyof PaddingOptions, number> = {
    left: baseX,
    right: baseX,
    top: baseY,
    bottom: baseY,
  };
  for (const c of covers) {
    const box = {
      left: Math.max(c.left, map.left),
      right: Math.min(c.right, map.right),
      top: Math.max(c.top, map.top),
      bottom: Math.min(c.bottom, map.bottom),
    };
    if (box.right <= box.left || box.bottom <= box.top) continue;
    const cuts = [
      ['left', box.right - map.left],
      ['right', map.right - box.left],
      ['top', box.bottom - map.top],
      ['bottom', map.bottom - box.top],
    ] as const;
    const [side, cut] = cuts.reduce((a, b) => (b[1] < a[1] ? b : a));
    pad[side] = Math.max(pad[side], cut + GAP);
  }
  const width = map.right - map.left;
  const height = map.bottom - map.top;
  if (width - pad.left - pad.right < width * MIN_FREE_SHARE) {
    pad.left = baseX;
    pad.right = baseX;
  }
  if (height - pad.top - pad.bottom < height * MIN_FREE_SHARE) {
    pad.top = baseY;
    pad.bottom = baseY;
  }
  return pad;
}

/** What covers the map: the boxes laid over it in its screen (search, status, cards, toasts, panels). */
export function coveringBoxes(map: MaplibreMap): Box[] {
  const container = map.getContainer();
  const screen = container.closest('.map-screen, .analyser-map') ?? container.parentElement;
  const candidates = new Set<Element>();
  for (const child of screen?.children ?? []) if (!child.contains(container)) candidates.add(child);
  // The map's own controls that float over it (the search box, the layer buttons) and panels laid
  // over it (a phone's) anywhere in the page.
  for (const el of document.querySelectorAll(
    '.address-search, .map-controls, aside, [data-covers-map]',
  ))
    if (!el.contains(container)) candidates.add(el);
  const boxes: Box[] = [];
  for (const el of candidates) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden') boxes.push(r);
  }
  return boxes;
}

/** The map container's box on the page. */
const mapBox = (map: MaplibreMap): Box => map.getContainer().getBoundingClientRect();

/**
 * Frames `bounds` in the free part of the map, the panels and cards around excluded, with the
 * map's fly duration unless given.
 */
export function fitInFreeView(
  map: MaplibreMap,
  bounds: [LngLat, LngLat],
  options: { maxZoom?: number; duration?: number } = {},
): void {
  map.fitBounds(bounds, {
    padding: freePadding(mapBox(map), coveringBoxes(map)),
    duration: options.duration ?? MAP_DEFAULTS.flyToDurationMs,
    ...(options.maxZoom === undefined ? {} : { maxZoom: options.maxZoom }),
  });
}

/** The box around a circle of `radiusKm` at `centre` ([lng, lat]). */
export function circleBounds(centre: LngLat, radiusKm: number): [LngLat, LngLat] {
  const [lng, lat] = centre;
  const dLat = radiusKm / 111.32;
  const dLng = dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  return [
    [lng - dLng, lat - dLat],
    [lng + dLng, lat + dLat],
  ];
}
