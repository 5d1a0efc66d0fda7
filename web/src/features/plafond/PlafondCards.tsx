import { useTranslation } from 'react-i18next';
import { formatHm, type DriverPlafond } from '@fleetdeck/shared';
import { useClock } from '../../i18n/useClock.js';
import { Meter } from './Meter.js';

/** The full panel's allowance cards: working day, daily, weekly, two-weekly driving, rests. */
export function PlafondCards({ plafond }: { plafond: DriverPlafond }) {
  const { t } = useTranslation();
  const { dpv4, dpv5, dpv6, dpv7, dpv8 } = plafond.view;
  const dpv9 = plafond.view.dpv9 ?? [];
  const weeklyLeft =
    dpv6?.plafondWeeklyHours == null
      ? undefined
      : (dpv6.plafondWeeklyHours * 60 + (dpv6.plafondWeeklyMinutes ?? 0)) * 60;
  const clock = useClock();
  const when = (iso: string | null | undefined) => clock.dateTime(iso);
  return (
    <>
      <section className="plafond-card" aria-label={t('plafond.residual_commitment')}>
        <h3>{t('plafond.residual_commitment')}</h3>
        <p className="figure big">{formatHm(dpv4?.residualWorkingDay)}</p>
        <Meter label={t('plafond.working_day')} percent={dpv4?.percWorkingDay ?? 0} />
        <p className="muted">
          {when(dpv4?.startWorkingDay)} → {when(dpv4?.endWorkingDay)} · {t('plafond.bonus_rest')}:{' '}
          {dpv4?.bonus}
        </p>
      </section>
      <section className="plafond-card" aria-label={t('plafond.daily_driving')}>
        <h3>{t('plafond.daily_driving')}</h3>
        <p className="figure big">{formatHm(dpv5?.residualDrive)}</p>
        <Meter label={t('plafond.daily_driving')} percent={dpv5?.percDrivingDay ?? 0} />
        <p className="muted">
          {formatHm(dpv5?.dailyDrive)} · {t('plafond.bonus_drive')}: {dpv5?.bonus}
        </p>
      </section>
      <section className="plafond-card" aria-label={t('plafond.weekly_driving')}>
        <h3>{t('plafond.weekly_driving')}</h3>
        <p className="figure big">{formatHm(weeklyLeft)}</p>
        <Meter label={t('plafond.weekly_driving')} percent={dpv6?.percDrivingWeekly ?? 0} />
      </section>
      <section className="plafond-card" aria-label={t('plafond.biweekly_driving')}>
        <h3>{t('plafond.biweekly_driving')}</h3>
        <p className="figure big">{formatHm(dpv7?.residualDrive)}</p>
        <Meter label={t('plafond.biweekly_driving')} percent={dpv7?.percDrivingBiWeekly ?? 0} />
        <p className="muted">{formatHm(dpv7?.biweeklyDrive)}</p>
      </section>
      <section className="plafond-card" aria-label={t('plafond.last_weekly_rest')}>
        <h3>{t('plafond.last_weekly_rest')}</h3>
        {dpv8?.periodStart ? (
          <>
            <p className="figure">{formatHm(dpv8?.duration)}</p>
            <p className="muted">
              {when(dpv8?.periodStart)} → {when(dpv8?.periodEnd)}
            </p>
            <p>
              {t('plafond.next_weekly_rest')}: {dpv8?.nextDurationHours}h ·{' '}
              {when(dpv8?.nextStartPeriod)}
            </p>
          </>
        ) : (
          <p className="muted">{t('plafond.no_data')}</p>
        )}
      </section>
      <section
        className="plafond-card plafond-rests"
        data-layout={dpv9.length > 1 ? 'list' : 'single'}
        aria-label={t('plafond.rests_to_compensate')}
      >
        <h3>{t('plafond.rests_to_compensate')}</h3>
        {dpv9.length === 0 && <p className="muted">{t('plafond.no_rests_to_compensate')}</p>}
        <ul>
          {dpv9.map((rest) => (
            <li key={rest.periodStart ?? rest.nextStartPeriod ?? ''}>
              <span className="figure">
                {t('plafond.to_recover')}: {rest.recoveryHours}h
              </span>
              <span className="muted">
                {t('plafond.recover_by')} {when(rest.nextStartPeriod)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
