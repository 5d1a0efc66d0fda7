import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Truck, UserRound } from 'lucide-react';
import { fleetAtom } from '../../data/fleetAtoms.js';
import type { UserConfig } from './tempUserConfig.js';

/** Live preview of a vehicle-list item, drawn from the first vehicle of the live fleet. */
export function ListItemPreview({ config }: { config: UserConfig }) {
  const { t } = useTranslation();
  const fleet = useAtomValue(fleetAtom);
  const truck = fleet ? fleet.trucks.values().next().value : undefined;
  const speed = truck?.lastpoint ? `${Math.round(truck.lastpoint.speed)} Km/h` : undefined;
  const values: Record<string, string | undefined> = { speed };
  const Icon = config.iconType === 'driver_activity' ? UserRound : Truck;

  return (
    <figure className="list-preview" aria-label={t('settings.preview')}>
      <figcaption>{t('settings.preview')}</figcaption>
      <div className="list-item" data-icon-color={config.iconColor}>
        <Icon aria-hidden size={20} />
        <strong data-testid="preview-title">{truck?.plate ?? '—'}</strong>
        <dl>
          {config.truckListItemFields.map((field) => (
            <div key={field}>
              <dt>{t(`fields.${field}`)}</dt>
              <dd>{values[field] ?? 'n.d.'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </figure>
  );
}
