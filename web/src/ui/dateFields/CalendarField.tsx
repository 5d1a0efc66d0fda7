import { DateField, type DateValue } from 'react-aria-components';
import { ariaProps, FieldLocale, FieldParts, type FieldCommon } from './FieldParts.js';

export interface CalendarFieldProps extends FieldCommon {
  /** The caller's text for the value, or '' for none. */
  value: string;
  onChange: (text: string) => void;
  /** The first and last values that can be entered, in the caller's text. */
  min?: string;
  max?: string;
}

interface CalendarFieldShape<T extends DateValue> {
  granularity: 'day' | 'minute';
  parse: (text: string) => T | null;
  text: (value: DateValue) => string;
}

/**
 * A react-aria DateField holding the caller's text: segments in the interface language's order,
 * arrows step the focused segment, digits fill it; a value the segments do not complete is none,
 * and the caller hears nothing until it is whole.
 */
export function CalendarField<T extends DateValue>({
  granularity,
  parse,
  text,
  value,
  onChange,
  min,
  max,
  ...common
}: CalendarFieldProps & CalendarFieldShape<T>) {
  return (
    <FieldLocale>
      <DateField<T>
        {...ariaProps(common)}
        granularity={granularity}
        hourCycle={24}
        value={parse(value)}
        minValue={min ? parse(min) : null}
        maxValue={max ? parse(max) : null}
        onChange={(next) => {
          if (next) onChange(text(next));
        }}
      >
        <FieldParts {...common} />
      </DateField>
    </FieldLocale>
  );
}
