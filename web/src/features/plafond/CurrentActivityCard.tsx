import { useTranslation } from 'react-i18next';
import { formatHm, formatHmUp, nextActivityState, type DriverPlafond } from '@fleetdeck/shared';
import { ActivityIcon } from './ActivityIcon.js';
import type { PlafondEntry } from './plafondEntry.js';
import { SessionRestIndicator } from './SessionRestIndicator.js';
import { useClock } from '../../i18n/useClock.js';

/** Driver name, card number and state; with the next activity and driving left while driving. */
export function CurrentActivityCard({ entry }: { entry: PlafondEntry }) {
  const { t } = useTranslation();
  const { driver, plafond } = entry;
  const state = plafond?.plafond.detectionState;
  return (
    <section className="plafond-card" aria-label={t('plafond.current_activity')}>
      <h3>
        {driver.name} {driver.surname}
      </h3>
      <p className="muted">
        {t('plafond.card')}: {driver.card ?? t('plafond.no_card')}
      </p>
      {!plafond && (
        <p className="muted">
          {entry.status === 'loading' ? t('plafond.loading') : t('plafond.no_data')}
        </p>
      )}
      {plafond && state && (
        <dl className="plafond-pairs">
          <dt>{t('plafond.current_activity')}</dt>
          <dd>
            <ActivityIcon state={state} />
          </dd>
          {state !== 'BLOCK' && (
            <>
              <dt>{t('plafond.next_activity')}</dt>
              <dd>
                {plafond.plafond.inRest ? (
                  <ActivityIcon state={nextActivityState(plafond.plafond)} />
                ) : (
                  t(`plafond.rest_${plafond.plafond.driveTypeNextRest ?? 'SESSION'}`)
                )}
              </dd>
            </>
          )}
          {state === 'DRIVE' && (
            <>
              <dt>{t('plafond.residual_driving')}</dt>
              <dd className="figure">{formatHm(plafond.plafond.drivePlafond)}</dd>
            </>
          )}
        </dl>
      )}
      {plafond?.view.restInProgress && <RestReading rest={plafond.view.restInProgress} />}
      {plafond && <SessionRestIndicator plafond={plafond} />}
    </section>
  );
}

/**
 * A rest under way read both ways: what it counts as if the driver drives now, and what it becomes
 * if it goes on (with when), so a dispatcher can decide whether to wait.
 */
function RestReading({ rest }: { rest: NonNullable<DriverPlafond['view']['restInProgress']> }) {
  const { t } = useTranslation();
  const clock = useClock();
  const next = rest.next;
  const reducedMatters = rest.countsAs === 'REDUCED_DAILY' || next?.becomes === 'REDUCED_DAILY';
  return (
    <div className="rest-reading" data-testid="rest-reading">
      <dl className="plafond-pairs">
        <dt>{t('rest_reading.title')}</dt>
        <dd className="figure">{formatHm(rest.duration)}</dd>
        <dt>{t('rest_reading.counts_as')}</dt>
        <dd>{t(`rest_reading.${rest.countsAs}`)}</dd>
      </dl>
      {next && (
        <p>
          {t('rest_reading.next', {
            reading: t(`rest_reading.${next.becomes}`),
            duration: formatHmUp(next.in),
            time: clock.time(next.at),
          })}
        </p>
      )}
      {reducedMatters && rest.reducedAllowed === false && (
        <p className="muted">{t('rest_reading.no_reduced_left')}</p>
      )}
    </div>
  );
}
