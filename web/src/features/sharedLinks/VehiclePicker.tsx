import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fleetAtom } from '../../data/fleetAtoms.js';

/** Matching vehicles listed at once; the search narrows a big fleet down. */
const MAX_SHOWN = 200;

interface VehiclePickerProps {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}

/** Vehicle multi-select with a search on plate and custom id, over the company's live fleet. */
export function VehiclePicker({ selected, onChange }: VehiclePickerProps) {
  const { t } = useTranslation();
  const fleet = useAtomValue(fleetAtom);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const trucks = useMemo(
    () =>
      [...(fleet?.trucks.values() ?? [])]
        .map((truck) => ({
          id: truck.id,
          plate: truck.plate,
          custom: truck.details?.custom_id ?? '',
        }))
        .sort((a, b) => a.plate.localeCompare(b.plate)),
    // Recomputed per live view: sorting a company's plates costs about a millisecond.
    [fleet],
  );
  const needle = query.trim().toLowerCase();
  const shown = trucks
    .filter((t) => !needle || `${t.plate} ${t.custom}`.toLowerCase().includes(needle))
    .slice(0, MAX_SHOWN);
  const toggle = (id: number): void => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };

  return (
    <fieldset className="vehicle-picker">
      <legend>
        {t('sharedlinks.vehicles')}{' '}
        <span className="muted">{t('sharedlinks.selected_count', { count: selected.size })}</span>
      </legend>
      <label htmlFor={searchId} className="visually-hidden">
        {t('common.search')}
      </label>
      <input
        id={searchId}
        type="search"
        placeholder={t('common.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="vehicle-options">
        {shown.map((truck) => (
          <li key={truck.id}>
            <label>
              <input
                type="checkbox"
                checked={selected.has(truck.id)}
                onChange={() => toggle(truck.id)}
              />
              <span>{truck.plate}</span>
              {truck.custom && <span className="muted">{truck.custom}</span>}
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="muted">{t('sharedlinks.no_vehicles')}</li>}
      </ul>
    </fieldset>
  );
}
