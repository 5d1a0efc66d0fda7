import { useAtomValue, useSetAtom } from 'jotai';
import { ChevronDown, ChevronRight, ExternalLink } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { selectedPassageAtom, selectPassageAtom } from './passageAtoms.js';
import type { PassageSearch } from './passageForm.js';
import {
  analyserPath,
  clockLabel,
  isOneDay,
  passageKey,
  type PassageRow,
} from './passageResults.js';

/** Up and down arrows move between the list's buttons (vehicles, passages, analyser links). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-nav]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = items[at + (event.key === 'ArrowDown' ? 1 : -1)];
  if (at < 0 || !next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The vehicles that passed, the first expanded: each passage from entry to exit, to the second.
 * A passage's button draws its track on the map; the arrow beside it opens the analyser over it.
 */
export function PassageResults({
  search,
  rows,
  timeZone,
}: {
  search: PassageSearch;
  rows: readonly PassageRow[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = useAtomValue(selectedPassageAtom);
  const select = useSetAtom(selectPassageAtom);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(rows[0] ? [rows[0].id] : []),
  );
  const withDate = !isOneDay(search.start, search.end, timeZone);
  const selectedKey = selected && passageKey(selected.id, selected.passage);
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="passage-vehicles" onKeyDown={moveFocus}>
      {rows.map((row) => {
        const open = expanded.has(row.id);
        const listId = `passages-${row.id}`;
        return (
          <li key={row.id} className="passage-vehicle">
            <button
              type="button"
              className="passage-vehicle-toggle"
              data-nav
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggle(row.id)}
            >
              {open ? (
                <ChevronDown size={16} aria-hidden />
              ) : (
                <ChevronRight size={16} aria-hidden />
              )}
              <strong>{row.plate}</strong>
              <span className="muted">
                {t('vehicle_passage.events', { count: row.passages.length })}
              </span>
            </button>
            {open && (
              <ul id={listId} aria-label={t('vehicle_passage.passages', { plate: row.plate })}>
                {row.passages.map((passage) => {
                  const key = passageKey(row.id, passage);
                  const entry = clockLabel(passage.start, timeZone, withDate);
                  const exit = clockLabel(passage.end, timeZone, withDate);
                  const isSelected = key === selectedKey;
                  return (
                    <li key={key} className="passage-row" data-selected={isSelected || undefined}>
                      <button
                        type="button"
                        className="passage-select"
                        data-nav
                        aria-pressed={isSelected}
                        aria-label={`${t('vehicle_passage.show_track')}: ${entry} – ${exit}`}
                        onClick={() => void select({ id: row.id, passage })}
                      >
                        <time dateTime={passage.start}>{entry}</time>
                        <span aria-hidden>–</span>
                        <time dateTime={passage.end}>{exit}</time>
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        data-nav
                        title={t('vehicle_passage.open_analyser')}
                        aria-label={`${t('vehicle_passage.open_analyser')}: ${row.plate} ${entry} – ${exit}`}
                        onClick={() => void navigate(analyserPath(row.id, passage, timeZone))}
                      >
                        <ExternalLink size={16} aria-hidden />
                      </button>
                      {isSelected && selected && selected.track.state !== 'ready' && (
                        <p
                          className={selected.track.state === 'error' ? 'error-text' : 'muted'}
                          role="status"
                        >
                          {t(
                            selected.track.state === 'error'
                              ? 'vehicle_passage.track_error'
                              : 'vehicle_passage.track_loading',
                          )}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
