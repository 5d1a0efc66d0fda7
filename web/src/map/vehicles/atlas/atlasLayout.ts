import type { DriverActivity } from '@fleetdeck/shared';

/** One frame of the marker atlas, in the form deck.gl's IconLayer `iconMapping` takes. */
export interface AtlasFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  anchorX?: number;
  anchorY?: number;
  mask: boolean;
}

export const GLYPHS = [
  'truck',
  'activity-rest',
  'activity-availability',
  'activity-work',
  'activity-driving',
  'activity-no_driver',
] as const;
export type Glyph = (typeof GLYPHS)[number];

export const activityGlyph = (activity: DriverActivity): Glyph => `activity-${activity}`;

/**
 * The drop is drawn at twice the medium marker (52x66) for sharp edges: a head circle of radius
 * 48 around (52, 52) and the tip at the bottom middle, the anchor (part 1 §9: half width, full
 * height). Glyph, arrow and badges are squares placed around the head.
 */
export const DROP = { width: 104, height: 132, headY: 52, headRadius: 48 } as const;
export const GLYPH_BOX = 64;
export const ARROW_BOX = 136;
export const BADGE_BOX = 48;

const drop: AtlasFrame = {
  x: 0,
  y: 0,
  width: DROP.width,
  height: DROP.height,
  anchorX: DROP.width / 2,
  anchorY: DROP.height,
  mask: true,
};
const arrow: AtlasFrame = { x: DROP.width, y: 0, width: ARROW_BOX, height: ARROW_BOX, mask: false };
const badgeRow = ARROW_BOX;

/** Where every picture sits in the atlas canvas (pure data: layers are tested without a canvas). */
export const ATLAS_MAPPING: Record<string, AtlasFrame> = {
  drop,
  arrow,
  alert: { x: 0, y: badgeRow, width: BADGE_BOX, height: BADGE_BOX, mask: false },
  hook: { x: BADGE_BOX, y: badgeRow, width: BADGE_BOX, height: BADGE_BOX, mask: false },
  ...Object.fromEntries(
    GLYPHS.map((glyph, i) => [
      glyph,
      {
        x: i * GLYPH_BOX,
        y: badgeRow + BADGE_BOX,
        width: GLYPH_BOX,
        height: GLYPH_BOX,
        mask: false,
      },
    ]),
  ),
};

export const ATLAS_SIZE = {
  width: GLYPHS.length * GLYPH_BOX,
  height: badgeRow + BADGE_BOX + GLYPH_BOX,
};

/** IconLayer's per-instance icon definition (as its `getInstanceIconDef` computes it). */
export function iconDef(name: string): readonly number[] {
  const f = ATLAS_MAPPING[name];
  if (!f) throw new Error(`no atlas frame ${name}`);
  const anchorX = f.anchorX ?? f.width / 2;
  const anchorY = f.anchorY ?? f.height / 2;
  return [
    f.width / 2 - anchorX,
    f.height / 2 - anchorY,
    f.x,
    f.y,
    f.width,
    f.height,
    f.mask ? 1 : 0,
  ];
}
