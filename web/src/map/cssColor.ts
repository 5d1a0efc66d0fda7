import type { Rgba } from './vehicleBuffers.js';

/** Reads a colour token (`#rrggbb`) from the stylesheet so deck.gl layers follow the theme. */
export function cssColor(name: string, fallback: Rgba): Rgba {
  const hex = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return fallback;
  return [parseInt(m[1] ?? '0', 16), parseInt(m[2] ?? '0', 16), parseInt(m[3] ?? '0', 16), 255];
}
