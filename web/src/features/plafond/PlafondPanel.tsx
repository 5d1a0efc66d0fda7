import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../ui/CloseButton.js';
import { Tabs } from '../../ui/Tabs.js';
import { CurrentActivityCard } from './CurrentActivityCard.js';
import { InfringementsCard } from './InfringementsCard.js';
import { PlafondCards } from './PlafondCards.js';
import type { PlafondEntry } from './plafondEntry.js';
import { TextOnlyPlafond } from './TextOnlyPlafond.js';
import './plafond.css';
import { useClock } from '../../i18n/useClock.js';

export interface PlafondPanelProps {
  entries: readonly PlafondEntry[];
  selectedDriverId: number | undefined;
  onSelectDriver: (id: number) => void;
  onClose: () => void;
}

/**
 * The driver plafond detail panel: title, last update, a driver 1 / driver 2 selector only when a
 * co-driver exists, the allowance cards (text only for a blocked driver) and the footer.
 */
export function PlafondPanel({
  entries,
  selectedDriverId,
  onSelectDriver,
  onClose,
}: PlafondPanelProps) {
  const { t } = useTranslation();
  const clock = useClock();
  const entry = entries.find((e) => e.driver.id === selectedDriverId) ?? entries[0];
  const plafond = entry?.plafond;
  const updated = plafond?.plafond.detectionDate;
  const details = (
    <>
      {entry && <CurrentActivityCard entry={entry} />}
      {plafond && plafond.plafond.detectionState === 'BLOCK' && (
        <TextOnlyPlafond plafond={plafond} />
      )}
      {plafond && plafond.plafond.detectionState !== 'BLOCK' && <PlafondCards plafond={plafond} />}
      {entry && <InfringementsCard key={entry.driver.id} driver={entry.driver} />}
    </>
  );
  return (
    <aside className="plafond-panel" aria-label={t('plafond.title')}>
      <header>
        <div>
          <h2>{t('plafond.title')}</h2>
          <p className="muted">
            {t('plafond.last_update')}:{' '}
            {updated
              ? clock.dateTimeSeconds(updated)
              : t('plafond.no_data')}
          </p>
        </div>
        <CloseButton onClick={onClose} label={t('plafond.close')} />
      </header>
      {entries.length > 1 && entry ? (
        <Tabs
          className="plafond-tabs"
          label={t('plafond.title')}
          tabs={entries.map((e) => ({
            key: String(e.driver.id),
            label: t(e.driver.position === 2 ? 'plafond.driver_2' : 'plafond.driver_1'),
          }))}
          selected={String(entry.driver.id)}
          onSelect={(key) => onSelectDriver(Number(key))}
        >
          {details}
        </Tabs>
      ) : (
        details
      )}
      <footer
        className="plafond-footer"
        data-unprocessable={entry?.status === 'unprocessable' || undefined}
      >
        {entry?.status === 'unprocessable'
          ? t('plafond.footer_unprocessable')
          : t('plafond.footer')}
      </footer>
    </aside>
  );
}
