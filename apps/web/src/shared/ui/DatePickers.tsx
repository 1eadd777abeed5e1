import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ComponentProps, KeyboardEvent } from 'react';

// Every date picker of the app comes from here (a test holds the rule). antd's picker confirms a typed date on Enter,
// and the browser then went on to submit the form around it: Enter in the activity form's time range saved a draft
// and left the page, and in the publicity dialog (a form whose only field is the date) it published (issue 39).

/** Enter confirms the picker and stops there: the key press that would submit the form is cancelled. */
function keepEnterInPicker(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}

// The picker's own Enter handling (commit the typed date, open a closed panel) runs on keydown and stays untouched;
// the form is submitted by the key press that follows, which the wrapper cancels. `display: contents` gives the
// wrapper no box, so the picker lays out as if it were not there.
const WRAPPER = { display: 'contents' } as const;

/** antd's single-date picker props, one Dayjs value (antd's generic component types its value `unknown` otherwise). */
export type DateFieldProps = DatePickerProps<Dayjs, false>;
export type DateRangeFieldProps = ComponentProps<typeof DatePicker.RangePicker>;

/** antd's DatePicker, typed dates accepted, whose Enter never submits the form it sits in. */
export function DateField(props: DateFieldProps) {
  return (
    <span style={WRAPPER} onKeyPress={keepEnterInPicker}>
      <DatePicker {...props} />
    </span>
  );
}

/** antd's RangePicker, typed dates accepted, whose Enter never submits the form it sits in. */
export function DateRangeField(props: DateRangeFieldProps) {
  return (
    <span style={WRAPPER} onKeyPress={keepEnterInPicker}>
      <DatePicker.RangePicker {...props} />
    </span>
  );
}
