import { Level } from '@yanxiu/contract/enums';
import type { Locale } from '@yanxiu/contract/locale';
import { choicesOf, PROFILE_COMMON_LABELS, PROFILE_FIELD_LABELS, PROFILE_KINDS, type AnyProfileRecord } from '@yanxiu/contract/profile';
import { VerificationState } from '@yanxiu/contract/profile-enums';
import ExcelJS from 'exceljs';
import { addColumnSheet, datedFileName, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { joinList } from '@server/platform/i18n/server-texts';
import { profileTexts } from '../profile.texts';
import type { z } from 'zod';

/** One of a kind's own fields as a person reads it: choices by their label, lists joined, booleans as yes or no. */
function fieldText(schema: z.ZodType, value: unknown, locale: Locale): string {
  const choices = choicesOf(schema);
  const label = (item: unknown) => (choices ? (choices.labels[String(item)]?.[locale] ?? String(item)) : String(item));
  if (Array.isArray(value)) return joinList(locale, value.map(label));
  if (typeof value === 'boolean') return profileTexts(locale, value ? 'yes' : 'no');
  return label(value);
}

/** The kind's own fields of a record as "label: value" pairs, in the kind's order, skipping empty ones. */
export function fieldsText(record: AnyProfileRecord, locale: Locale): string {
  const schemas = PROFILE_KINDS[record.kind].fields as Record<string, z.ZodType>;
  const fields = record.fields as Record<string, unknown>;
  return Object.entries(schemas)
    .filter(([name]) => fields[name] !== undefined && fields[name] !== null && fields[name] !== '')
    .map(([name, schema]) =>
      profileTexts(locale, 'fieldPair', {
        label: PROFILE_FIELD_LABELS[name as keyof typeof PROFILE_FIELD_LABELS][locale],
        value: fieldText(schema, fields[name], locale),
      }),
    )
    .join(profileTexts(locale, 'fieldSeparator'));
}

const COLUMNS: Array<SheetColumn<AnyProfileRecord>> = [
  { header: { 'zh-CN': '教师', 'en-US': 'Teacher' }, width: 12, value: (record) => record.teacherName },
  { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (record) => record.schoolName },
  { header: { 'zh-CN': '类别', 'en-US': 'Kind' }, width: 16, value: (record, locale) => PROFILE_KINDS[record.kind].label[locale] },
  { header: PROFILE_COMMON_LABELS.title, width: 36, value: (record) => record.title },
  { header: PROFILE_COMMON_LABELS.date, width: 12, value: (record) => record.date },
  {
    header: PROFILE_COMMON_LABELS.level,
    width: 10,
    value: (record, locale) => (record.level === null ? '' : Level.label(record.level, locale)),
  },
  { header: { 'zh-CN': '详细信息', 'en-US': 'Details' }, width: 60, value: fieldsText },
  { header: { 'zh-CN': '证明材料（份）', 'en-US': 'Evidence files' }, width: 10, value: (record) => record.evidence.length },
  { header: PROFILE_COMMON_LABELS.state, width: 10, value: (record, locale) => VerificationState.label(record.state, locale) },
  { header: PROFILE_COMMON_LABELS.reason, width: 30, value: (record) => record.reason ?? '' },
  { header: { 'zh-CN': '审核人', 'en-US': 'Decided by' }, width: 12, value: (record) => record.decidedByName ?? '' },
  { header: { 'zh-CN': '审核时间', 'en-US': 'Decided at' }, width: 20, value: (record) => record.decidedAt ?? '' },
];

/** The queue's records as an .xlsx workbook, one row per record, in the caller's language. */
export async function recordsWorkbook(records: readonly AnyProfileRecord[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(workbook, profileTexts(locale, 'recordsSheet'), COLUMNS, records, locale);
  return workbookBytes(workbook);
}

/** The download's name, e.g. 成长档案记录-20261121.xlsx. */
export function recordsFileName(locale: Locale, day: string): string {
  return datedFileName(profileTexts(locale, 'recordsFile'), day);
}
