import type { PresenceReportRow } from '@yanxiu/contract/learning-presence';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { workbookBytes } from '@server/platform/export/workbook';

type Label = Record<Locale, string>;

const chinaTime = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', dateStyle: 'short', timeStyle: 'short', hour12: false });

/** The presence report as an .xlsx workbook: one row per lesson and teacher, headers in the caller's language. */
export async function presenceWorkbook(rows: readonly PresenceReportRow[], locale: Locale): Promise<Buffer> {
  const columns: Array<{ header: Label; width: number; value: (row: PresenceReportRow) => string | number }> = [
    { header: { 'zh-CN': '培训', 'en-US': 'Programme' }, width: 28, value: (row) => row.programmeTitle },
    { header: { 'zh-CN': '课程', 'en-US': 'Lesson' }, width: 28, value: (row) => row.unitTitle },
    { header: { 'zh-CN': '姓名', 'en-US': 'Teacher' }, width: 12, value: (row) => row.teacherName },
    { header: { 'zh-CN': '学校', 'en-US': 'School' }, width: 28, value: (row) => row.schoolName ?? '' },
    { header: { 'zh-CN': '抽查次数', 'en-US': 'Checks issued' }, width: 12, value: (row) => row.issued },
    { header: { 'zh-CN': '通过', 'en-US': 'Passed' }, width: 10, value: (row) => row.passed },
    { header: { 'zh-CN': '未通过', 'en-US': 'Missed' }, width: 10, value: (row) => row.missed },
    { header: { 'zh-CN': '其中课程提问通过', 'en-US': "Author's questions passed" }, width: 16, value: (row) => row.questionsPassed },
    { header: { 'zh-CN': '最近抽查（北京时间）', 'en-US': 'Last check (China time)' }, width: 20, value: (row) => chinaTime.format(new Date(row.lastIssuedAt)) },
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === 'zh-CN' ? '在场抽查' : 'Presence checks');
  sheet.columns = columns.map((column, index) => ({ header: column.header[locale], key: String(index), width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return workbookBytes(workbook);
}

/** The download's name, e.g. 在场抽查-20261125.xlsx. */
export function presenceFileName(locale: Locale, day: string): string {
  return `${locale === 'zh-CN' ? '在场抽查' : 'presence-checks'}-${day.replaceAll('-', '')}.xlsx`;
}
