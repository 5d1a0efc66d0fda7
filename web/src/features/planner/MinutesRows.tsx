import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REACHABLE_AREAS } from '@fleetdeck/shared';

const MAX_ROWS = 5;
/** One hour: the times a reset goes back to. */
export const DEFAULT_MINUTES = [60];

/**
 * Reachable-area times in minutes (part 2 §2), for step 2's areas and the resource search: one or
 * more rows, at least 1 minute each; the first row cannot be removed; "reset areas" goes back to
 * one hour.
 */
export function MinutesRows({
  minutes,
  onChange,
}: {
  minutes: readonly (number | null)[];
  onChange: (minutes: (number | null)[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="planner-horizons">
        {minutes.map((value, i) => (
          <li key={i}>
            <label>
              {t('planner.area_minutes', { n: i + 1 })}
              <input
                type="number"
                min={REACHABLE_AREAS.minMinutes}
                step={1}
                required
                value={value ?? ''}
                onChange={(event) => {
                  const next = event.target.value.trim() === '' ? null : Number(event.target.value);
                  onChange(minutes.map((m, j) => (j === i ? next : m)));
                }}
              />
            </label>
            {i > 0 && (
              <button
                type="button"
                className="icon-button"
                aria-label={t('planner.remove_area', { n: i + 1 })}
                onClick={() => onChange(minutes.filter((_, j) => j !== i))}
              >
                <Trash2 size={16} aria-hidden />
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="planner-row">
        <button
          type="button"
          className="planner-add"
          disabled={minutes.length >= MAX_ROWS}
          onClick={() => onChange([...minutes, null])}
        >
          <Plus size={14} aria-hidden />
          {t('resources.add_area')}
        </button>
        <button type="button" onClick={() => onChange(DEFAULT_MINUTES)}>
          {t('resources.reset_areas')}
        </button>
      </div>
    </>
  );
}
