import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Truck as TruckIcon, UserRound } from 'lucide-react';
import { LIST_FIELD_KEYS, vehicleListLabel, type UserConfig } from '@fleetdeck/shared';
import { fleetAtom } from '../../data/fleetAtoms.js';
import { listFieldValue } from '../vehicles/vehicleFields.js';

/**
 * Live preview of a vehicle-list item, drawn from the first vehicle of the live fleet; its values
 * come from the list's own field renderer.
 */
export function ListItemPreview({ config }: { config: UserConfig }) {
  const { t } = useTranslation();
  const fleet = useAtomValue(fleetAtom);
  const truck = fleet?.trucks.values().next().value;
  const Icon = config.iconType === 'driver_activity' ? UserRound : TruckIcon;

  return (
    <figure className="list-preview" aria-label={t('settings.list.preview')}>
      <figcaption>{t('settings.list.preview')}</figcaption>
      <div className="list-item" data-icon-color={config.iconColor}>
        <Icon aria-hidden size={20} />
        <strong>{truck ? vehicleListLabel(truck, config.vehicleIdentification) : '—'}</strong>
        <dl>
          {config.truckListItemFields.map((field) => (
            <div key={field}>
              <dt>{t(LIST_FIELD_KEYS[field])}</dt>
              <dd>{listFieldValue(truck, field, t)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </figure>
  );
}
