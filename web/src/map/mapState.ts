import type { Layer } from '@deck.gl/core';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { MapProbe } from './mapProbe.js';
import { mapOverlays$, poiLayer$ } from './mapOverlays.js';
import type { ClusterDatum } from './layers/clusters.js';
import type { VehicleBuffers } from './vehicles/vehicleBuffers.js';

declare global {
  interface Window {
    __fleetdeck?: MapProbe;
  }
}

/** `drawn` is the length of the data handed to deck.gl's vehicle layer: what is drawn. */
export function exposeMapState(
  drawn: number,
  buffers: VehicleBuffers | undefined,
  seq: number,
  clusters: readonly ClusterDatum[],
  map: MaplibreMap | undefined,
  layers: readonly Layer[] = [],
): void {
  const project = (position: [number, number]) => {
    if (!map) return undefined;
    const point = map.project(position);
    const box = map.getContainer().getBoundingClientRect();
    return { x: box.left + point.x, y: box.top + point.y };
  };
  let shown = 0;
  for (let i = 0; i < (buffers?.length ?? 0); i++) if (buffers?.isShown(i)) shown += 1;
  window.__fleetdeck = {
    drawn,
    seq,
    shown,
    clusters: clusters.map((c) => ({ position: c.position, count: c.count })),
    positionOf: (id) => buffers?.positionOf(id),
    ids: () => Array.from({ length: buffers?.length ?? 0 }, (_, i) => buffers?.idAt(i) ?? -1),
    screenPositionOf: (id) => {
      const position = buffers?.positionOf(id);
      return position ? project(position) : undefined;
    },
    shownIds: () => {
      const ids: number[] = [];
      for (let i = 0; i < (buffers?.length ?? 0); i++) {
        const id = buffers?.isShown(i) ? buffers.idAt(i) : undefined;
        if (id !== undefined) ids.push(id);
      }
      return ids;
    },
    project,
    camera: () => {
      if (!map) return undefined;
      const c = map.getCenter();
      return { center: [c.lng, c.lat], zoom: map.getZoom(), maxZoom: map.getMaxZoom() };
    },
    settled: () => !!map && map.loaded() && !map.isMoving(),
    overlays: () =>
      mapOverlays$.value.map((layer) => {
        const { data, visible, getRadius } = layer.props as {
          data?: unknown;
          visible?: boolean;
          getRadius?: unknown;
        };
        return {
          id: layer.id,
          visible: visible !== false,
          size: Array.isArray(data) ? data.length : 0,
          ...(typeof getRadius === 'number' ? { radius: getRadius } : {}),
        };
      }),
    pois: () => poiLayer$.value.shown,
    layers: () =>
      layers.map((layer) => ({
        id: layer.id,
        visible: layer.props.visible !== false,
        opacity: layer.props.opacity,
      })),
    frames: frameLog,
  };
}

/** A frame that drew the vehicles: when (wall clock, as the relay stamps ticks) and which seq. */
export interface FrameNote {
  seq: number;
  at: number;
  /** performance.now() of the draw, for frame rates. */
  t: number;
}

const FRAME_LOG = 600;
const frames: FrameNote[] = [];
let framesDrawn = 0;

/** Called after each frame deck.gl draws: keeps the last `FRAME_LOG` for the probe. */
export function noteFrame(seq: number): void {
  framesDrawn += 1;
  if (frames.length >= FRAME_LOG) frames.shift();
  frames.push({ seq, at: Date.now(), t: performance.now() });
}

/** Frames drawn since the page loaded, and the last ones (benches read them through the probe). */
export function frameLog(): { count: number; frames: readonly FrameNote[] } {
  return { count: framesDrawn, frames };
}
