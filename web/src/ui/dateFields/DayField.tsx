import { CalendarField, type CalendarFieldProps } from './CalendarField.js';
import { dayText, dayValue } from './fieldValues.js';

/** A calendar day (`YYYY-MM-DD`, '' for none), 03/12/2026 in Italian, 03.12.2026 in Polish. */
export function DayField(props: CalendarFieldProps) {
  return <CalendarField granularity="day" parse={dayValue} text={dayText} {...props} />;
}
