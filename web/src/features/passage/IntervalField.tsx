import { CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDay, formatDateTime, type DateRangeState } from '@fleetdeck/shared';
import { Dialog } from '../../ui/Dialog.js';
import { DateRangePicker } from '../analyser/DateRangePicker.js';
import { passageInstants } from './passageForm.js';

/**
 * Calendar days the picker spans: two, so an interval may run over midnight (a night shift); the
 * 24 hours are checked when searching, which says so in a toast.
 */
const PICKER_DAYS = 2;

interface IntervalFieldProps {
  range: DateRangeState;
  timeZone: string;
  onRange: (range: DateRangeState) => void;
}

/** The time interval: a button showing it, opening the date-range picker (no day after today). */
export function IntervalField({ range, timeZone, onRange }: IntervalFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [today] = useState(() => calendarDay(Date.now(), timeZone) ?? '');
  const instants = passageInstants(range, timeZone);
  const shown = instants
    ? `${formatDateTime(instants.start, timeZone)} – ${formatDateTime(instants.end, timeZone)}`
    : '';
  return (
    <div className="passage-field">
      <span className="passage-label" aria-hidden>
        {t('vehicle_passage.time_interval')}
      </span>
      <button
        type="button"
        className="passage-interval"
        aria-label={`${t('vehicle_passage.time_interval')}: ${shown}`}
        onClick={() => setPicking(true)}
      >
        <CalendarRange size={16} aria-hidden />
        <span>{shown}</span>
      </button>
      <Dialog
        title={t('vehicle_passage.time_interval')}
        open={picking}
        onClose={() => setPicking(false)}
      >
        <DateRangePicker
          value={range}
          today={today}
          options={{ maxDays: PICKER_DAYS, isLocked: (day) => day > today }}
          onApply={(next) => {
            onRange(next);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      </Dialog>
    </div>
  );
}
