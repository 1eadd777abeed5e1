import type { PresenceReportRow } from '@yanxiu/contract/learning-presence';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { addColumnSheet, datedFileName, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { chinaWall } from '@server/platform/time/china-time';
import { learningTexts } from '../learning.texts';

/** A moment as China's clock reads in the workbook, `2026/1/5 09:02` (the form a zh-CN short date and time take). */
function chinaTime(at: Date): string {
  const [day = '', time = ''] = chinaWall(at).split(' ');
  const [year, month, date] = day.split('-');
  return `${year}/${Number(month)}/${Number(date)} ${time}`;
}

/** The presence report as an .xlsx workbook: one row per lesson and teacher, headers in the caller's language. */
export async function presenceWorkbook(rows: readonly PresenceReportRow[], locale: Locale): Promise<Buffer> {
  const columns: Array<SheetColumn<PresenceReportRow>> = [
    { header: { 'zh-CN': '培训', 'en-US': 'Programme' }, width: 28, value: (row) => row.programmeTitle },
    { header: { 'zh-CN': '课程', 'en-US': 'Lesson' }, width: 28, value: (row) => row.unitTitle },
    { header: { 'zh-CN': '姓名', 'en-US': 'Teacher' }, width: 12, value: (row) => row.teacherName },
    { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.schoolName ?? '' },
    { header: { 'zh-CN': '抽查次数', 'en-US': 'Checks issued' }, width: 12, value: (row) => row.issued },
    { header: { 'zh-CN': '通过', 'en-US': 'Passed' }, width: 10, value: (row) => row.passed },
    { header: { 'zh-CN': '未通过', 'en-US': 'Missed' }, width: 10, value: (row) => row.missed },
    { header: { 'zh-CN': '其中课程提问通过', 'en-US': "Author's questions passed" }, width: 16, value: (row) => row.questionsPassed },
    {
      header: { 'zh-CN': '最近抽查（北京时间）', 'en-US': 'Last check (China time)' },
      width: 20,
      value: (row) => chinaTime(new Date(row.lastIssuedAt)),
    },
  ];
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(workbook, learningTexts(locale, 'presenceSheet'), columns, rows, locale);
  return workbookBytes(workbook);
}

/** The download's name, e.g. 在场抽查-20261125.xlsx. */
export function presenceFileName(locale: Locale, day: string): string {
  return datedFileName(learningTexts(locale, 'presenceFile'), day);
}
