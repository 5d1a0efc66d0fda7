import type { Company } from '../domain/company.js';

const IGNORED = /[#_\s.\-/,;:]/g;

/** Company search ignores `# _ space . - / , ; :` and case. */
export function normaliseCompanySearch(text: string): string {
  return text.replace(IGNORED, '').toLocaleLowerCase();
}

/** Companies whose name (or id) contains the query; an empty query keeps them all. */
export function filterCompanies<C extends Pick<Company, 'id' | 'business_name'>>(
  companies: readonly C[],
  query: string,
): C[] {
  const q = normaliseCompanySearch(query);
  if (q === '') return [...companies];
  return companies.filter(
    (c) => normaliseCompanySearch(c.business_name).includes(q) || String(c.id) === q,
  );
}

const NUMBER = String.raw`([-+]?\d{1,3}(?:\.\d+)?)`;
const COORDINATES = new RegExp(String.raw`^\s*${NUMBER}\s*[,;\s]\s*${NUMBER}\s*$`);

/**
 * Text such as `45.1, 9.2` read as latitude then longitude, skipping the geocoder. Returns
 * undefined for anything else, including numbers outside latitude/longitude ranges.
 */
export function parseCoordinateText(text: string): { lat: number; lng: number } | undefined {
  const m = COORDINATES.exec(text);
  if (!m?.[1] || !m[2]) return undefined;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}
