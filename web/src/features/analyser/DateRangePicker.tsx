import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canApplyRange,
  DATE_PICKER_DEFAULTS,
  setRangeTime,
  type DateRangeOptions,
  type DateRangeState,
} from '@fleetdeck/shared';
import { TimeOfDayField } from '../../ui/dateFields/index.js';
import { isBlockedDay, nextEnd, pickDay, type RangeEnd } from './pickRange.js';
import './DateRangePicker.css';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a UTC-midnight day number. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The days of a month's grid, weeks from Monday; `null` pads the first week. */
function monthGrid(year: number, month: number): (string | null)[] {
  const first = Date.UTC(year, month, 1);
  const lead = (new Date(first).getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const out: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) out.push(`${year}-${pad(month + 1)}-${pad(d)}`);
  return out;
}

/** A month's grid in weeks (rows of a WAI-ARIA grid: its days are its rows' cells). */
const weeksOf = (days: (string | null)[]): (string | null)[][] =>
  Array.from({ length: Math.ceil(days.length / 7) }, (_, w) => days.slice(w * 7, w * 7 + 7));

/** The month of the right-hand panel when the picker opens (see DateRangePicker). */
export function openingMonth(focus: Date, today: Date): { year: number; month: number } {
  const focused = focus.getUTCFullYear() * 12 + focus.getUTCMonth();
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const right = current === focused + 1 ? current : focused;
  return { year: Math.floor(right / 12), month: right % 12 };
}

interface DateRangePickerProps {
  value: DateRangeState;
  options: DateRangeOptions;
  /** The day the calendars open on (`YYYY-MM-DD`): the right-hand month shows it. */
  today: string;
  onApply: (range: DateRangeState) => void;
  onClose: () => void;
}

/**
 * The date-range picker of spec part 2 section 4: the first click sets the start, the second the
 * end (one before the start starts again), a click on a full range restarts; pressing the start's
 * or the end's field first makes the next click set that end (a later start, without a range
 * made first; see pickRange.ts); days beyond the
 * maximum and locked days cannot be picked; times reset to 00:00 and 23:59 on a new day; two
 * month panels of 276 px; apply only with both ends. Keyboard: arrows move between days, Enter
 * or Space picks, Page Up and Down change month.
 */
export function DateRangePicker({ value, options, today, onApply, onClose }: DateRangePickerProps) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState(value);
  const [editing, setEditing] = useState<RangeEnd>('auto');
  const target = nextEnd(state, editing);
  const [focus, setFocus] = useState(value.end ?? value.start ?? today);
  const anchor = new Date(dayMs(focus));
  // The right-hand panel holds the focused day, the left one the month before; when the focused
  // day is in the month before today's, the panels show both months, so today can be picked too
  // (a range ending on the 30th, reopened on the 1st).
  const [shown, setShown] = useState(() => openingMonth(anchor, new Date(dayMs(today))));
  const grid = useRef<HTMLDivElement>(null);
  const months = [
    { year: shown.month === 0 ? shown.year - 1 : shown.year, month: (shown.month + 11) % 12 },
    shown,
  ];
  const blocked = (day: string) => isBlockedDay(day, state, editing, options);
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      dayMs(day),
    );

  const moveFocus = (day: string) => {
    setFocus(day);
    const d = new Date(dayMs(day));
    const inPanels = months.some(
      (m) => m.year === d.getUTCFullYear() && m.month === d.getUTCMonth(),
    );
    if (!inPanels) setShown({ year: d.getUTCFullYear(), month: d.getUTCMonth() });
    // The day is focused at once when it is on screen (the next key goes to it); a day in
    // another month once that month is drawn.
    const button = () => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${day}"]`);
    if (inPanels) button()?.focus();
    else requestAnimationFrame(() => button()?.focus());
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      PageUp: -30,
      PageDown: 30,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveFocus(dayOf(dayMs(focus) + step * DAY_MS));
  };
  const shift = (by: number) =>
    setShown(({ year, month }) => {
      const m = month + by;
      return { year: year + Math.floor(m / 12), month: ((m % 12) + 12) % 12 };
    });
  const monthName = (year: number, month: number) =>
    new Intl.DateTimeFormat(i18n.language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(year, month, 1));
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + i),
    ),
  );
  const inRange = (day: string) =>
    state.start !== null && state.end !== null && day >= state.start && day <= state.end;

  return (
    <div className="date-range-picker">
      {!options.single && (
        <div className="date-range-ends" role="group" aria-label={t('date_picker.which_end')}>
          {(['start', 'end'] as const).map((end) => {
            const day = end === 'start' ? state.start : state.end;
            return (
              <button
                key={end}
                type="button"
                className="date-range-end"
                aria-pressed={target === end}
                disabled={end === 'end' && !state.start}
                onClick={() => setEditing(end)}
              >
                <span className="muted">{t(`date_picker.${end}`)}</span>
                <span>{day ? dayLabel(day) : '–'}</span>
              </button>
            );
          })}
        </div>
      )}
      <p className="muted" aria-live="polite">
        {target === 'start' ? t('date_picker.choose_start') : t('date_picker.choose_end')}
        {options.maxDays ? ` · ${t('date_picker.max_range', { days: options.maxDays })}` : ''}
      </p>
      <div className="date-range-months" ref={grid} onKeyDown={onKey}>
        {months.map(({ year, month }, i) => (
          <div
            key={`${year}-${month}`}
            className="date-range-month"
            style={{ width: DATE_PICKER_DEFAULTS.monthWidthPx }}
          >
            <header>
              {i === 0 ? (
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => shift(-1)}
                  aria-label={t('date_picker.previous_month')}
                >
                  <ChevronLeft size={16} aria-hidden />
                </button>
              ) : (
                <span />
              )}
              <strong>{monthName(year, month)}</strong>
              {i === 1 ? (
                <button
                  type="button"
                  className="icon-button"
                  onClick={() => shift(1)}
                  aria-label={t('date_picker.next_month')}
                >
                  <ChevronRight size={16} aria-hidden />
                </button>
              ) : (
                <span />
              )}
            </header>
            <div className="date-range-grid" role="grid" aria-label={monthName(year, month)}>
              <div className="date-range-row" aria-hidden>
                {weekdays.map((w, k) => (
                  <span key={k} className="date-range-weekday">
                    {w}
                  </span>
                ))}
              </div>
              {weeksOf(monthGrid(year, month)).map((week, w) => (
                <div key={w} role="row" className="date-range-row">
                  {week.map((day, k) => (
                    <span key={day ?? `pad-${k}`} role="gridcell" className="date-range-cell">
                      {day !== null && (
                        <button
                          key={day}
                          type="button"
                          data-day={day}
                          className="date-range-day"
                          tabIndex={day === focus ? 0 : -1}
                          disabled={blocked(day)}
                          aria-pressed={day === state.start || day === state.end}
                          aria-label={new Intl.DateTimeFormat(i18n.language, {
                            dateStyle: 'full',
                            timeZone: 'UTC',
                          }).format(dayMs(day))}
                          data-edge={day === state.start || day === state.end || undefined}
                          data-in-range={inRange(day) || undefined}
                          data-today={day === today || undefined}
                          onClick={() => {
                            setFocus(day);
                            const picked = pickDay(state, editing, day, options);
                            setState(picked.state);
                            setEditing(picked.editing);
                          }}
                        >
                          {Number(day.slice(8))}
                        </button>
                      )}
                    </span>
                  ))}
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      {DATE_PICKER_DEFAULTS.timeInputs && (
        <div className="date-range-times">
          <TimeOfDayField
            label={t('date_picker.start_time')}
            value={state.startTime}
            isDisabled={!state.start}
            onChange={(time) => setState((s) => setRangeTime(s, 'start', time))}
          />
          <TimeOfDayField
            label={t('date_picker.end_time')}
            value={state.endTime}
            isDisabled={!state.end}
            onChange={(time) => setState((s) => setRangeTime(s, 'end', time))}
          />
        </div>
      )}
      <footer className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!canApplyRange(state)}
          onClick={() => onApply(state)}
        >
          {t('date_picker.select')}
        </button>
      </footer>
    </div>
  );
}
