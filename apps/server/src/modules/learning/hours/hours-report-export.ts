import type { HourCategory, HourRequirement, ReportRow } from '@yanxiu/contract/learning-hours';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { workbookBytes } from '@server/platform/export/workbook';
import { categoryLabel } from './hours-export';

type Label = Record<Locale, string>;

/** The requirement report as an .xlsx workbook: one row per teacher, a column per category, headers in the caller's language. */
export async function reportWorkbook(rows: readonly ReportRow[], requirement: HourRequirement, categories: readonly HourCategory[], locale: Locale): Promise<Buffer> {
  const label = (code: string) => categoryLabel(categories, code, locale);
  const columns: Array<{ header: Label | string; width: number; value: (row: ReportRow) => string | number }> = [
    { header: { 'zh-CN': '姓名', 'en-US': 'Teacher' }, width: 12, value: (row) => row.teacherName },
    { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.schoolName ?? '' },
    { header: { 'zh-CN': '已获学时', 'en-US': 'Hours' }, width: 10, value: (row) => row.totalHours },
    { header: { 'zh-CN': '要求学时', 'en-US': 'Required' }, width: 10, value: () => requirement.totalHours ?? '' },
    { header: { 'zh-CN': '差额', 'en-US': 'Short by' }, width: 10, value: (row) => row.shortHours },
    ...categories.map((category) => ({ header: label(category.code), width: 14, value: (row: ReportRow) => row.byCategory[category.code] ?? 0 })),
    { header: { 'zh-CN': '未达标类别', 'en-US': 'Categories short' }, width: 28, value: (row) => row.unmetCategories.map(label).join(locale === 'zh-CN' ? '、' : ', ') },
    { header: { 'zh-CN': '是否达标', 'en-US': 'Met' }, width: 10, value: (row) => (row.met ? (locale === 'zh-CN' ? '是' : 'Yes') : locale === 'zh-CN' ? '否' : 'No') },
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === 'zh-CN' ? `${requirement.year}年学时达标` : `Hours ${requirement.year}`);
  sheet.columns = columns.map((column, index) => ({ header: typeof column.header === 'string' ? column.header : column.header[locale], key: String(index), width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return workbookBytes(workbook);
}

/** The download's name, e.g. 学时达标-2026-20261121.xlsx. */
export function reportFileName(locale: Locale, year: number, day: string): string {
  return `${locale === 'zh-CN' ? '学时达标' : 'learning-hours-report'}-${year}-${day.replaceAll('-', '')}.xlsx`;
}
