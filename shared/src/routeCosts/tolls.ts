import type { TollSection } from '../domain/routing.js';
import type { CostSegment, RouteCosts } from './index.js';
import { roundCents } from './round.js';
import {
  AT_TARIFF_PER_KM,
  CH_LSVA_CHF_PER_TONNE_KM,
  CO2_CLASS_FACTOR,
  CO2_COMPONENT_SHARE,
  DE_TARIFF_PER_KM,
  EURO_AIR_FACTOR,
  EUR_PER_CHF,
  FR_TARIFF_PER_KM,
  IT_TARIFF_PER_KM,
  SI_TARIFF_PER_KM,
  type FrenchClass,
  type ItalianClass,
} from './tollTariffs.js';
import { isHeavy, type VehicleClass } from './vehicle.js';

export function italianClass(v: VehicleClass): ItalianClass {
  if (v.axles >= 5) return '5';
  if (v.axles === 4) return '4';
  if (v.axles === 3) return '3';
  return v.heightCm <= 130 ? 'A' : 'B';
}

export function frenchClass(v: VehicleClass): FrenchClass {
  if (isHeavy(v)) return v.axles >= 3 ? '4' : '3';
  return v.heightCm < 200 ? '1' : '2';
}

/** Rates with a CO2 component and an air surcharge (AT, DE) for the vehicle's classes. */
function withClassFactors(base: number, co2Share: number, v: VehicleClass): number {
  const co2 = base * co2Share * CO2_CLASS_FACTOR[v.co2Class];
  return (base - base * co2Share) * EURO_AIR_FACTOR[v.euro] + co2;
}

function germanBase(v: VehicleClass): number {
  if (v.totalTonnes <= 7.5) return DE_TARIFF_PER_KM.upTo7_5;
  if (v.totalTonnes < 12) return DE_TARIFF_PER_KM.upTo12;
  if (v.totalTonnes <= 18) return DE_TARIFF_PER_KM.upTo18;
  if (v.axles >= 5) return DE_TARIFF_PER_KM.over18Axles5;
  return v.axles === 4 ? DE_TARIFF_PER_KM.over18Axles4 : DE_TARIFF_PER_KM.over18Axles3;
}

function austrianBase(v: VehicleClass): number {
  if (v.axles >= 4) return AT_TARIFF_PER_KM['4+'];
  return v.axles === 3 ? AT_TARIFF_PER_KM['3'] : AT_TARIFF_PER_KM['2'];
}

/** LSVA in EUR per km: tonnes of permitted weight x the Euro category's CHF rate x the rate. */
export function swissLsvaPerKm(v: VehicleClass): number {
  const perTonneKm =
    v.euro >= 6
      ? CH_LSVA_CHF_PER_TONNE_KM.euro6
      : v.euro >= 4
        ? CH_LSVA_CHF_PER_TONNE_KM.euro4or5
        : CH_LSVA_CHF_PER_TONNE_KM.older;
  return v.totalTonnes * perTonneKm * EUR_PER_CHF;
}

/**
 * EUR per km the vehicle pays on a segment, or 0. Toll applies on segments flagged `toll`; the
 * Swiss LSVA on every Swiss road for vehicles above 3.5 t. Below 3.5 t Austria, Germany,
 * Switzerland and Slovenia charge a time vignette, not a distance toll: 0 here.
 */
export function tollRatePerKm(segment: CostSegment, v: VehicleClass): number {
  const heavy = isHeavy(v);
  if (segment.countryCode === 'CH') return heavy ? swissLsvaPerKm(v) : 0;
  if (!segment.toll) return 0;
  switch (segment.countryCode) {
    case 'IT':
      return IT_TARIFF_PER_KM[italianClass(v)];
    case 'FR':
      return FR_TARIFF_PER_KM[frenchClass(v)];
    case 'AT':
      return heavy ? withClassFactors(austrianBase(v), CO2_COMPONENT_SHARE.AT, v) : 0;
    case 'DE':
      return heavy ? withClassFactors(germanBase(v), CO2_COMPONENT_SHARE.DE, v) : 0;
    case 'SI':
      return heavy ? (v.axles >= 3 ? SI_TARIFF_PER_KM.R4 : SI_TARIFF_PER_KM.R3) : 0;
    default:
      return 0;
  }
}

export type TollEstimate = RouteCosts['toll'] & Pick<RouteCosts, 'tollSectionSegments'>;

/** Shorter toll stretches are a route touching a toll road's node, not driving on it. */
export const MIN_SECTION_M = 50;

/**
 * Toll sections (contiguous charged segments of one road in one country and, where the operators'
 * stretches are known, of one stretch: "A1 Milano – Bologna", else "A1 (IT)"), each rounded to
 * cents; the summary by country adds the rounded sections so the figures the user sees add up.
 */
export function estimateTolls(segments: readonly CostSegment[], v: VehicleClass): TollEstimate {
  const sections: TollSection[] = [];
  const tollSectionSegments: TollEstimate['tollSectionSegments'] = [];
  let open: {
    section: TollSection;
    road: string;
    stretch: string | undefined;
    raw: number;
    span: { lastSegment: number };
  } | null = null;
  const close = () => {
    if (open) open.section.cost.amount = roundCents(open.raw);
    open = null;
  };
  segments.forEach((s, i) => {
    const rate = tollRatePerKm(s, v);
    if (rate <= 0) return close();
    if (
      !open ||
      open.section.country !== s.countryCode ||
      open.road !== s.roadName ||
      open.stretch !== s.tollStretch?.name
    ) {
      close();
      const section: TollSection = {
        country: s.countryCode,
        displayName:
          s.tollStretch?.name ?? (s.roadName ? `${s.roadName} (${s.countryCode})` : s.countryCode),
        ...(s.tollStretch ? { operator: s.tollStretch.operator } : {}),
        cost: { amount: 0, currency: 'EUR' },
        distanceM: 0,
      };
      const span = { firstSegment: i, lastSegment: i };
      sections.push(section);
      tollSectionSegments.push(span);
      open = { section, road: s.roadName, stretch: s.tollStretch?.name, raw: 0, span };
    }
    open.section.distanceM += s.distanceM;
    open.span.lastSegment = i;
    open.raw += (rate * s.distanceM) / 1000;
  });
  close();
  // A route that starts or ends on a toll road's node touches it for a few metres: no section.
  const kept = sections.flatMap((section, i) =>
    section.distanceM >= MIN_SECTION_M ? [{ section, span: tollSectionSegments[i] }] : [],
  );
  sections.splice(0, sections.length, ...kept.map((k) => k.section));
  tollSectionSegments.splice(
    0,
    tollSectionSegments.length,
    ...kept.flatMap((k) => (k.span ? [k.span] : [])),
  );

  const byCountry = new Map<string, number>();
  for (const s of sections) {
    byCountry.set(s.country, roundCents((byCountry.get(s.country) ?? 0) + s.cost.amount));
  }
  const countries = [...byCountry].map(([countryCode, amount]) => ({ countryCode, amount }));
  const total = roundCents(countries.reduce((sum, c) => sum + c.amount, 0));
  return {
    summary: { costs: { amount: total, currency: 'EUR' }, countries },
    sections,
    tollSectionSegments,
  };
}
