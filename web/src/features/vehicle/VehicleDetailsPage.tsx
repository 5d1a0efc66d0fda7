import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useShellData } from '../../app/useShellData.js';
import { VehicleProblem } from './VehicleCard.js';
import { VehicleDetails } from './VehicleDetails.js';
import { useVehicle } from './useVehicle.js';
import './vehicleCard.css';

/** Mobile `/vehicle/:id` (geofleet.vehicle_details): the details full screen; id is the plate. */
export function VehicleDetailsPage() {
  const { t } = useTranslation();
  useShellData();
  const plate = useParams()['id'] ?? '';
  const lookup = useVehicle({ plate });
  const [panelOpen, setPanelOpen] = useState(false);
  const heading = (
    <header>
      <Link to="/vehicles" className="back-link">
        <ArrowLeft size={16} aria-hidden />
        {t('details.back_to_vehicles')}
      </Link>
      {lookup.state === 'ready' && <h2 data-testid="vehicle-plate">{lookup.view.truck.plate}</h2>}
    </header>
  );
  return (
    <main className="vehicle-page">
      {lookup.state === 'ready' ? (
        <VehicleDetails
          className="full"
          view={lookup.view}
          offline={lookup.offline}
          plafondOpen={panelOpen}
          onPlafondOpen={setPanelOpen}
          heading={heading}
        />
      ) : (
        <section className="vehicle-card full" aria-label={t('details.title')}>
          {heading}
          <VehicleProblem state={lookup.state} />
        </section>
      )}
    </main>
  );
}
