import { legalLimitsOf, type LegalLimits } from './legalLimits.js';

/**
 * The countries whose rules the profile form compares against: the regional network's countries
 * first, then those with national values of their own (Great Britain), then the other countries
 * the network's roads and ferries reach (Greece), which take the directive's. Written out so the
 * web app does not carry the network's data for it; legalWarnings.test.ts derives the list from
 * that data and fails when a country is missing.
 */
export const LEGAL_COUNTRIES: readonly string[] = [
  'IT',
  'FR',
  'CH',
  'AT',
  'DE',
  'SI',
  'SM',
  'MC',
  'LI',
  'GB',
  'GR',
];

/** The directive's length of an articulated vehicle (Annex I 1.1); road trains reach 18.75 m. */
export const ARTICULATED_LENGTH_M = 16.5;

export interface LegalWarning {
  /** `articulated`: longer than an articulated vehicle may be, legal only as a road train. */
  kind: 'height' | 'width' | 'length' | 'articulated' | 'weight' | 'axleLoad';
  /** The lowest limit passed, in m or t. */
  limit: number;
  /** The countries where the value is over their legal limit (empty for `articulated`). */
  countries: string[];
  /** For `articulated`, the road train's length. */
  max?: number;
}

interface Profile {
  height?: number | null;
  width?: number | null;
  length?: number | null;
  totalPermittedWeight?: number | null;
  axleLoad?: number | null;
  numberOfAxles?: number | null;
}

/**
 * What the profile form warns about (cm and kg in, as the request carries them): each measure
 * over a country's legal limit, with the countries. Warnings only: an exceptional transport with
 * a permit is still planned, and the router says where it cannot go.
 */
export function legalWarnings(profile: Profile): LegalWarning[] {
  const axles = profile.numberOfAxles ?? 0;
  const measures: [LegalWarning['kind'], keyof LegalLimits, number][] = [
    ['height', 'heightM', (profile.height ?? 0) / 100],
    ['width', 'widthM', (profile.width ?? 0) / 100],
    ['length', 'lengthM', (profile.length ?? 0) / 100],
    ['weight', 'weightT', (profile.totalPermittedWeight ?? 0) / 1000],
    ['axleLoad', 'axleLoadT', (profile.axleLoad ?? 0) / 1000],
  ];
  const out: LegalWarning[] = [];
  for (const [kind, key, value] of measures) {
    if (value <= 0) continue;
    const over = LEGAL_COUNTRIES.map((c) => ({ c, limit: legalLimitsOf(c, axles)[key] })).filter(
      ({ limit }) => limit > 0 && value > limit + 1e-6,
    );
    if (over.length > 0)
      out.push({
        kind,
        limit: Math.min(...over.map((o) => o.limit)),
        countries: over.map((o) => o.c),
      });
    else if (kind === 'length' && value > ARTICULATED_LENGTH_M + 1e-6)
      out.push({
        kind: 'articulated',
        limit: ARTICULATED_LENGTH_M,
        countries: [],
        max: legalLimitsOf('IT').lengthM,
      });
  }
  return out;
}
