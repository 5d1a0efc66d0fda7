import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ANALYSER,
  formatHm,
  formatKm,
  formatWithUnit,
  isValidStopSeparation,
  type TimelineItem,
} from '@fleetdeck/shared';
import { shownRecap } from './reportData.js';

/** Stop separation typed in the field takes effect this long after the last key (spec: 2 s). */
const STOP_REDRAW_MS = 2000;

/** The analyser's title bar: back to the map, the title, and the screen's buttons. */
export function AnalyserHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="analyser-header">
      <Link to="/" className="back-link">
        <ArrowLeft size={16} aria-hidden />
        {t('analyser.back_to_map')}
      </Link>
      <h1>{title}</h1>
      {children}
    </header>
  );
}

/** The recap: durations, distances, GPS distances and fuel of the trips and stops shown. */
export function AnalyserRecap({ items }: { items: readonly TimelineItem[] }) {
  const { t } = useTranslation();
  const recap = shownRecap(items);
  return (
    <dl className="analyser-recap" aria-label={t('analyser.recap')}>
      <div>
        <dt>{t('analyser.total_duration')}</dt>
        <dd data-testid="recap-duration">{formatHm(recap.duration)}</dd>
      </div>
      <div>
        <dt>{t('analyser.total_distance')}</dt>
        <dd data-testid="recap-distance">{formatKm(recap.distance)}</dd>
      </div>
      <div>
        <dt>{t('analyser.total_gps_distance')}</dt>
        <dd>{formatKm(recap.gps_distance)}</dd>
      </div>
      <div>
        <dt>{t('analyser.total_fuel')}</dt>
        <dd>{formatWithUnit(recap.fuel_consumption, 'l', 1)}</dd>
      </div>
    </dl>
  );
}

/**
 * The stop-separation popover (spec part 2 section 2): a button in the timeline's header saying
 * the separation in use opens a field of 1 to 60 minutes. The timeline and the stops are made
 * again 2 s after the last key, not on every digit; a value out of range is said and not used.
 * A native popover: Escape or a click elsewhere closes it, and focus goes back to the button.
 */
export function StopSeparation({
  value,
  onChange,
}: {
  value: number;
  onChange: (v: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(String(value));
  const minutes = Number(text);
  const valid = isValidStopSeparation(minutes);
  useEffect(() => {
    if (!valid || minutes === value) return;
    const timer = setTimeout(() => onChange(minutes), STOP_REDRAW_MS);
    return () => clearTimeout(timer);
  }, [minutes, valid, value, onChange]);
  // Opened under its button (the top layer does not follow the page's layout by itself).
  useEffect(() => {
    const pop = popover.current;
    if (!pop) return;
    const place = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open' || !button.current) return;
      const box = button.current.getBoundingClientRect();
      pop.style.left = `${Math.max(8, Math.min(box.left, innerWidth - pop.offsetWidth - 8))}px`;
      pop.style.top = `${box.bottom + 4}px`;
      if (box.bottom + 4 + pop.offsetHeight > innerHeight)
        pop.style.top = `${Math.max(8, box.top - 4 - pop.offsetHeight)}px`;
      pop.querySelector('input')?.select();
    };
    pop.addEventListener('toggle', place);
    return () => pop.removeEventListener('toggle', place);
  }, []);
  return (
    <div className="analyser-separation">
      <button
        ref={button}
        type="button"
        popoverTarget={id}
        aria-haspopup="dialog"
        data-testid="stop-separation-button"
      >
        <SlidersHorizontal size={16} aria-hidden />
        {t('analyser.stops_from', { minutes: value })}
      </button>
      <div
        ref={popover}
        id={id}
        popover="auto"
        role="dialog"
        aria-label={t('analyser.stop_separation')}
        className="analyser-popover"
      >
        <label>
          {t('analyser.stop_separation')}
          <input
            type="number"
            min={ANALYSER.timelineBreakMin}
            max={ANALYSER.timelineBreakMax}
            value={text}
            aria-invalid={!valid}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && valid) {
                onChange(minutes);
                popover.current?.hidePopover();
              }
            }}
          />
        </label>
        {!valid && (
          <span role="alert" className="field-error">
            {t('analyser.separation_invalid', {
              min: ANALYSER.timelineBreakMin,
              max: ANALYSER.timelineBreakMax,
            })}
          </span>
        )}
      </div>
    </div>
  );
}
