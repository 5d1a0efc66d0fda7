import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMetresAsKm, formatZoned, type HandoverStop } from '@fleetdeck/shared';

/**
 * A team's change of driver in the breaks and rests table (issue 45): who takes the wheel, where
 * (the parking, or the point of the route) and when; it takes no time.
 */
export function HandoverRow({ handover, timeZone }: { handover: HandoverStop; timeZone: string }) {
  const { t } = useTranslation();
  const driver = t(handover.driver === 1 ? 'plafond.driver_1' : 'plafond.driver_2');
  return (
    <tr data-kind="handover" data-driver={handover.driver} data-arrival={handover.at}>
      <th scope="row">
        <span className="planner-pause-glyph" data-kind="handover" aria-hidden>
          <Users size={12} />
        </span>
        {t('planner.breaks.handover', { driver })}
        <span
          className="muted planner-pause-place"
          data-parking={handover.parkingName ? true : undefined}
        >
          {handover.parkingName ??
            t('planner.breaks.route_point', { km: formatMetresAsKm(handover.distanceFromStart) })}
        </span>
      </th>
      <td>
        <time dateTime={handover.at}>{formatZoned(handover.at, 'DD/MM HH:mm', timeZone)}</time>
      </td>
      <td>–</td>
    </tr>
  );
}
