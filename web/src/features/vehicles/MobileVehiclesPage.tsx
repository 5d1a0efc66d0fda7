import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useShellData } from '../../app/useShellData.js';
import { VehicleBrowser } from './VehicleBrowser.js';
import './vehicleList.css';

/** Mobile `/vehicles` (geofleet.vehicles): the list full screen; a row opens `/vehicle/<plate>`. */
export function MobileVehiclesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useShellData();
  return (
    <main className="mobile-vehicles">
      <header>
        <Link to="/" className="icon-button" aria-label={t('common.back')} title={t('common.back')}>
          <ArrowLeft size={20} aria-hidden />
        </Link>
        <h1>{t('sidebar.vehicles')}</h1>
      </header>
      <VehicleBrowser
        onOpen={(d) => void navigate(`/vehicle/${encodeURIComponent(d.truck.plate)}`)}
      />
    </main>
  );
}
