import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seriousness } from '@fleetdeck/shared';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.js';
import type { PlafondDriver } from './plafondEntry.js';
import { infringementDetail } from './infringementDetail.js';
import { useDriverInfringements } from './useDriverInfringements.js';
import { useClock } from '../../i18n/useClock.js';

/** Shown before "show all": enough for a glance, the rest one click away. */
const FIRST = 5;
const CLASSES: readonly Seriousness[] = ['MSI', 'VSI', 'SI', 'MI'];

function SeverityBadge({ value }: { value: Seriousness }) {
  const { t } = useTranslation();
  return (
    <span className="severity" data-class={value} title={t('infringements.class_info')}>
      {t(`infringements.class_${value}`)}
    </span>
  );
}

/**
 * The driver's infringements of EU 561/2006 over the last 28 days, newest first, each with its
 * rule, article, when, by how much and its class under Regulation (EU) 2016/403.
 */
export function InfringementsCard({ driver }: { driver: PlafondDriver }) {
  const { t } = useTranslation();
  const hasCard = Boolean(driver.card);
  const { state, retry } = useDriverInfringements(hasCard ? driver.id : undefined);
  const [showAll, setShowAll] = useState(false);
  const clock = useClock();
  const when = (iso: string): string => clock.dateTime(iso);

  let body: React.ReactNode;
  if (!hasCard) body = <p className="muted">{t('infringements.no_card')}</p>;
  else if (!state || state.status === 'loading')
    body = (
      <p className="muted" role="status">
        {t('infringements.loading')}
      </p>
    );
  else if (state.status === 'error')
    body = (
      <ErrorWithRetry
        className="infringements-error"
        what={t('infringements.error')}
        detail={state.message}
        onRetry={retry}
      />
    );
  else {
    const list = [...state.data.infringements].reverse();
    const counts = CLASSES.map((c) => [c, list.filter((f) => f.seriousness === c).length] as const);
    const shown = showAll ? list : list.slice(0, FIRST);
    const historyFrom = state.data.history_from;
    const partial = historyFrom !== null && historyFrom > state.data.start_date;
    body = (
      <>
        {list.length === 0 ? (
          <p className="muted">{t('infringements.none')}</p>
        ) : (
          <>
            <p className="infringement-counts">
              {counts
                .filter(([, n]) => n > 0)
                .map(([c, n]) => (
                  <span key={c}>
                    <SeverityBadge value={c} /> <span className="figure">{n}</span>
                  </span>
                ))}
            </p>
            <ol className="infringement-list">
              {shown.map((f) => (
                <li key={`${f.rule}-${f.at}`} data-rule={f.rule}>
                  <SeverityBadge value={f.seriousness} />
                  <div>
                    <p>
                      <strong>{t(`infringements.rule_${f.rule}`)}</strong>{' '}
                      <span className="muted">{f.article}</span>
                    </p>
                    <p className="muted">
                      <time dateTime={f.at}>{when(f.at)}</time>
                      {f.ongoing && ` · ${t('infringements.ongoing')}`}
                    </p>
                    <p>{infringementDetail(f, t)}</p>
                  </div>
                </li>
              ))}
            </ol>
            {list.length > FIRST && (
              <button
                type="button"
                className="link-button"
                aria-expanded={showAll}
                onClick={() => setShowAll((v) => !v)}
              >
                {showAll
                  ? t('infringements.show_less')
                  : t('infringements.show_all', { count: list.length })}
              </button>
            )}
          </>
        )}
        {partial && (
          <p className="muted">{t('infringements.history_from', { date: when(historyFrom) })}</p>
        )}
      </>
    );
  }
  return (
    <section
      className="plafond-card infringements-card"
      aria-label={t('infringements.title')}
      aria-busy={hasCard && (!state || state.status === 'loading')}
    >
      <h3>{t('infringements.title')}</h3>
      {body}
    </section>
  );
}
