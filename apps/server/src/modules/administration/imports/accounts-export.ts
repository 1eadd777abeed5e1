import { IMPORT_COLUMNS, type ImportColumn } from '@yanxiu/contract/administration-imports';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { workbookBytes } from '@server/platform/export/workbook';
import { IMPORT_HEADERS } from './import-workbook';

/** One exported account with every cell already in the caller's language. */
export type ExportRow = Record<ImportColumn, string> & { username: string; status: string };

const EXTRA_HEADERS = {
  username: { 'zh-CN': '用户名', 'en-US': 'Username' },
  status: { 'zh-CN': '状态', 'en-US': 'Status' },
} as const;

/**
 * The accounts as an .xlsx workbook. The import's columns come first under the import's headers, so a file exported,
 * corrected and uploaded again imports (its existing people are recognised by phone and name and left alone).
 */
export async function accountsWorkbook(rows: readonly ExportRow[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(locale === 'zh-CN' ? '账号' : 'Accounts');
  sheet.columns = [
    ...IMPORT_COLUMNS.map((column) => ({ header: IMPORT_HEADERS[column][locale], key: column, width: column === 'school' ? 32 : 16 })),
    { header: EXTRA_HEADERS.username[locale], key: 'username', width: 16 },
    { header: EXTRA_HEADERS.status[locale], key: 'status', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('phone').numFmt = '@';
  for (const row of rows) sheet.addRow(row);
  return workbookBytes(workbook);
}

/** The download's name, e.g. 账号-20261125.xlsx. */
export function accountsFileName(locale: Locale, day: string): string {
  return `${locale === 'zh-CN' ? '账号' : 'accounts'}-${day.replaceAll('-', '')}.xlsx`;
}

/** The template's name. */
export function templateFileName(locale: Locale): string {
  return locale === 'zh-CN' ? '教师导入模板.xlsx' : 'teacher-import-template.xlsx';
}
