import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { fleetStatusAtom } from '../data/fleetAtoms.js';
import { ToastStack } from '../features/toasts/ToastStack.js';
import { VehicleCard } from '../features/vehicle/VehicleCard.js';
import { FleetMap } from '../map/FleetMap.js';
import { companiesAtom } from './companies.js';

/** The map with its live status and the current company; a tick that changes neither renders nothing here. */
export function MapScreen() {
  const { t } = useTranslation();
  const fleet = useAtomValue(fleetStatusAtom);
  const companies = useAtomValue(companiesAtom);
  const state = fleet?.connection ?? 'connecting';
  return (
    <div className="map-screen">
      <FleetMap />
      <VehicleCard />
      <header className="status-bar" aria-live="polite">
        <strong>{t('app_name')}</strong>
        {companies?.current && (
          <span data-testid="current-company">{companies.current.business_name}</span>
        )}
        <span className="status-dot" data-state={state} aria-hidden />
        <span>{t(state)}</span>
        {fleet && (
          <span data-testid="vehicle-count">{t('vehicles_count', { count: fleet.trucks })}</span>
        )}
      </header>
      <ToastStack />
    </div>
  );
}
