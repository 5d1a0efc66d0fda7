/**
 * The legal maximum dimensions and masses of a heavy goods vehicle per country: Directive 96/53/EC
 * (as amended by 2015/719) for international traffic, and the national values that differ. A
 * vehicle above them needs an exceptional-transport permit in that country; the router treats
 * the whole country as closed to it. Sources: docs/domain.md, "Legal limits".
 */
export interface LegalLimits {
  /** Metres; 0 where the country sets no general height limit (France, Great Britain). */
  heightM: number;
  widthM: number;
  /** Metres of the longest combination (road train). */
  lengthM: number;
  /** Tonnes of a combination with five axles or more. */
  weightT: number;
  /** Tonnes on the single driving axle. */
  axleLoadT: number;
}

/** Directive 96/53/EC Annex I: 4.00 m, 2.55 m, 18.75 m, 40 t (5+ axles), 11.5 t driving axle. */
export const EU_LEGAL_LIMITS: LegalLimits = {
  heightM: 4,
  widthM: 2.55,
  lengthM: 18.75,
  weightT: 40,
  axleLoadT: 11.5,
};

/** The countries of the bundled network that differ from the directive. */
const NATIONAL: Partial<Record<string, Partial<LegalLimits>>> = {
  // Codice della Strada art. 62: 44 t for five axles and more, 12 t on a single axle.
  IT: { weightT: 44, axleLoadT: 12 },
  // San Marino applies the Italian Codice della Strada to traffic through it.
  SM: { weightT: 44, axleLoadT: 12 },
  // Code de la route R312-4 (44 t, 5+ axles, since 2013); R312-11: no general height limit.
  FR: { heightM: 0, weightT: 44, axleLoadT: 13 },
  // Monaco's roads follow the French rules.
  MC: { heightM: 0, weightT: 44, axleLoadT: 13 },
  // Road Vehicles (Construction and Use) Regulations 1986, regs 7, 75-80: 44 t needs six axles
  // (five: 40 t, FIVE_AXLES below), 18.75 m road trains, 2.55 m, 11.5 t driving axle; GB sets
  // no general height limit (only bridges are signed, and a cab notice above 3 m is required).
  GB: { heightM: 0, weightT: 44 },
  // CH (VTS art. 64-67) and LI (the Swiss rules by the customs treaty): the directive's values.
};

/** The countries with national values in the table above, in its order. */
export const LEGAL_LIMIT_COUNTRIES: readonly string[] = Object.keys(NATIONAL);

/**
 * The directive's masses below five axles (Annex I 2.2-2.3): a two-axle motor vehicle 18 t, a
 * three-axle one 26 t (air suspension), a four-axle combination 36 t. The profile does not say
 * rigid or articulated, so the higher of the two is taken.
 */
const WEIGHT_BY_AXLES: Record<number, number> = { 2: 18, 3: 26, 4: 36 };

/** Countries whose top mass needs more than five axles: their five-axle mass. */
const FIVE_AXLES: Partial<Record<string, number>> = { GB: 40 };

/** A country's limits for a vehicle with `axles` axles (0 = unknown: five or more assumed). */
export function legalLimitsOf(country: string, axles = 0): LegalLimits {
  const limits = { ...EU_LEGAL_LIMITS, ...NATIONAL[country] };
  const fewer = WEIGHT_BY_AXLES[axles];
  if (axles > 0 && fewer !== undefined) limits.weightT = Math.min(limits.weightT, fewer);
  const five = FIVE_AXLES[country];
  if (axles === 5 && five !== undefined) limits.weightT = five;
  return limits;
}
