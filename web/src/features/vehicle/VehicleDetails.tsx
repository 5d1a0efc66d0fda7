import { useState, type ReactNode } from 'react';
import { Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userTimeZone } from '../../app/session/session.js';
import { CompactDrivingCard } from '../plafond/CompactDrivingCard.js';
import { DriversSelection } from '../plafond/DriversSelection.js';
import { PlafondPanel } from '../plafond/PlafondPanel.js';
import { usePlafondEntries } from '../plafond/usePlafondEntries.js';
import { TruckTagsEditor } from '../tags/TruckTagsEditor.js';
import { AttributeTable } from './AttributeTable.js';
import { DetailsHeader } from './DetailsHeader.js';
import { LockPanel } from './LockPanel.js';
import { VehicleAlerts } from './VehicleAlerts.js';
import { vehicleAttributes } from './vehicleAttributes.js';
import { VehicleProbes } from './VehicleProbes.js';
import type { VehicleView } from './useVehicle.js';

interface VehicleDetailsProps {
  view: VehicleView;
  /** The card's title row: plate with close (map) or back (mobile page). */
  heading: ReactNode;
  className: string;
  offline: boolean;
  plafondOpen: boolean;
  onPlafondOpen: (open: boolean) => void;
}

/**
 * The body of the vehicle details, shared by the map's card and the mobile page: header, the
 * spec's messages, alerts, the lock panel, drivers and their plafond, and every attribute.
 */
export function VehicleDetails(props: VehicleDetailsProps) {
  const { view, heading, className, offline, plafondOpen, onPlafondOpen } = props;
  const { t } = useTranslation();
  const { truck, derived, hookedPlate } = view;
  const timeZone = userTimeZone();
  const entries = usePlafondEntries(truck);
  const [driverId, setDriverId] = useState<number | undefined>(undefined);
  const current = entries.find((e) => e.driver.id === driverId) ?? entries[0];
  const groups = vehicleAttributes(truck, { status: derived.status, hookedPlate, timeZone, t });

  return (
    <>
      <section className={`vehicle-card ${className}`} aria-label={t('details.title')}>
        {heading}
        <DetailsHeader truck={truck} status={derived.status} timeZone={timeZone} />
        <Link className="vehicle-action" to={`/analyser/${truck.id}`}>
          <Route size={16} aria-hidden />
          {t('analyser.open')}
        </Link>
        <TruckTagsEditor truck={truck} />
        {offline && (
          <p role="alert" className="vehicle-message error">
            {t('errors.network')}
          </p>
        )}
        {derived.status === 'no_points' && (
          <p role="alert" className="vehicle-message" data-testid="no-points">
            {t('vehicle.status.no_points')}
          </p>
        )}
        <VehicleAlerts alerts={derived.alerts.filter((a) => a.code !== 'no_points')} />
        <LockPanel truck={truck} />
        {truck.type !== 3 &&
          (entries.length === 0 ? (
            <p className="muted">{t('plafond.no_card')}</p>
          ) : (
            <DriversSelection entries={entries} />
          ))}
        {current && <CompactDrivingCard entry={current} onOpen={() => onPlafondOpen(true)} />}
        <VehicleProbes truck={truck} hookedPlate={hookedPlate} timeZone={timeZone} />
        <AttributeTable groups={groups} />
      </section>
      {plafondOpen && entries.length > 0 && (
        <PlafondPanel
          entries={entries}
          selectedDriverId={current?.driver.id}
          onSelectDriver={setDriverId}
          onClose={() => onPlafondOpen(false)}
        />
      )}
    </>
  );
}
