import type { TFunction } from 'i18next';
import type { ResourceOrigin } from './resourceOrigins.js';
import { searchedMinutes, type ResourceSearchForm } from './resourceSearch.js';

/** A point offered as a search's centre, in words. */
export function originLabel(t: TFunction, origin: ResourceOrigin): string {
  if (origin.name) return origin.name;
  if (origin.corridor) return t('resources.origin_route');
  return origin.stage === null
    ? t('resources.origin_vehicle')
    : t('resources.origin_stage', { n: origin.stage, label: origin.label });
}

/** The collapsed form: what was searched, where ("within 10 km of stage 1: Verona"). */
export function searchSummary(
  t: TFunction,
  form: ResourceSearchForm,
  origin: ResourceOrigin,
): string {
  const kinds =
    form.kinds.length > 0
      ? form.kinds.map((k) => t(`resources.kind.${k}`)).join(', ')
      : t('resources.reachable_areas');
  const where =
    form.unit === 'km'
      ? t('resources.within_km', { km: form.radiusKm })
      : t('resources.within_min', { min: searchedMinutes(form) });
  return `${kinds} · ${where} · ${originLabel(t, origin)}`;
}
