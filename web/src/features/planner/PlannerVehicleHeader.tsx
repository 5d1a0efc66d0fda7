import { useAtomValue } from 'jotai';
import { MapPin, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fleetAtom } from '../../data/fleetAtoms.js';
import { useAddress } from '../vehicle/useAddress.js';
import { plannerVehicleAtom } from './plannerAtoms.js';

/** Opened from a vehicle: its plate, driver and where it is (part 2 §2). */
export function PlannerVehicleHeader() {
  const { t } = useTranslation();
  const vehicle = useAtomValue(plannerVehicleAtom);
  const truck = useAtomValue(fleetAtom)?.trucks.get(vehicle?.id ?? -1);
  const address = useAddress(vehicle?.lat, vehicle?.lng);
  if (!vehicle) return null;
  const driver = truck?.lastpoint?.driver;
  return (
    <section className="planner-vehicle" aria-label={t('planner.vehicle')}>
      <p>
        <Truck size={16} aria-hidden />
        <strong data-testid="planner-plate">{truck?.plate ?? String(vehicle.id)}</strong>
        {driver && (
          <span className="muted">{[driver.name, driver.surname].filter(Boolean).join(' ')}</span>
        )}
      </p>
      <p className="muted">
        <MapPin size={14} aria-hidden />
        <span className="visually-hidden">{t('vehicle.address')}: </span>
        <span data-testid="planner-vehicle-address">{address?.display_name ?? ''}</span>
      </p>
    </section>
  );
}
