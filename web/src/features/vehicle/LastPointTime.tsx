import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, parseUtc } from '@fleetdeck/shared';
import { formatAge } from './dataAge.js';

/** The clock, re-read every `ms` while mounted (the data age ticks). */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** Absolute time of the last point in the user's zone, with its age ("12 s ago") ticking beside. */
export function LastPointTime({ date, timeZone }: { date: string; timeZone: string }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const at = parseUtc(date)?.valueOf();
  return (
    <p className="vehicle-last-point">
      <span className="muted">{t('details.last_point')}: </span>
      <time dateTime={date} className="figure">
        {formatDateTime(date, timeZone)}
      </time>
      {at !== undefined && (
        <span className="age figure" data-testid="vehicle-age">
          {formatAge(now - at, t)}
        </span>
      )}
    </p>
  );
}
