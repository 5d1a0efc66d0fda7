import { IconLayer } from '@deck.gl/layers';
import { MARKER_SIZES, type MarkerSize } from '@fleetdeck/shared';
import { ARROW_BOX, ATLAS_MAPPING, BADGE_BOX, DROP, GLYPH_BOX } from '../atlas/atlasLayout.js';
import type { VehicleBuffers } from '../vehicleBuffers.js';

/** The atlas image: a canvas in the page, anything deck.gl takes as a texture source. */
export type AtlasImage = HTMLCanvasElement | ImageBitmap | ImageData;

export interface VehicleMarkerProps {
  buffers: VehicleBuffers;
  atlas: AtlasImage;
  size: MarkerSize;
  visible: boolean;
}

export const VEHICLE_LAYER_ID = 'vehicles';

/** Pixels of the drawn marker per atlas unit (the atlas is drawn at the drop's height of 132). */
export const markerScale = (size: MarkerSize): number => MARKER_SIZES[size].height / DROP.height;

/** Screen offsets (pixels, y down) from the drop's tip, where the glyph and badges sit. */
export function markerOffsets(size: MarkerSize) {
  const k = markerScale(size);
  const head = -(DROP.height - DROP.headY) * k;
  const side = DROP.headRadius * 0.8 * k;
  return { head, alert: [side, head - side] as const, hook: [-side, head - side] as const };
}

/**
 * The vehicle marker as five icon layers over the same typed arrays: the drop tinted by the
 * derived colour, the glyph (truck or driver activity), the heading arrow, and the alert and hook
 * badges. Each call hands deck.gl new wrappers around the same arrays (so it uploads them);
 * nothing walks objects. `getSize` is the per-slot "shown" flag (0 inside a cluster), scaled to
 * pixels by `sizeScale`.
 */
export function vehicleMarkerLayers(props: VehicleMarkerProps): IconLayer[] {
  const { buffers, atlas, size, visible } = props;
  const k = markerScale(size);
  const offsets = markerOffsets(size);
  const length = buffers.length;
  const position = { value: buffers.positions, size: 2 };
  const shown = { value: buffers.shown, size: 1 };
  const common = {
    iconAtlas: atlas as unknown as string,
    iconMapping: ATLAS_MAPPING,
    sizeUnits: 'pixels' as const,
    visible,
    updateTriggers: { getPixelOffset: size },
  };
  return [
    new IconLayer({
      ...common,
      id: VEHICLE_LAYER_ID,
      data: {
        length,
        attributes: {
          getPosition: position,
          getSize: shown,
          getColor: { value: buffers.colors, size: 4, normalized: true },
        },
      },
      getIcon: 'drop' as never,
      sizeScale: DROP.height * k,
      pickable: true,
    }),
    new IconLayer({
      ...common,
      id: 'vehicle-glyphs',
      data: {
        length,
        attributes: {
          getPosition: position,
          getSize: shown,
          // The glyph's icon definition per slot, written by the buffers: no getIcon per row.
          instanceIconDefs: { value: buffers.glyphs, size: 7 },
        },
      },
      sizeScale: GLYPH_BOX * k,
      getPixelOffset: [0, offsets.head],
    }),
    new IconLayer({
      ...common,
      id: 'vehicle-arrows',
      data: {
        length,
        attributes: {
          getPosition: position,
          getSize: shown,
          getAngle: { value: buffers.angles, size: 1 },
        },
      },
      getIcon: 'arrow' as never,
      sizeScale: ARROW_BOX * k,
      getPixelOffset: [0, offsets.head],
    }),
    badgeLayer('vehicle-alerts', 'alert', buffers.alertSizes, offsets.alert, props),
    badgeLayer('vehicle-hooks', 'hook', buffers.hookSizes, offsets.hook, props),
  ];
}

function badgeLayer(
  id: string,
  icon: 'alert' | 'hook',
  sizes: Float32Array,
  offset: readonly [number, number],
  { buffers, atlas, visible, size }: VehicleMarkerProps,
): IconLayer {
  return new IconLayer({
    id,
    data: {
      length: buffers.length,
      attributes: {
        getPosition: { value: buffers.positions, size: 2 },
        getSize: { value: sizes, size: 1 },
      },
    },
    iconAtlas: atlas as unknown as string,
    iconMapping: ATLAS_MAPPING,
    getIcon: icon as never,
    sizeUnits: 'pixels',
    sizeScale: BADGE_BOX * markerScale(size),
    getPixelOffset: [offset[0], offset[1]],
    updateTriggers: { getPixelOffset: size },
    visible,
  });
}
