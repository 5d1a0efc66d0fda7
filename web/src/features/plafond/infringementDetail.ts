import type { TFunction } from 'i18next';
import { formatHm, formatHmUp, type InfringementDto } from '@fleetdeck/shared';

/** By how much an infringement went over or under its limit, in words (the card, the report). */
export function infringementDetail(
  f: InfringementDto,
  t: TFunction | ((key: string, options?: Record<string, unknown>) => string),
): string {
  if (f.limit === 0) return t('infringements.detail_late', { by: formatHmUp(f.by) });
  const values = { value: formatHm(f.value), limit: formatHm(f.limit), by: formatHmUp(f.by) };
  return t(f.value > f.limit ? 'infringements.detail_over' : 'infringements.detail_short', values);
}
