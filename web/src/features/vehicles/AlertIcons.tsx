import { useTranslation } from 'react-i18next';
import {
  BatteryExclamationPoint,
  BatteryLow,
  CalendarClock,
  ClockExclamationPoint,
  Gauge,
  IdCard,
  PlugZap,
  SatelliteDish,
  SignalZero,
  TriangleExclamationPoint,
  Unplug,
  type LucideIcon,
} from 'lucide-react';
import type { VehicleAlert } from '@fleetdeck/shared';

/** The shared rule's icon names (lucide's older spellings) to the components this lucide has. */
const ICONS: Record<string, LucideIcon> = {
  'battery-warning': BatteryExclamationPoint,
  'battery-low': BatteryLow,
  'id-card': IdCard,
  gauge: Gauge,
  unplug: Unplug,
  'plug-zap': PlugZap,
  'satellite-dish': SatelliteDish,
  'clock-alert': ClockExclamationPoint,
  'calendar-clock': CalendarClock,
  'signal-zero': SignalZero,
};

/**
 * Why a vehicle is red: the warning sign and one icon per alert, each named for screen readers
 * and in its tooltip (colour-blind modes never rely on hue alone).
 */
export function AlertIcons({ alerts }: { alerts: readonly VehicleAlert[] }) {
  const { t } = useTranslation();
  if (alerts.length === 0) return null;
  return (
    <span className="alert-icons" role="list" aria-label={t('alerts.title')}>
      <TriangleExclamationPoint className="alert-sign" size={14} aria-hidden />
      {alerts.map((alert) => {
        const Icon = ICONS[alert.icon] ?? TriangleExclamationPoint;
        const label = t(`alerts.${alert.code}`);
        return (
          <span key={alert.code} role="listitem" title={label} aria-label={label}>
            <Icon size={14} aria-hidden />
          </span>
        );
      })}
    </span>
  );
}
