import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { fleetAtom } from './data/fleetAtoms.js';
import { FleetMap } from './map/FleetMap.js';
import './i18n/setup.js';

export function App() {
  const { t } = useTranslation();
  const fleet = useAtomValue(fleetAtom);
  const state = fleet?.connection ?? 'connecting';
  return (
    <div className="app">
      <FleetMap />
      <header className="status-bar" aria-live="polite">
        <strong>{t('app_name')}</strong>
        <span className="status-dot" data-state={state} aria-hidden />
        <span>{t(state)}</span>
        {fleet && (
          <span data-testid="vehicle-count">
            {t('vehicles_count', { count: fleet.trucks.size })}
          </span>
        )}
      </header>
    </div>
  );
}
