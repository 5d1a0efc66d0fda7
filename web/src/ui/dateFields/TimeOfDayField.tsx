import { TimeField } from 'react-aria-components';
import { ariaProps, FieldLocale, FieldParts, type FieldCommon } from './FieldParts.js';
import { timeText, timeValue } from './fieldValues.js';

interface TimeOfDayFieldProps extends FieldCommon {
  /** `HH:mm` (or `HH:mm:ss` with `seconds`), or '' for none. */
  value: string;
  onChange: (time: string) => void;
  seconds?: boolean;
}

/**
 * A time of day in segments. The hours run 0-23 in every language, as the one clock writes
 * times everywhere else (a Greek or English interface would default to 12 hours and show times
 * the screens around it never use).
 */
export function TimeOfDayField({
  value,
  onChange,
  seconds = false,
  ...common
}: TimeOfDayFieldProps) {
  return (
    <FieldLocale>
      <TimeField
        {...ariaProps(common)}
        granularity={seconds ? 'second' : 'minute'}
        hourCycle={24}
        value={timeValue(value)}
        onChange={(next) => {
          if (next) onChange(timeText(next, seconds));
        }}
      >
        <FieldParts {...common} />
      </TimeField>
    </FieldLocale>
  );
}
