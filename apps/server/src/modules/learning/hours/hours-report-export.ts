import type { HourCategory, HourRequirement, ReportRow } from '@yanxiu/contract/learning-hours';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { addColumnSheet, datedFileName, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { joinList } from '@server/platform/i18n/server-texts';
import { learningTexts } from '../learning.texts';
import { categoryLabel } from './hours-export';

/** The requirement report as an .xlsx workbook: one row per teacher, a column per category, headers in the caller's language. */
export async function reportWorkbook(
  rows: readonly ReportRow[],
  requirement: HourRequirement,
  categories: readonly HourCategory[],
  locale: Locale,
): Promise<Buffer> {
  const label = (code: string) => categoryLabel(categories, code, locale);
  const columns: Array<SheetColumn<ReportRow>> = [
    { header: { 'zh-CN': '姓名', 'en-US': 'Teacher' }, width: 12, value: (row) => row.teacherName },
    { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.schoolName ?? '' },
    { header: { 'zh-CN': '已获学时', 'en-US': 'Hours' }, width: 10, value: (row) => row.totalHours },
    { header: { 'zh-CN': '要求学时', 'en-US': 'Required' }, width: 10, value: () => requirement.totalHours ?? '' },
    { header: { 'zh-CN': '差额', 'en-US': 'Short by' }, width: 10, value: (row) => row.shortHours },
    ...categories.map((category) => ({
      header: label(category.code),
      width: 14,
      value: (row: ReportRow) => row.byCategory[category.code] ?? 0,
    })),
    {
      header: { 'zh-CN': '未达标类别', 'en-US': 'Categories short' },
      width: 28,
      value: (row) => joinList(locale, row.unmetCategories.map(label)),
    },
    { header: { 'zh-CN': '是否达标', 'en-US': 'Met' }, width: 10, value: (row) => learningTexts(locale, row.met ? 'yes' : 'no') },
  ];
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(workbook, learningTexts(locale, 'reportSheet', { year: requirement.year }), columns, rows, locale);
  return workbookBytes(workbook);
}

/** The download's name, e.g. 学时达标-2026-20261121.xlsx. */
export function reportFileName(locale: Locale, year: number, day: string): string {
  return datedFileName(`${learningTexts(locale, 'reportFile')}-${year}`, day);
}
