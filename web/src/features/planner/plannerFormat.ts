import { LOCALE_DEFAULTS } from '@fleetdeck/shared';

/** Seconds as hours and minutes: `5 h 07 min`, `42 min`. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds))
    return LOCALE_DEFAULTS.missingValue;
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

/** Kilograms with the spec's three decimals and a comma is `formatEmission`; this is its unit. */
export function emissionUnit(kind: string): string {
  if (kind === 'fuelConsumption') return 'l';
  if (kind === 'numberOfParticles') return '× 10¹⁵';
  return 'kg';
}
