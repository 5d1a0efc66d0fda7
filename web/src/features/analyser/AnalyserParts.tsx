import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANALYSER,
  formatHm,
  isValidStopSeparation,
  timelineRecap,
  type TimelineItem,
} from '@fleetdeck/shared';

/** Stop separation typed in the field takes effect this long after the last key (spec: 2 s). */
const STOP_REDRAW_MS = 2000;

/** The recap: durations, distances, GPS distances and fuel of the trips and stops shown. */
export function AnalyserRecap({ items }: { items: readonly TimelineItem[] }) {
  const { t } = useTranslation();
  const recap = timelineRecap(items.filter((i) => i.type === 'moving' || i.type === 'stop'));
  return (
    <dl className="analyser-recap" aria-label={t('analyser.recap')}>
      <div>
        <dt>{t('analyser.total_duration')}</dt>
        <dd data-testid="recap-duration">{formatHm(recap.duration)}</dd>
      </div>
      <div>
        <dt>{t('analyser.total_distance')}</dt>
        <dd data-testid="recap-distance">{recap.distance.toFixed(2)} km</dd>
      </div>
      <div>
        <dt>{t('analyser.total_gps_distance')}</dt>
        <dd>{recap.gps_distance.toFixed(2)} km</dd>
      </div>
      <div>
        <dt>{t('analyser.total_fuel')}</dt>
        <dd>{recap.fuel_consumption.toFixed(1)} l</dd>
      </div>
    </dl>
  );
}

/**
 * The stop-separation popover's field (1 to 60 minutes): the timeline and the stops are made
 * again 2 s after the last key, not on every digit; a value out of range is said and not used.
 */
export function StopSeparation({
  value,
  onChange,
}: {
  value: number;
  onChange: (v: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const minutes = Number(text);
  const valid = isValidStopSeparation(minutes);
  useEffect(() => {
    if (!valid || minutes === value) return;
    const timer = setTimeout(() => onChange(minutes), STOP_REDRAW_MS);
    return () => clearTimeout(timer);
  }, [minutes, valid, value, onChange]);
  return (
    <label className="analyser-separation">
      {t('analyser.stop_separation')}
      <input
        type="number"
        min={ANALYSER.timelineBreakMin}
        max={ANALYSER.timelineBreakMax}
        value={text}
        aria-invalid={!valid}
        onChange={(e) => setText(e.target.value)}
      />
      {!valid && (
        <span role="alert" className="field-error">
          {t('analyser.separation_invalid', {
            min: ANALYSER.timelineBreakMin,
            max: ANALYSER.timelineBreakMax,
          })}
        </span>
      )}
    </label>
  );
}
