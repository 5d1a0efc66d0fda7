import { useTranslation } from 'react-i18next';
import { formatHm, nextActivityState } from '@fleetdeck/shared';
import { ActivityIcon } from './ActivityIcon.js';
import type { PlafondEntry } from './plafondEntry.js';
import { SessionRestIndicator } from './SessionRestIndicator.js';

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
      {plafond && <SessionRestIndicator plafond={plafond} />}
    </section>
  );
}
