import type { Locale } from '@yanxiu/contract/locale';
import type { AnyProfileRecord, ProfileFieldName } from '@yanxiu/contract/profile';
import { formatList } from '@/shared/format/list';
import { formatDay } from '@/shared/format/date';
import { choiceLabel, fieldLabel, kindFields, type FieldDescriptor } from './kind-fields';

/** One of a record's own fields as read: its label, its value in words, and a link for a web address. */
export type FieldEntry = { name: ProfileFieldName; label: string; text: string; href?: string };

/** A field's value as a person reads it: choices by label, lists joined as the language joins them, days and yes/no. */
export function fieldText(field: FieldDescriptor, value: unknown, locale: Locale, yesNo: [string, string]): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.control) {
    case 'choice':
      return choiceLabel(field, String(value), locale);
    case 'choices':
      return formatList(
        (value as unknown[]).map((item) => choiceLabel(field, String(item), locale)),
        locale,
      );
    case 'switch':
      return value === true ? yesNo[0] : yesNo[1];
    case 'date':
      return formatDay(String(value), locale);
    default:
      return String(value);
  }
}

/** A record's own fields with a value, in the kind's order. */
export function fieldEntries(record: Pick<AnyProfileRecord, 'kind' | 'fields'>, locale: Locale, yesNo: [string, string]): FieldEntry[] {
  const values = record.fields as Record<string, unknown>;
  return kindFields(record.kind).flatMap((field) => {
    const text = fieldText(field, values[field.name], locale, yesNo);
    if (!text) return [];
    const entry: FieldEntry = { name: field.name, label: fieldLabel(field.name, locale), text };
    return [field.control === 'url' && /^https?:\/\//i.test(text) ? { ...entry, href: text } : entry];
  });
}
