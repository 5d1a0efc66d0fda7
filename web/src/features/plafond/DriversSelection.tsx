import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentActivityCard } from './CurrentActivityCard.js';
import type { PlafondEntry } from './plafondEntry.js';

/** Up to two drivers, one expanded at a time (an accordion). */
export function DriversSelection({ entries }: { entries: readonly PlafondEntry[] }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(entries[0]?.driver.id);
  return (
    <div className="plafond-drivers">
      {entries.slice(0, 2).map((entry) => {
        const open = entry.driver.id === expanded;
        return (
          <div key={entry.driver.id} className="plafond-driver" data-expanded={open}>
            <button type="button" aria-expanded={open} onClick={() => setExpanded(entry.driver.id)}>
              <span className="muted">
                {t(entry.driver.position === 2 ? 'plafond.driver_2' : 'plafond.driver_1')}
              </span>{' '}
              {entry.driver.name} {entry.driver.surname}
            </button>
            {open && <CurrentActivityCard entry={entry} />}
          </div>
        );
      })}
    </div>
  );
}
