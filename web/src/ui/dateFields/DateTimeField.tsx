import { CalendarField, type CalendarFieldProps } from './CalendarField.js';
import { dateTimeText, dateTimeValue } from './fieldValues.js';

/**
 * A day and a time to the minute, 24 hours. The value is a wall time on the user's clock
 * (`YYYY-MM-DDTHH:mm` in their account's zone, never the browser's: see `wallTimeAt` and
 * `wallTimeInstant`), '' for none.
 */
export function DateTimeField(props: CalendarFieldProps) {
  return (
    <CalendarField granularity="minute" parse={dateTimeValue} text={dateTimeText} {...props} />
  );
}
