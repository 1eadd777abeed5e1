import { hourCategoryName } from '@yanxiu/contract/hour-category-name';
import type { HourCategory, HoursBreakdown } from '@yanxiu/contract/learning-hours';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { addColumnSheet, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { learningTexts } from '../learning.texts';

// The breakdown of `/studyTime` as a workbook: a summary against the requirement, then the entries, months and
// programmes, with headers in the caller's language.

type Label = Record<Locale, string>;

const SOURCE_LABELS: Record<string, Label> = {
  lesson: { 'zh-CN': '课程学习', 'en-US': 'Lesson' },
  offline: { 'zh-CN': '线下培训', 'en-US': 'Offline session' },
  programme: { 'zh-CN': '培训项目', 'en-US': 'Programme' },
  declared: { 'zh-CN': '学时申报', 'en-US': 'Declared' },
  reversal: { 'zh-CN': '冲销', 'en-US': 'Reversal' },
};

/** A category's name in the language, or its code when the tenant no longer has it. */
export function categoryLabel(categories: readonly HourCategory[], code: string, locale: Locale): string {
  const category = categories.find((candidate) => candidate.code === code);
  if (!category) return code;
  return hourCategoryName(category, locale);
}

type Cells = Array<string | number>;

/** A sheet of ready rows: each column reads its own cell. */
function addSheet(
  workbook: ExcelJS.Workbook,
  name: Label,
  locale: Locale,
  columns: Array<{ header: Label; width: number }>,
  rows: Cells[],
) {
  const sheetColumns: Array<SheetColumn<Cells>> = columns.map((column, index) => ({ ...column, value: (row) => row[index] }));
  addColumnSheet(workbook, name[locale], sheetColumns, rows, locale);
}

/** The teacher's year as an .xlsx workbook. */
export async function hoursWorkbook(breakdown: HoursBreakdown, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const label = (code: string) => categoryLabel(breakdown.categories, code, locale);
  addSheet(
    workbook,
    { 'zh-CN': '学时汇总', 'en-US': 'Summary' },
    locale,
    [
      { header: { 'zh-CN': '项目', 'en-US': 'Item' }, width: 24 },
      { header: { 'zh-CN': '已获学时', 'en-US': 'Hours' }, width: 12 },
      { header: { 'zh-CN': '要求学时', 'en-US': 'Required' }, width: 12 },
    ],
    [
      [
        learningTexts(locale, 'hoursTotal', { teacher: breakdown.teacherName, year: breakdown.year }),
        breakdown.totalHours,
        breakdown.requirement.totalHours ?? '',
      ],
      ...breakdown.byCategory.map((total) => [label(total.code), total.hours, total.required ?? '']),
      [learningTexts(locale, 'requirementMet'), learningTexts(locale, breakdown.met ? 'yes' : 'no'), ''],
    ],
  );
  addSheet(
    workbook,
    { 'zh-CN': '学时明细', 'en-US': 'Entries' },
    locale,
    [
      { header: { 'zh-CN': '日期', 'en-US': 'Date' }, width: 12 },
      { header: { 'zh-CN': '名称', 'en-US': 'Title' }, width: 36 },
      { header: { 'zh-CN': '来源', 'en-US': 'Source' }, width: 12 },
      { header: { 'zh-CN': '类别', 'en-US': 'Category' }, width: 16 },
      { header: { 'zh-CN': '学时', 'en-US': 'Hours' }, width: 8 },
      { header: { 'zh-CN': '说明', 'en-US': 'Note' }, width: 30 },
    ],
    breakdown.entries.map((entry) => [
      entry.creditedOn,
      entry.title,
      SOURCE_LABELS[entry.source]?.[locale] ?? entry.source,
      label(entry.category),
      entry.hours,
      entry.reason ?? (entry.reversedByEntryId !== null ? learningTexts(locale, 'reversed') : ''),
    ]),
  );
  addSheet(
    workbook,
    { 'zh-CN': '按月统计', 'en-US': 'By month' },
    locale,
    [
      { header: { 'zh-CN': '月份', 'en-US': 'Month' }, width: 10 },
      { header: { 'zh-CN': '学时', 'en-US': 'Hours' }, width: 10 },
    ],
    breakdown.byMonth.map((month) => [learningTexts(locale, 'month', { month: month.month }), month.hours]),
  );
  addSheet(
    workbook,
    { 'zh-CN': '按项目统计', 'en-US': 'By programme' },
    locale,
    [
      { header: { 'zh-CN': '培训项目', 'en-US': 'Programme' }, width: 40 },
      { header: { 'zh-CN': '学时', 'en-US': 'Hours' }, width: 10 },
    ],
    breakdown.byProgramme.map((programme) => [programme.title, programme.hours]),
  );
  return workbookBytes(workbook);
}

/** The download's name, e.g. 学时明细-王芳-2026.xlsx. */
export function hoursFileName(locale: Locale, teacherName: string, year: number): string {
  return `${learningTexts(locale, 'hoursFile')}-${teacherName}-${year}.xlsx`;
}
