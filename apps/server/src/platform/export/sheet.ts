import type { Bilingual, Locale } from '@yanxiu/contract/locale';
import type ExcelJS from 'exceljs';
import { chinaWall } from '@server/platform/time/china-time';

// The one way an export lays out a sheet: a bold header row in the caller's language, the columns' widths, one row per
// item. Cell texts are neutralised when the workbook is written (workbookBytes), so a sheet built here needs nothing more.

/** A column of an exported sheet: its header (both languages, or a text already in the caller's), width, and cell. */
export type SheetColumn<R> = {
  header: Bilingual | string;
  width: number;
  /** A cell's value; null and undefined leave it empty. */
  value: (row: R, locale: Locale) => string | number | null | undefined;
  /** Excel's number format for the whole column (e.g. '@' keeps phones as text). */
  numFmt?: string;
};

/** How the sheet shows: a frozen header row, or hidden from the person opening the file. */
export type SheetOptions = { freezeHeader?: boolean };

/** Adds a sheet of the rows under the columns' headers to the workbook and answers it. */
export function addColumnSheet<R>(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: ReadonlyArray<SheetColumn<R>>,
  rows: readonly R[],
  locale: Locale,
  options: SheetOptions = {},
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, options.freezeHeader ? { views: [{ state: 'frozen', ySplit: 1 }] } : undefined);
  sheet.columns = columns.map((column, index) => ({
    header: typeof column.header === 'string' ? column.header : column.header[locale],
    key: String(index),
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((column, index) => {
    if (column.numFmt) sheet.getColumn(index + 1).numFmt = column.numFmt;
  });
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row, locale) ?? ''));
  return sheet;
}

/** Adds a sheet of label/value pairs (a summary) without a header row. */
export function addPairSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  widths: readonly [number, number],
  pairs: ReadonlyArray<readonly [string, string | number]>,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = widths.map((width) => ({ width }));
  for (const pair of pairs) sheet.addRow([...pair]);
  return sheet;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as people in China read it in a sheet, `YYYY-MM-DD HH:mm:ss` (China's offset is whole hours: seconds agree). */
export function chinaDateTime(iso: string): string {
  const at = new Date(iso);
  return `${chinaWall(at)}:${twoDigits(at.getUTCSeconds())}`;
}

/** A download's name from its stem and the day it was made, e.g. 报名名单-20261121.xlsx. */
export function datedFileName(stem: string, day: string, extension = 'xlsx'): string {
  return `${stem}-${day.replaceAll('-', '')}.${extension}`;
}
