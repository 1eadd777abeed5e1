import dayjs from 'dayjs';
import { DateField } from '@/shared/ui/DatePickers';

export type DayFieldProps = {
  /** A calendar day, `YYYY-MM-DD`, or null. */
  value?: string | null;
  onChange?: (day: string | null) => void;
  disabled?: boolean;
  ariaLabel: string;
  testId: string;
};

/**
 * A calendar day as the API and the tab's copy of the form keep it (`YYYY-MM-DD`, no zone): the picker's value is
 * made from it and written back as it, so the form's values stay plain JSON.
 */
export function DayField({ value, onChange, disabled, ariaLabel, testId }: DayFieldProps) {
  return (
    <DateField
      value={value ? dayjs(value, 'YYYY-MM-DD') : null}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : null)}
      format="YYYY-MM-DD"
      disabled={disabled}
      aria-label={ariaLabel}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}
