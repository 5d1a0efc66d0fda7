import { TextLayer } from '@deck.gl/layers';
import { markerAlpha, markerFontPx, type TruckId, type UserConfig } from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import type { BBox } from '../../data/vehicleClusters.js';
import { hexToRgba } from '../cssColor.js';
import { LABEL_CHARACTER_SET, markerExtraLine } from './markerText.js';
import type { VehicleBuffers } from './vehicleBuffers.js';

export interface LabelDatum {
  id: TruckId;
  position: [number, number];
  text: string;
  extra: string;
}

/** More labels than this in view cannot be read: none are drawn until the user zooms in. */
export const LABEL_LIMIT = 1500;

type LabelSettings = Pick<
  UserConfig,
  | 'vehicleMarkerAdditionalData'
  | 'vehicleMarkerFontSize'
  | 'vehicleMarkerFontColor'
  | 'vehicleMarkerBackgroundColor'
  | 'vehicleMarkerOpacity'
  | 'vehicleAdditionalInfoBackgroundColor'
  | 'vehicleAdditionalInfoFontColor'
  | 'vehicleAdditionalInfoOpacity'
>;

/** The labels of the shown (unclustered) vehicles inside `bbox`, or none past `LABEL_LIMIT`. */
export function labelData(
  buffers: VehicleBuffers,
  byId: ReadonlyMap<TruckId, DerivedTruck>,
  [west, south, east, north]: BBox,
  extraFields: LabelSettings['vehicleMarkerAdditionalData'],
): LabelDatum[] {
  const inView: number[] = [];
  for (let i = 0; i < buffers.length; i++) {
    if (!buffers.isShown(i)) continue;
    const lng = buffers.positions[i * 2] ?? NaN;
    const lat = buffers.positions[i * 2 + 1] ?? NaN;
    if (lng < west || lng > east || lat < south || lat > north) continue;
    inView.push(i);
    if (inView.length > LABEL_LIMIT) return [];
  }
  return inView.flatMap((i) => {
    const id = buffers.idAt(i);
    const truck = id === undefined ? undefined : byId.get(id);
    if (!truck) return [];
    const lp = truck.truck.lastpoint;
    const position: [number, number] = [
      buffers.positions[i * 2] ?? 0,
      buffers.positions[i * 2 + 1] ?? 0,
    ];
    return [{ id: truck.id, position, text: truck.label, extra: markerExtraLine(lp, extraFields) }];
  });
}

/**
 * The labels to draw, kept as the same objects while the same vehicles show the same texts: their
 * positions are written in place and `moves` counts the writes, so deck.gl recomputes the
 * characters' positions only (`updateTriggers.getPosition`) instead of laying every text out
 * again on each tick. Another set of labels is a new array.
 */
export class StableLabels {
  data: LabelDatum[] = [];
  /** The data with an extra line (its own layer), the same array while `data` is. */
  extra: LabelDatum[] = [];
  moves = 0;

  update(next: LabelDatum[]): this {
    const data = this.data;
    const same =
      next.length === data.length &&
      next.every((d, i) => {
        const before = data[i] as LabelDatum;
        return before.id === d.id && before.text === d.text && before.extra === d.extra;
      });
    if (!same) {
      this.data = next;
      this.extra = next.filter((d) => d.extra !== '');
      return this;
    }
    let moved = false;
    for (let i = 0; i < next.length; i++) {
      const to = (next[i] as LabelDatum).position;
      const at = (data[i] as LabelDatum).position;
      if (at[0] === to[0] && at[1] === to[1]) continue;
      at[0] = to[0];
      at[1] = to[1];
      moved = true;
    }
    if (moved) this.moves += 1;
    return this;
  }
}

const rgba = (hex: string, percent: number) => {
  const c = hexToRgba(hex) ?? [0, 0, 0, 255];
  return [c[0], c[1], c[2], Math.round(255 * markerAlpha(percent))] as [
    number,
    number,
    number,
    number,
  ];
};

/**
 * Label under the drop's tip (identification, part 1 §2) and the optional extra line under it,
 * each on its own background with the user's font size, colours and opacity. The stored marker
 * opacity applies to the label's background so the marker itself stays readable.
 */
export function vehicleLabelLayers(
  labels: Pick<StableLabels, 'data' | 'extra' | 'moves'>,
  settings: LabelSettings,
  visible: boolean,
): TextLayer<LabelDatum>[] {
  const size = markerFontPx(settings.vehicleMarkerFontSize);
  const { data, extra } = labels;
  const common = {
    data,
    getPosition: (d: LabelDatum) => d.position,
    getSize: size,
    fontFamily: 'Inter Variable, system-ui, sans-serif',
    fontWeight: 600,
    characterSet: LABEL_CHARACTER_SET,
    getTextAnchor: 'middle' as const,
    getAlignmentBaseline: 'top' as const,
    background: true,
    backgroundPadding: [4, 2] as [number, number],
    visible,
  };
  return [
    new TextLayer<LabelDatum>({
      ...common,
      id: 'vehicle-labels',
      getText: (d) => d.text,
      getColor: rgba(settings.vehicleMarkerFontColor, 100),
      getBackgroundColor: rgba(
        settings.vehicleMarkerBackgroundColor,
        settings.vehicleMarkerOpacity,
      ),
      getPixelOffset: [0, 4],
      updateTriggers: { getColor: settings.vehicleMarkerFontColor, getPosition: labels.moves },
    }),
    new TextLayer<LabelDatum>({
      ...common,
      id: 'vehicle-extra',
      data: extra,
      getText: (d) => d.extra,
      getColor: rgba(settings.vehicleAdditionalInfoFontColor, 100),
      getBackgroundColor: rgba(
        settings.vehicleAdditionalInfoBackgroundColor,
        settings.vehicleAdditionalInfoOpacity,
      ),
      getPixelOffset: [0, 10 + size],
      updateTriggers: { getPosition: extra.length > 0 ? labels.moves : 0 },
      visible: visible && extra.length > 0,
    }),
  ];
}
