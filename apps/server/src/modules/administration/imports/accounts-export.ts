import { type ImportColumn } from '@yanxiu/contract/administration-imports';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { addColumnSheet, datedFileName, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { administrationTexts } from '../administration.texts';
import { importSheetColumns } from './import-workbook';

/** One exported account with every cell already in the caller's language. */
export type ExportRow = Record<ImportColumn, string> & { username: string; status: string };

const EXTRA_COLUMNS: Array<SheetColumn<ExportRow>> = [
  { header: { 'zh-CN': '用户名', 'en-US': 'Username' }, width: 16, value: (row) => row.username },
  { header: { 'zh-CN': '状态', 'en-US': 'Status' }, width: 10, value: (row) => row.status },
];

/**
 * The accounts as an .xlsx workbook. The import's columns come first under the import's headers, so a file exported,
 * corrected and uploaded again imports (its existing people are recognised by phone and name and left alone).
 */
export async function accountsWorkbook(rows: readonly ExportRow[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(
    workbook,
    administrationTexts(locale, 'accountsSheet'),
    [...importSheetColumns<ExportRow>(), ...EXTRA_COLUMNS],
    rows,
    locale,
  );
  return workbookBytes(workbook);
}

/** The download's name, e.g. 账号-20261125.xlsx. */
export function accountsFileName(locale: Locale, day: string): string {
  return datedFileName(administrationTexts(locale, 'accountsFile'), day);
}

/** The template's name. */
export function templateFileName(locale: Locale): string {
  return `${administrationTexts(locale, 'templateFile')}.xlsx`;
}
