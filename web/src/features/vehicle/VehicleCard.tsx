import { useAtom } from 'jotai';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectedTruckIdAtom } from '../../map/selectionAtoms.js';
import { VehicleDetails } from './VehicleDetails.js';
import { useVehicle } from './useVehicle.js';
import './vehicleCard.css';

/** The picked vehicle's details over the map; closes with its button or Esc. */
export function VehicleCard() {
  const [selectedId, select] = useAtom(selectedTruckIdAtom);
  if (selectedId === undefined) return null;
  // Keyed by truck: a newly picked truck starts on its own current driver, panel closed.
  return <VehicleOverlay key={selectedId} id={selectedId} onClose={() => select(undefined)} />;
}

function VehicleOverlay({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const lookup = useVehicle({ id });
  const [panelOpen, setPanelOpen] = useState(false);

  useEffect(() => {
    // Esc closes the top panel: the plafond panel first, then the card.
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (panelOpen) setPanelOpen(false);
      else onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panelOpen, onClose]);

  const close = (
    <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
      <X size={18} aria-hidden />
    </button>
  );
  if (lookup.state !== 'ready') {
    return (
      <div className="vehicle-overlay">
        <section className="vehicle-card" aria-label={t('details.title')}>
          <header>{close}</header>
          <VehicleProblem state={lookup.state} />
        </section>
      </div>
    );
  }
  return (
    <div className="vehicle-overlay">
      <VehicleDetails
        className=""
        view={lookup.view}
        offline={lookup.offline}
        plafondOpen={panelOpen}
        onPlafondOpen={setPanelOpen}
        heading={
          <header>
            <h2 data-testid="vehicle-plate">{lookup.view.truck.plate}</h2>
            {close}
          </header>
        }
      />
    </div>
  );
}

/** Loading, or the spec's messages for a vehicle that is not there or a network that is not. */
export function VehicleProblem({ state }: { state: 'loading' | 'network' | 'missing' }) {
  const { t } = useTranslation();
  if (state === 'loading') return <p role="status">{t('common.loading')}</p>;
  return (
    <p role="alert" className="vehicle-message error" data-testid="vehicle-problem">
      {t(state === 'network' ? 'errors.network' : 'errors.vehicle_not_available')}
    </p>
  );
}
