import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Truck as TruckIcon, UserRound } from 'lucide-react';
import {
  LIST_FIELD_KEYS,
  formatAltitude,
  formatSpeed,
  vehicleListLabel,
  type ListField,
  type Truck,
  type UserConfig,
} from '@fleetdeck/shared';
import { fleetAtom } from '../../data/fleetAtoms.js';

/** The preview's values; a field the vehicle does not report shows the spec's `n.d.`. */
function fieldValue(truck: Truck | undefined, field: ListField): string {
  const point = truck?.lastpoint;
  if (field === 'speed') return formatSpeed(point?.speed);
  if (field === 'altitude') return formatAltitude(point?.altitude);
  return formatSpeed(undefined);
}

/** Live preview of a vehicle-list item, drawn from the first vehicle of the live fleet. */
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
              <dd>{fieldValue(truck, field)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </figure>
  );
}
