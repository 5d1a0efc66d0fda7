import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@fleetdeck/shared';
import { userTimeZone } from '../../app/session/session.js';
import { upstreamHealthAtom } from '../../data/liveAtoms.js';

/** Warns on the map when the relay cannot reach the vehicle data source (trucks upstream). */
export function UpstreamBanner() {
  const { t } = useTranslation();
  const health = useAtomValue(upstreamHealthAtom);
  const trucks = health?.find((h) => h.source === 'trucks');
  if (!trucks || trucks.state === 'ok') return null;
  // Never reached: no time to give, a message of its own ("last update at never" reads badly).
  const message =
    trucks.lastSuccessAt === null
      ? t('map.upstream_never')
      : t(trucks.state === 'down' ? 'map.upstream_down' : 'map.upstream_degraded', {
          time: formatDateTime(trucks.lastSuccessAt, userTimeZone()),
        });
  return (
    <div className="upstream-banner" role="alert" data-state={trucks.state}>
      {message}
    </div>
  );
}
