import type { Locale } from '@yanxiu/contract/locale';
import type { StaffPortrait } from '@yanxiu/contract/portrait';
import ExcelJS from 'exceljs';
import { workbookBytes } from '@server/platform/export/workbook';

type Label = Record<Locale, string>;
type Row = StaffPortrait['records'][number];
/** Code -> name in the caller's language, for sections, subjects and phases. */
export type Names = { section: Map<string, Label>; subject: Map<string, Label>; phase: Map<string, Label> };

const yesNo = (value: boolean, locale: Locale) => (value ? (locale === 'zh-CN' ? '是' : 'Yes') : locale === 'zh-CN' ? '否' : 'No');

/**
 * The staff portrait as an .xlsx workbook in the caller's language: a sheet of the teachers (one row each) and a
 * sheet of the summary (teachers, behind, taking part, median hours, teachers per phase).
 */
export async function staffPortraitWorkbook(portrait: StaffPortrait, names: Names, locale: Locale): Promise<Buffer> {
  const name = (map: Map<string, Label>, code: string | null) => (code === null ? '' : (map.get(code)?.[locale] ?? code));
  const columns: Array<{ header: Label; width: number; value: (row: Row) => string | number }> = [
    { header: { 'zh-CN': '姓名', 'en-US': 'Teacher' }, width: 12, value: (row) => row.teacherName },
    { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.schoolName ?? '' },
    { header: { 'zh-CN': '学段', 'en-US': 'Section' }, width: 10, value: (row) => name(names.section, row.sectionCode) },
    { header: { 'zh-CN': '学科', 'en-US': 'Subject' }, width: 10, value: (row) => name(names.subject, row.subjectCode) },
    { header: { 'zh-CN': '发展阶段', 'en-US': 'Career phase' }, width: 14, value: (row) => name(names.phase, row.phaseCode) },
    { header: { 'zh-CN': '已获学时', 'en-US': 'Hours' }, width: 10, value: (row) => row.totalHours },
    { header: { 'zh-CN': '学时落后', 'en-US': 'Behind on hours' }, width: 12, value: (row) => yesNo(row.behind, locale) },
    { header: { 'zh-CN': '完成培训单元', 'en-US': 'Training units completed' }, width: 14, value: (row) => row.unitsCompleted },
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === 'zh-CN' ? `${portrait.year}年教师画像` : `Teachers ${portrait.year}`);
  sheet.columns = columns.map((column, index) => ({ header: column.header[locale], key: String(index), width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of portrait.records) sheet.addRow(columns.map((column) => column.value(row)));

  const summary = workbook.addWorksheet(locale === 'zh-CN' ? '汇总' : 'Summary');
  summary.columns = [{ width: 24 }, { width: 12 }];
  const zh = locale === 'zh-CN';
  summary.addRow([zh ? '教师人数' : 'Teachers', portrait.summary.teachers]);
  summary.addRow([zh ? '学时落后人数' : 'Behind on hours', portrait.summary.behind]);
  summary.addRow([zh ? '参加培训人数' : 'Took part in training', portrait.summary.participating]);
  summary.addRow([zh ? '学时中位数' : 'Median hours', portrait.summary.hoursMedian]);
  summary.addRow([zh ? '要求学时' : 'Required hours', portrait.requiredHours ?? '']);
  for (const phase of portrait.summary.phases) summary.addRow([phase.phaseCode === null ? (zh ? '未定阶段' : 'No phase') : name(names.phase, phase.phaseCode), phase.teachers]);
  return workbookBytes(workbook);
}

/** The download's name, e.g. 教师画像-2026-20261125.xlsx. */
export function staffPortraitFileName(locale: Locale, year: number, day: string): string {
  return `${locale === 'zh-CN' ? '教师画像' : 'teacher-portraits'}-${year}-${day.replaceAll('-', '')}.xlsx`;
}
