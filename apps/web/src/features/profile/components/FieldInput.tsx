import { Input, InputNumber, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayOfPicked, pickerDayOf } from '@/shared/format/picker-time';
import { currentLocale } from '@/shared/i18n/i18n';
import { DateField } from '@/shared/ui/DatePickers';
import { choiceOptions, type FieldDescriptor } from '../model/kind-fields';

/** A day field kept as YYYY-MM-DD in the form, shown in a date picker that takes a typed day too. */
export function DayPicker({
  value,
  onChange,
  id,
  label,
  notAfter,
  testId,
}: {
  value?: string | null;
  onChange?: (day: string | null) => void;
  id?: string;
  label: string;
  notAfter?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DateField
      id={id}
      value={pickerDayOf(value)}
      onChange={(day: Dayjs | null) => onChange?.(day ? dayOfPicked(day) : null)}
      disabledDate={notAfter ? (day) => day.format('YYYY-MM-DD') > notAfter : undefined}
      placeholder={t('profile.form.datePlaceholder')}
      aria-label={label}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

export type FieldInputProps = {
  field: FieldDescriptor;
  label: string;
  /** Set by the form item. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
};

/** The control of one of a kind's own fields, as its schema says: text, number, day, choice(s) or yes/no. */
export function FieldInput({ field, label, id, value, onChange }: FieldInputProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const testId = `field-${field.name}`;
  switch (field.control) {
    case 'choice':
      return (
        <Select<string>
          id={id}
          value={(value as string | undefined) ?? undefined}
          onChange={(next) => onChange?.(next)}
          options={choiceOptions(field, locale)}
          allowClear={!field.required}
          placeholder={t('profile.form.choose')}
          aria-label={label}
          data-testid={testId}
        />
      );
    case 'choices':
      return (
        <Select<string[]>
          id={id}
          mode="multiple"
          value={(value as string[] | undefined) ?? []}
          onChange={(next) => onChange?.(next)}
          options={choiceOptions(field, locale)}
          placeholder={t('profile.form.choose')}
          aria-label={label}
          data-testid={testId}
        />
      );
    case 'switch':
      return (
        <Switch
          id={id}
          checked={value === true}
          onChange={(checked) => onChange?.(checked)}
          checkedChildren={t('profile.common.yes')}
          unCheckedChildren={t('profile.common.no')}
          aria-label={label}
          data-testid={testId}
        />
      );
    case 'number':
      return (
        <InputNumber<number>
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(next)}
          min={field.min}
          max={field.max}
          step={field.step}
          precision={field.step !== undefined && field.step < 1 ? 1 : undefined}
          inputMode={field.step === 1 ? 'numeric' : 'decimal'}
          aria-label={label}
          style={{ width: '100%' }}
          data-testid={testId}
        />
      );
    case 'date':
      return (
        <DayPicker
          id={id}
          value={value as string | null | undefined}
          onChange={(day) => onChange?.(day ?? undefined)}
          label={label}
          testId={testId}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          maxLength={field.maxLength}
          showCount
          autoSize={{ minRows: 4, maxRows: 12 }}
          aria-label={label}
          data-testid={testId}
        />
      );
    default:
      return (
        <Input
          id={id}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          maxLength={field.maxLength}
          type={field.control === 'url' ? 'url' : 'text'}
          inputMode={field.control === 'url' ? 'url' : undefined}
          aria-label={label}
          data-testid={testId}
        />
      );
  }
}
