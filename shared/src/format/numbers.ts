import { EMISSIONS } from '../constants/planner.js';
import { LOCALE_DEFAULTS } from '../constants/app.js';

type Maybe = number | null | undefined;
const missing = (v: Maybe): v is null | undefined =>
  v === null || v === undefined || !Number.isFinite(v);

let numbersLanguage: string = LOCALE_DEFAULTS.language;

/**
 * The interface language numbers are written in when a call names none: the web app sets it with
 * i18next's language (as dayjs keeps one locale), the relay names the language per call. Italian,
 * the spec's default, writes `1.234,56`; English `1,234.56`.
 */
export function setNumbersLanguage(language: string): void {
  numbersLanguage = language;
}

const formats = new Map<string, Intl.NumberFormat>();

/** Intl's number format for a language and its fraction digits, made once (rows format often). */
function numberFormat(language: string, minDecimals: number, maxDecimals: number) {
  const key = `${language}:${minDecimals}:${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** A number with fixed decimals in the language's digits and separators (`12,35` in Italian). */
export function formatDecimal(value: number, decimals = 0, language = numbersLanguage): string {
  // Round through the decimal string so 1.505 gives 1.51, not the binary value's 1.50.
  const rounded = Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`);
  const shown = Number.isFinite(rounded) ? rounded : value;
  // -0,00 reads as a sign error: a value that rounds to zero is zero.
  return numberFormat(language, decimals, decimals).format(shown === 0 ? 0 : shown);
}

/** A number with at most `maxDecimals` decimals (chart ticks, counts): `35,5`, `1.200`. */
export function formatNumber(value: number, maxDecimals = 2, language = numbersLanguage): string {
  return numberFormat(language, 0, maxDecimals).format(value);
}

/** Kilometres with two decimals (`12,35 km` in Italian, `12.35 km` in English); missing `n.d.`. */
export function formatKm(km: Maybe, language = numbersLanguage): string {
  return missing(km) ? LOCALE_DEFAULTS.missingValue : `${formatDecimal(km, 2, language)} km`;
}

/** Metres from the routing provider, shown as kilometres. */
export function formatMetresAsKm(metres: Maybe, language = numbersLanguage): string {
  return missing(metres) ? LOCALE_DEFAULTS.missingValue : formatKm(metres / 1000, language);
}

/** Whole kilometres per hour: `54 Km/h`. */
export function formatSpeed(kmh: Maybe, language = numbersLanguage): string {
  return missing(kmh) ? LOCALE_DEFAULTS.missingValue : `${formatDecimal(kmh, 0, language)} Km/h`;
}

/** Metres above sea level: `312 m s.l.m.`. */
export function formatAltitude(metres: Maybe, language = numbersLanguage): string {
  return missing(metres)
    ? LOCALE_DEFAULTS.missingValue
    : `${formatDecimal(metres, 0, language)} m s.l.m.`;
}

/** A value with its unit, or `n.d.`. */
export function formatWithUnit(
  value: Maybe,
  unit: string,
  decimals = 0,
  language = numbersLanguage,
): string {
  return missing(value)
    ? LOCALE_DEFAULTS.missingValue
    : `${formatDecimal(value, decimals, language)} ${unit}`;
}

/** Percentages (battery, fuel). */
export function formatPercent(value: Maybe, language = numbersLanguage): string {
  return missing(value) ? LOCALE_DEFAULTS.missingValue : `${formatDecimal(value, 0, language)} %`;
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Euro amounts in the interface locale: `1.234,50 €` in Italian, `€1,234.50` in English; with
 * `maxDecimals` 3, a fuel price per litre keeps its third digit (`1,659 €`).
 */
export function formatEur(amount: Maybe, locale = numbersLanguage, maxDecimals = 2): string {
  if (missing(amount)) return LOCALE_DEFAULTS.missingValue;
  const key = `${locale}:${maxDecimals}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: LOCALE_DEFAULTS.currency,
      maximumFractionDigits: maxDecimals,
    });
    currencyFormats.set(key, format);
  }
  return format.format(amount);
}

/** Emissions with 3 decimals; particle counts in quadrillions (10^15). */
export function formatEmission(value: Maybe, kind: string, language = numbersLanguage): string {
  if (missing(value)) return LOCALE_DEFAULTS.missingValue;
  const scaled = kind === 'numberOfParticles' ? value / EMISSIONS.particleCountUnit : value;
  return formatDecimal(scaled, EMISSIONS.decimals, language);
}
