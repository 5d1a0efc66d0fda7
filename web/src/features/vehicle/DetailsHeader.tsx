import { useAtomValue } from 'jotai';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_STATUS_TOKENS, type Truck, type VehicleStatus } from '@fleetdeck/shared';
import { companiesAtom } from '../../app/companies.js';
import { CopyCoordinates } from './CopyCoordinates.js';
import { LastPointTime } from './LastPointTime.js';
import { useAddress } from './useAddress.js';

interface DetailsHeaderProps {
  truck: Truck;
  status: VehicleStatus;
  timeZone: string;
}

/** Vehicle details header (part 1 §2): plate, custom id, status, company, address, coordinates. */
export function DetailsHeader({ truck, status, timeZone }: DetailsHeaderProps) {
  const { t } = useTranslation();
  const companies = useAtomValue(companiesAtom);
  const lp = truck.lastpoint;
  const address = useAddress(lp?.lat, lp?.lng);
  const companyId = truck.details?.company;
  const company =
    companies?.list.find((c) => c.id === companyId)?.business_name ??
    (companyId != null ? String(companyId) : undefined);
  return (
    <div className="vehicle-header">
      <p className="vehicle-ids">
        {truck.details?.custom_id && (
          <span data-testid="vehicle-custom-id">{truck.details.custom_id}</span>
        )}
        <span
          className="status-chip"
          data-status={status}
          style={{ ['--chip' as string]: `var(--${VEHICLE_STATUS_TOKENS[status]}, var(--muted))` }}
        >
          {t(`vehicle.status.${status}`)}
        </span>
        {company && (
          <span className="muted" title={t('details.company')} data-testid="vehicle-company">
            {company}
          </span>
        )}
      </p>
      {lp && (
        <>
          <p className="vehicle-address">
            <MapPin size={14} aria-hidden />
            <span className="visually-hidden">{t('vehicle.address')}: </span>
            <span data-testid="vehicle-address">{address?.display_name ?? ''}</span>
          </p>
          <CopyCoordinates lat={lp.lat} lng={lp.lng} />
          <LastPointTime date={lp.date} timeZone={timeZone} />
        </>
      )}
    </div>
  );
}
