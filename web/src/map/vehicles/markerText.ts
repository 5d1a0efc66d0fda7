import type { LastPoint, UserConfig } from '@fleetdeck/shared';

type ExtraField = UserConfig['vehicleMarkerAdditionalData'][number];

const FORMAT: Record<ExtraField, (lp: LastPoint) => string | undefined> = {
  speed: (lp) => `${Math.round(lp.speed)} Km/h`,
  altitude: (lp) => (lp.altitude == null ? undefined : `${Math.round(lp.altitude)} m`),
  rpm_engine: (lp) => (lp.rpm_engine == null ? undefined : `${Math.round(lp.rpm_engine)} rpm`),
};

/** The marker's optional extra line (part 1 §2): speed in Km/h, altitude in m, engine rpm. */
export function markerExtraLine(
  lastpoint: LastPoint | null | undefined,
  fields: readonly ExtraField[],
): string {
  if (!lastpoint) return '';
  return fields
    .map((field) => FORMAT[field](lastpoint))
    .filter((part): part is string => part !== undefined)
    .join(' · ');
}

/**
 * Glyphs the label atlas holds: Latin with its accents (Latin-1, Extended-A), Greek, and the
 * punctuation of plates and names; a fixed set so the atlas is built once, not per tick.
 */
export const LABEL_CHARACTER_SET = (() => {
  const ranges: [number, number][] = [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x100, 0x17f],
    [0x370, 0x3ff],
  ];
  let out = '·';
  for (const [from, to] of ranges) {
    for (let c = from; c <= to; c++) out += String.fromCharCode(c);
  }
  return out;
})();
