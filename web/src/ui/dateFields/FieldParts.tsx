import type { ReactNode } from 'react';
import { DateInput, DateSegment, FieldError, I18nProvider, Label } from 'react-aria-components';
import { useFieldLocale } from './useFieldLocale.js';
import './dateFields.css';

/** What every date and time field takes besides its value. */
export interface FieldCommon {
  /** The visible label (the accessible name of the field and of its segments). */
  label: string;
  /** Read by assistive technology only, where the row already shows what the field is. */
  hideLabel?: boolean;
  /** A problem in words: the field is marked invalid and says it below. */
  error?: string | null;
  isDisabled?: boolean;
  isRequired?: boolean;
  className?: string;
}

/** The field's locale around a react-aria field. */
export function FieldLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useFieldLocale()}>{children}</I18nProvider>;
}

/** Inside a react-aria DateField or TimeField: the label, the segments, the problem. */
export function FieldParts({ label, hideLabel, error }: FieldCommon) {
  return (
    <>
      <Label className={hideLabel ? 'visually-hidden' : 'date-field-label'}>{label}</Label>
      <DateInput className="date-input">
        {(segment) => <DateSegment segment={segment} className="date-segment" />}
      </DateInput>
      <FieldError className="error-text date-field-error">{error}</FieldError>
    </>
  );
}

/** The props react-aria takes from the common ones. */
export const ariaProps = ({ error, isDisabled, isRequired, className }: FieldCommon) => ({
  className: `date-field${className ? ` ${className}` : ''}`,
  // Only a problem is passed: `false` would hide react-aria's own marks (a day before the first).
  isInvalid: error ? true : undefined,
  isDisabled,
  isRequired,
  // The callers' rules decide what is valid and say it; react-aria only marks it (no native
  // validation bubble in the browser's language).
  validationBehavior: 'aria' as const,
  // Day and hour with two digits, as the clock writes them (03/12/2026 09:05).
  shouldForceLeadingZeros: true,
});
