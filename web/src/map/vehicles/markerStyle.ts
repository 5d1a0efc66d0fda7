import type { UserConfig } from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import { activityGlyph, iconDef } from './atlas/atlasLayout.js';
import { colourResolver } from '../cssColor.js';
import type { MarkerStyle, Rgba } from './vehicleBuffers.js';

/**
 * The marker look for an icon type (truck or driver activity, part 1 §3) under the page's colour
 * mode. Icon definitions are computed once per glyph, not per truck.
 */
export function markerStyle(
  iconType: UserConfig['iconType'],
  colour: (ref: DerivedTruck['colour']) => Rgba = colourResolver(),
): MarkerStyle {
  const defs = new Map<string, readonly number[]>();
  const def = (name: string): readonly number[] => {
    let d = defs.get(name);
    if (!d) {
      d = iconDef(name);
      defs.set(name, d);
    }
    return d;
  };
  return {
    colour,
    glyph: (truck) => def(iconType === 'truck' ? 'truck' : activityGlyph(truck.activity)),
  };
}
