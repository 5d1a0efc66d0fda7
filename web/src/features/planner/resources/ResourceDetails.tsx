import { useTranslation } from 'react-i18next';
import { formatEur, formatMetresAsKm, formatNumber } from '@fleetdeck/shared';
import type { FoundResource } from './resourceModel.js';

/** What tells resources of a kind apart: brand and price, spots and ratings, the load's trip. */
export function ResourceDetails({ resource }: { resource: FoundResource }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, digits = 2) => formatEur(amount, i18n.language, digits);
  const score = (value: number) => formatNumber(value, 1, i18n.language);
  // Along a route: where on it, then how far off it.
  const distance =
    resource.distance === undefined
      ? undefined
      : resource.along !== undefined
        ? t('resources.along_route', {
            km: formatMetresAsKm(resource.along),
            off: formatMetresAsKm(resource.distance),
          })
        : formatMetresAsKm(resource.distance);
  const lines: string[] = [];
  switch (resource.type) {
    case 'fuel': {
      const r = resource.reference;
      const diesel = r.prices?.[0];
      lines.push([r.flag, r.address ?? r.city].filter(Boolean).join(' · '));
      if (diesel) lines.push(`${diesel.description} ${money(diesel.price, 3)}`);
      break;
    }
    case 'parking': {
      const r = resource.reference;
      lines.push([r.address, r.province].filter(Boolean).join(' · '));
      const facts = [
        r.number_of_parking_spots != null &&
          `${t('resources.spots')}: ${r.number_of_parking_spots}`,
        r.reviews_rating != null && `${t('resources.rating')}: ${score(r.reviews_rating)}/5`,
        r.security_rating != null &&
          `${t('resources.security_rating')}: ${score(r.security_rating)}/5`,
        r.verified && t('resources.verified'),
        r.price_per_night != null &&
          `${t('resources.price_per_night')}: ${r.price_per_night > 0 ? money(r.price_per_night) : t('resources.free')}`,
      ];
      lines.push(facts.filter(Boolean).join(' · '));
      break;
    }
    case 'poi':
      lines.push(
        [resource.reference.description, resource.reference.note].filter(Boolean).join(' · '),
      );
      break;
    default: {
      const r = resource.reference;
      const place = (p: typeof r.pickUp) => [p.city, p.country].filter(Boolean).join(', ');
      lines.push(
        `${t('freight.pickup')}: ${place(r.pickUp)} → ${t('freight.delivery')}: ${place(r.delivery)}`,
      );
      lines.push([r.company?.name, r.freightDescription].filter(Boolean).join(' · '));
    }
  }
  return (
    <>
      {lines
        .filter((line) => line !== '')
        .map((line, i) => (
          <span key={i} className="resources-item-line">
            {line}
          </span>
        ))}
      {distance && <span className="resources-item-line muted">{distance}</span>}
    </>
  );
}
