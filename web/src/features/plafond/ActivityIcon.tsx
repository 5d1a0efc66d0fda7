import { Ban, BedDouble, Hammer, Hourglass, Truck, type LucideIcon } from 'lucide-react';
import type { DetectionState } from '@fleetdeck/shared';
import { useTranslation } from 'react-i18next';

const ICONS: Record<DetectionState, LucideIcon> = {
  DRIVE: Truck,
  WORK: Hammer,
  AVAILABILITY: Hourglass,
  REST: BedDouble,
  BLOCK: Ban,
};

/** A plafond state as icon plus word, so colour is never the only cue. */
export function ActivityIcon({
  state,
  withLabel = true,
}: {
  state: DetectionState;
  withLabel?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = ICONS[state];
  const label = t(`plafond.state_${state}`);
  return (
    <span className="plafond-state" data-state={state}>
      <Icon size={16} aria-hidden={withLabel} aria-label={withLabel ? undefined : label} />
      {withLabel && <span>{label}</span>}
    </span>
  );
}
