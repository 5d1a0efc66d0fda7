import type { ColourRef } from '@fleetdeck/shared';
import type { Rgba } from './vehicles/vehicleBuffers.js';

/** `#rrggbb` (or `#rgb`) as RGBA bytes; undefined when it is not a hex colour. */
export function hexToRgba(hex: string, alpha = 255): Rgba | undefined {
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  const short = long ? undefined : /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(hex.trim());
  const parts = long?.slice(1) ?? short?.slice(1).map((c) => c + c);
  if (!parts) return undefined;
  const [r = '0', g = '0', b = '0'] = parts;
  return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16), alpha];
}

/** Reads a colour token (`#rrggbb`) from the stylesheet so deck.gl layers follow the theme. */
export function cssColor(name: string, fallback: Rgba): Rgba {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name);
  return hexToRgba(value) ?? fallback;
}

const GREY: Rgba = [138, 143, 152, 255];

/**
 * Resolves marker colours: tokens from the current colour mode (read once per token, the map
 * reloads on a mode change), user-picked hex colours as they are.
 */
export function colourResolver(read: (name: string, fallback: Rgba) => Rgba = cssColor) {
  const tokens = new Map<string, Rgba>();
  return (ref: ColourRef): Rgba => {
    if ('hex' in ref) return hexToRgba(ref.hex) ?? GREY;
    let rgba = tokens.get(ref.token);
    if (!rgba) {
      rgba = read(`--${ref.token}`, GREY);
      tokens.set(ref.token, rgba);
    }
    return rgba;
  };
}
