import {
  MARKER_FONT_SIZES,
  MARKER_SIZES,
  OPACITY_STEP,
  type MarkerSize,
} from '../constants/vehicles.js';
import type { Truck } from '../domain/truck.js';

export interface MarkerGeometry {
  width: number;
  height: number;
  /** The drop's tip: half the width, the full height. */
  anchor: { x: number; y: number };
}

export function markerGeometry(size: MarkerSize): MarkerGeometry {
  const { width, height } = MARKER_SIZES[size];
  return { width, height, anchor: { x: width / 2, y: height } };
}

export function markerFontPx(size: MarkerSize): number {
  return MARKER_FONT_SIZES[size];
}

/** Rounds to the nearest step of 10 within 0..100. */
export function snapPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value / OPACITY_STEP) * OPACITY_STEP));
}

/**
 * The stored opacity is the marker's opacity in percent; the slider shows it inverted (as
 * transparency), so the same function converts both ways.
 */
export function invertOpacity(percent: number): number {
  return 100 - snapPercent(percent);
}

/** Alpha 0..1 for drawing from the stored percentage. */
export function markerAlpha(storedPercent: number): number {
  return snapPercent(storedPercent) / 100;
}

/** The lock panel shows when digital output 1 or 2 is enabled; a lock is active when its value is true. */
export function vehicleLocks(truck: Pick<Truck, 'tracker_configuration'>) {
  const outputs = [truck.tracker_configuration?.dout_1, truck.tracker_configuration?.dout_2];
  const enabled = outputs.flatMap((o, i) =>
    o?.enable ? [{ output: i + 1, locked: o.value }] : [],
  );
  return { visible: enabled.length > 0, outputs: enabled };
}
