import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VehicleAlert } from '@fleetdeck/shared';

/** The derived alerts in the spec's wording: why the truck is drawn with the red warning. */
export function VehicleAlerts({ alerts }: { alerts: readonly VehicleAlert[] }) {
  const { t } = useTranslation();
  if (alerts.length === 0) return null;
  return (
    <section className="vehicle-alerts" aria-label={t('details.alerts')}>
      <ul>
        {alerts.map((alert) => (
          <li key={alert.code} data-alert={alert.code}>
            <TriangleAlert size={14} aria-hidden />
            {t(`alerts.${alert.code}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
