import { useTranslation } from 'react-i18next';
import { formatHm } from '@fleetdeck/shared';
import { ActivityIcon } from './ActivityIcon.js';
import type { PlafondEntry } from './plafondEntry.js';
import { useClock } from '../../i18n/useClock.js';

/** The compact driving-time card of the vehicle details (hidden on small screens by CSS). */
export function CompactDrivingCard({ entry, onOpen }: { entry: PlafondEntry; onOpen: () => void }) {
  const { t } = useTranslation();
  const clock = useClock();
  const p = entry.plafond?.plafond;
  return (
    <section className="plafond-compact" aria-label={t('plafond.title')}>
      <p className="muted">
        {t('plafond.last_update')}:{' '}
        {p?.detectionDate
          ? clock.timeSeconds(p.detectionDate)
          : t('plafond.no_data')}
      </p>
      {p?.detectionState && <ActivityIcon state={p.detectionState} />}
      {p && (
        <dl className="plafond-pairs">
          <dt>{t('plafond.residual_driving')}</dt>
          <dd className="figure">{formatHm(p.drivePlafond)}</dd>
          <dt>{t('plafond.daily_driving')}</dt>
          <dd className="figure">{formatHm(p.dailyPlafondDrive)}</dd>
          <dt>{t('plafond.bonus_drive')}</dt>
          <dd className="figure">{p.driveBonus ?? t('plafond.no_data')}</dd>
        </dl>
      )}
      <button type="button" onClick={onOpen}>
        {t('plafond.open_detail')}
      </button>
    </section>
  );
}
