import type { HourCategory, HoursBreakdown } from '@yanxiu/contract/learning-hours';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { workbookBytes } from '@server/platform/export/workbook';

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
  return locale === 'zh-CN' ? category.labelZh : category.labelEn;
}

function addSheet(workbook: ExcelJS.Workbook, name: Label, locale: Locale, columns: Array<{ header: Label; width: number }>, rows: Array<Array<string | number>>) {
  const sheet = workbook.addWorksheet(name[locale]);
  sheet.columns = columns.map((column, index) => ({ header: column.header[locale], key: String(index), width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
}

/** The teacher's year as an .xlsx workbook. */
export async function hoursWorkbook(breakdown: HoursBreakdown, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const label = (code: string) => categoryLabel(breakdown.categories, code, locale);
  const yes: Label = { 'zh-CN': '是', 'en-US': 'Yes' };
  const no: Label = { 'zh-CN': '否', 'en-US': 'No' };
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
      [locale === 'zh-CN' ? `${breakdown.teacherName}（${breakdown.year}年）合计` : `${breakdown.teacherName} (${breakdown.year}) total`, breakdown.totalHours, breakdown.requirement.totalHours ?? ''],
      ...breakdown.byCategory.map((total) => [label(total.code), total.hours, total.required ?? '']),
      [locale === 'zh-CN' ? '是否达标' : 'Requirement met', breakdown.met ? yes[locale] : no[locale], ''],
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
      entry.reason ?? (entry.reversedByEntryId !== null ? (locale === 'zh-CN' ? '已冲销' : 'Reversed') : ''),
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
    breakdown.byMonth.map((month) => [locale === 'zh-CN' ? `${month.month}月` : String(month.month), month.hours]),
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
  return `${locale === 'zh-CN' ? '学时明细' : 'learning-hours'}-${teacherName}-${year}.xlsx`;
}
