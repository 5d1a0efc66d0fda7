import { useAtom, useAtomValue } from 'jotai';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Truck } from '@fleetdeck/shared';
import { fleetAtom } from '../../data/fleetAtoms.js';
import { selectedTruckIdAtom } from '../../map/selectionAtoms.js';
import { CompactDrivingCard } from '../plafond/CompactDrivingCard.js';
import { DriversSelection } from '../plafond/DriversSelection.js';
import { PlafondPanel } from '../plafond/PlafondPanel.js';
import { usePlafondEntries } from '../plafond/usePlafondEntries.js';
import './vehicleCard.css';

/** The picked vehicle: plate, drivers, the compact driving-time card and the plafond panel. */
export function VehicleCard() {
  const [selectedId, select] = useAtom(selectedTruckIdAtom);
  const fleet = useAtomValue(fleetAtom);
  const truck = selectedId === undefined ? undefined : fleet?.trucks.get(selectedId);
  if (!truck) return null;
  // Keyed by truck: a newly picked truck starts on its own current driver, panel closed.
  return <VehicleDetails key={truck.id} truck={truck} onClose={() => select(undefined)} />;
}

function VehicleDetails({ truck, onClose }: { truck: Truck; onClose: () => void }) {
  const { t } = useTranslation();
  const entries = usePlafondEntries(truck);
  const [panelOpen, setPanelOpen] = useState(false);
  const [driverId, setDriverId] = useState<number | undefined>(undefined);
  const current = entries.find((e) => e.driver.id === driverId) ?? entries[0];

  useEffect(() => {
    // Esc closes the top panel: the plafond panel first, then the card.
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      if (panelOpen) setPanelOpen(false);
      else onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panelOpen, onClose]);

  return (
    <div className="vehicle-overlay">
      <section className="vehicle-card" aria-label={t('details.plate')}>
        <header>
          <h2 data-testid="vehicle-plate">{truck.plate}</h2>
          <button
            type="button"
            className="icon-button"
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <X size={18} aria-hidden />
          </button>
        </header>
        {entries.length === 0 ? (
          <p className="muted">{t('plafond.no_card')}</p>
        ) : (
          <DriversSelection entries={entries} />
        )}
        {current && <CompactDrivingCard entry={current} onOpen={() => setPanelOpen(true)} />}
      </section>
      {panelOpen && entries.length > 0 && (
        <PlafondPanel
          entries={entries}
          selectedDriverId={current?.driver.id}
          onSelectDriver={setDriverId}
          onClose={() => setPanelOpen(false)}
        />
      )}
    </div>
  );
}
