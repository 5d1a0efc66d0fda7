import { EMISSIONS } from '../constants/planner.js';
import { LOCALE_DEFAULTS } from '../constants/app.js';

type Maybe = number | null | undefined;
const missing = (v: Maybe): v is null | undefined =>
  v === null || v === undefined || !Number.isFinite(v);

/** The spec's decimal form: fixed decimals with a comma, whatever the interface language. */
function decimalComma(value: number, decimals: number): string {
  // Round through the decimal string so 1.505 gives 1.51, not toFixed's binary 1.50.
  const rounded = Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`);
  return (Number.isFinite(rounded) ? rounded : value).toFixed(decimals).replace('.', ',');
}

/** Kilometres with two decimals and a comma: `12,35 km`; missing values `n.d.`. */
export function formatKm(km: Maybe): string {
  return missing(km) ? LOCALE_DEFAULTS.missingValue : `${decimalComma(km, 2)} km`;
}

/** Metres from the routing provider, shown as kilometres. */
export function formatMetresAsKm(metres: Maybe): string {
  return missing(metres) ? LOCALE_DEFAULTS.missingValue : formatKm(metres / 1000);
}

/** Whole kilometres per hour: `54 Km/h`. */
export function formatSpeed(kmh: Maybe): string {
  return missing(kmh) ? LOCALE_DEFAULTS.missingValue : `${Math.round(kmh)} Km/h`;
}

/** Metres above sea level: `312 m s.l.m.`. */
export function formatAltitude(metres: Maybe): string {
  return missing(metres) ? LOCALE_DEFAULTS.missingValue : `${Math.round(metres)} m s.l.m.`;
}

/** A value with its unit, or `n.d.`. */
export function formatWithUnit(value: Maybe, unit: string, decimals = 0): string {
  return missing(value) ? LOCALE_DEFAULTS.missingValue : `${decimalComma(value, decimals)} ${unit}`;
}

/** Percentages (battery, fuel). */
export function formatPercent(value: Maybe): string {
  return missing(value) ? LOCALE_DEFAULTS.missingValue : `${Math.round(value)} %`;
}

/** Euro amounts in the interface locale: `1.234,50 €` in Italian, `€1,234.50` in English. */
export function formatEur(amount: Maybe, locale: string): string {
  if (missing(amount)) return LOCALE_DEFAULTS.missingValue;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: LOCALE_DEFAULTS.currency,
  }).format(amount);
}

/** Emissions with 3 decimals; particle counts in quadrillions (10^15). */
export function formatEmission(value: Maybe, kind: string): string {
  if (missing(value)) return LOCALE_DEFAULTS.missingValue;
  const scaled = kind === 'numberOfParticles' ? value / EMISSIONS.particleCountUnit : value;
  return decimalComma(scaled, EMISSIONS.decimals);
}
