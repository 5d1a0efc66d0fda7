import { CompositeLayer, type LayerContext } from '@deck.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { Buffer } from '@luma.gl/core';
import { MARKER_SIZES, type MarkerSize } from '@fleetdeck/shared';
import { ARROW_BOX, ATLAS_MAPPING, BADGE_BOX, DROP, GLYPH_BOX } from './atlas/atlasLayout.js';
import type { GpuSource } from './vehicleBuffers.js';
import { GpuColumns, type GpuAttribute } from './gpuColumns.js';

/** The atlas image: a canvas in the page, anything deck.gl takes as a texture source. */
export type AtlasImage = HTMLCanvasElement | ImageBitmap | ImageData;

export interface VehicleMarkerProps {
  /** The vehicles to draw: every slot is drawn, sized by its `shown` flag. */
  buffers: GpuSource;
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

/** What each sublayer's `data` holds: the slot count and its attributes over our GPU buffers. */
interface SubData {
  length: number;
  attributes: Record<string, GpuAttribute>;
}

type MarkerState = {
  columns: GpuColumns;
  /** Per sublayer, kept while the slot count and the buffers stay: deck.gl then re-binds nothing. */
  data: Record<'drops' | 'glyphs' | 'arrows' | 'alerts' | 'hooks', SubData> | undefined;
  length: number;
  layout: number;
  /**
   * The sublayers last made and what they were made from. A tick changes only the buffers'
   * contents, so the same instances go back to deck.gl, which then diffs and updates none of
   * them (a new instance each is five props diffs and attribute checks per tick).
   */
  sublayers?: {
    data: NonNullable<MarkerState['data']>;
    atlas: AtlasImage;
    size: MarkerSize;
    visible: boolean;
    opacity: number;
    badges: GpuSource['badges'];
    layers: IconLayer[];
  };
};

type LayerProps = VehicleMarkerProps & {
  /** `buffers.version` when the props were made: a new one uploads what changed. */
  version: number;
};

/**
 * The vehicle marker as five icon layers over shared GPU buffers: the drop tinted by the derived
 * colour, the glyph (truck or driver activity), the heading arrow, and the alert and hook badges.
 * A tick writes the changed columns into the buffers once (`GpuColumns`) and redraws; the
 * sublayers keep the same `data` (and so upload and re-bind nothing) until the slot count
 * changes. `getSize` is the per-slot "shown" flag (0 inside a cluster), scaled by `sizeScale`.
 */
export class VehicleMarkersLayer extends CompositeLayer<LayerProps> {
  static override layerName = 'VehicleMarkersLayer';
  declare state: MarkerState;

  override initializeState(): void {
    const device = this.context.device;
    this.setState({
      columns: new GpuColumns((byteLength) =>
        device.createBuffer({ byteLength, usage: Buffer.VERTEX | Buffer.COPY_DST }),
      ),
      data: undefined,
      length: -1,
      layout: -1,
    } satisfies MarkerState);
  }

  override updateState(): void {
    const { buffers } = this.props;
    const { columns } = this.state;
    if (columns.sync(buffers)) this.setNeedsRedraw();
    if (buffers.length === this.state.length && columns.layout === this.state.layout) return;
    const length = buffers.length;
    const positions = columns.attribute('positions');
    const shown = columns.attribute('shown');
    this.setState({
      length,
      layout: columns.layout,
      data: {
        drops: {
          length,
          attributes: {
            getPosition: positions,
            getSize: shown,
            getColor: columns.attribute('colors'),
          },
        },
        // The glyph's icon definition per slot, written by the buffers: no getIcon per row.
        glyphs: {
          length,
          attributes: {
            getPosition: positions,
            getSize: shown,
            instanceIconDefs: columns.attribute('glyphs'),
          },
        },
        arrows: {
          length,
          attributes: {
            getPosition: positions,
            getSize: shown,
            getAngle: columns.attribute('angles'),
          },
        },
        alerts: {
          length,
          attributes: { getPosition: positions, getSize: columns.attribute('alertSizes') },
        },
        hooks: {
          length,
          attributes: { getPosition: positions, getSize: columns.attribute('hookSizes') },
        },
      },
    } satisfies Partial<MarkerState>);
  }

  override finalizeState(context: LayerContext): void {
    this.state.columns.destroy();
    super.finalizeState(context);
  }

  override renderLayers(): IconLayer[] {
    const { data, sublayers: last } = this.state;
    if (!data) return [];
    const { atlas, size, visible, buffers, opacity } = this.props;
    const badges = buffers.badges;
    if (
      last &&
      last.data === data &&
      last.atlas === atlas &&
      last.size === size &&
      last.visible === visible &&
      last.opacity === opacity &&
      last.badges === badges
    )
      return last.layers;
    const layers = vehicleIconLayers(
      data,
      { atlas, size, visible, badges },
      (p) => this.getSubLayerProps(p) as object,
    );
    // Kept in the state without setState: this is the render step, not a change to react to.
    this.state.sublayers = { data, atlas, size, visible, opacity, badges, layers };
    return layers;
  }
}

/** The five icon layers over `data`; `sub` names them under the parent (identity in tests). */
export function vehicleIconLayers(
  data: NonNullable<MarkerState['data']>,
  {
    atlas,
    size,
    visible,
    badges,
  }: Pick<VehicleMarkerProps, 'atlas' | 'size' | 'visible'> & Pick<GpuSource, 'badges'>,
  sub: (props: { id: string; updateTriggers?: Record<string, unknown> }) => object = (p) => p,
): IconLayer[] {
  const k = markerScale(size);
  const offsets = markerOffsets(size);
  const common = {
    iconAtlas: atlas as unknown as string,
    iconMapping: ATLAS_MAPPING,
    sizeUnits: 'pixels' as const,
    visible,
  };
  const named = (id: string) => sub({ id, updateTriggers: { getPixelOffset: size } });
  return [
    new IconLayer({
      ...common,
      ...named('drops'),
      data: data.drops as never,
      getIcon: 'drop' as never,
      sizeScale: DROP.height * k,
      pickable: true,
    }),
    new IconLayer({
      ...common,
      ...named('glyphs'),
      data: data.glyphs as never,
      sizeScale: GLYPH_BOX * k,
      getPixelOffset: [0, offsets.head],
    }),
    new IconLayer({
      ...common,
      ...named('arrows'),
      data: data.arrows as never,
      getIcon: 'arrow' as never,
      sizeScale: ARROW_BOX * k,
      getPixelOffset: [0, offsets.head],
    }),
    new IconLayer({
      ...common,
      ...named('alerts'),
      data: data.alerts as never,
      visible: visible && (badges?.alerts ?? 1) > 0,
      getIcon: 'alert' as never,
      sizeScale: BADGE_BOX * k,
      getPixelOffset: [offsets.alert[0], offsets.alert[1]],
    }),
    new IconLayer({
      ...common,
      ...named('hooks'),
      data: data.hooks as never,
      visible: visible && (badges?.hooks ?? 1) > 0,
      getIcon: 'hook' as never,
      sizeScale: BADGE_BOX * k,
      getPixelOffset: [offsets.hook[0], offsets.hook[1]],
    }),
  ];
}

/** The vehicle markers for a layer stack (one composite layer; see VehicleMarkersLayer). */
export function vehicleMarkerLayers(props: VehicleMarkerProps): VehicleMarkersLayer[] {
  return [
    new VehicleMarkersLayer({ ...props, id: VEHICLE_LAYER_ID, version: props.buffers.version }),
  ];
}
