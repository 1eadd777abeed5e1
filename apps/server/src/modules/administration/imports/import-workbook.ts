import { ACCOUNT_IMPORT_MAX_ROWS, IMPORT_COLUMNS, type ImportColumn } from '@yanxiu/contract/administration-imports';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { workbookBytes } from '@server/platform/export/workbook';
import { readSheetRows } from '@server/platform/export/workbook-read';
import { addColumnSheet, type SheetColumn } from '@server/platform/export/sheet';
import { AppError } from '@server/platform/http/app-error';
import { administrationTexts } from '../administration.texts';
import type { RawRow } from './import-rows';

// The teachers' workbook: the template staff download (headers in their language, the code tables as drop-down
// lists) and the reading of a filled one back into rows numbered as Excel numbers them.

/** The headers of the template's columns; a file may use either language's. */
export const IMPORT_HEADERS: Record<ImportColumn, Record<Locale, string>> = {
  name: { 'zh-CN': '姓名', 'en-US': 'Name' },
  gender: { 'zh-CN': '性别', 'en-US': 'Gender' },
  phone: { 'zh-CN': '手机号', 'en-US': 'Mobile phone' },
  school: { 'zh-CN': '学校', 'en-US': 'School' },
  section: { 'zh-CN': '学段', 'en-US': 'School section' },
  subject: { 'zh-CN': '学科', 'en-US': 'Subject' },
  title: { 'zh-CN': '职称', 'en-US': 'Professional title' },
  phase: { 'zh-CN': '发展阶段', 'en-US': 'Career phase' },
  roles: { 'zh-CN': '角色', 'en-US': 'Roles' },
};

const LISTS_SHEET = 'lists';
/** The import's columns as sheet columns (the template's, and the first of the accounts' export); phones stay text. */
export function importSheetColumns<R extends Partial<Record<ImportColumn, string>>>(): Array<SheetColumn<R>> {
  return IMPORT_COLUMNS.map((column) => ({
    header: IMPORT_HEADERS[column],
    width: column === 'school' ? 32 : 16,
    value: (row: R) => row[column],
    ...(column === 'phone' ? { numFmt: '@' } : {}),
  }));
}

/** How many rows of the template carry the drop-down lists. */
const TEMPLATE_ROWS = ACCOUNT_IMPORT_MAX_ROWS;

/** The drop-down lists of the template, by column: the labels in the caller's language. */
export type TemplateLists = Partial<Record<ImportColumn, readonly string[]>>;

/** The template: a header row, the code tables as drop-down lists on the columns that take codes, no data. */
export async function templateWorkbook(locale: Locale, lists: TemplateLists): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  // Phones stay text, so Excel neither rounds nor shows them as 1.38E+10.
  const sheet = addColumnSheet(workbook, administrationTexts(locale, 'templateSheet'), importSheetColumns(), [], locale, {
    freezeHeader: true,
  });

  // The lists live on a hidden sheet: an inline list is limited to 255 characters, too few for a district's schools.
  const listSheet = workbook.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
  IMPORT_COLUMNS.forEach((column, index) => {
    const items = lists[column];
    if (!items || items.length === 0) return;
    const listColumn = listSheet.getColumn(index + 1);
    listColumn.values = [IMPORT_HEADERS[column][locale], ...items];
    const letter = listColumn.letter;
    const target = sheet.getColumn(index + 1).letter;
    // The roles cell may name several roles, so a value outside the list is allowed there (the check judges it).
    const strict = column !== 'roles';
    const validations = (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } })
      .dataValidations;
    validations.add(`${target}2:${target}${TEMPLATE_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`${LISTS_SHEET}!$${letter}$2:$${letter}$${items.length + 1}`],
      showErrorMessage: strict,
      errorStyle: 'stop',
    });
  });
  return workbookBytes(workbook);
}

const headerColumn = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) => Object.values(IMPORT_HEADERS[column]).map((label) => [label.toLowerCase(), column] as const)),
);

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', { issues: [{ path: 'file', message }] });
};

/**
 * The data rows of a filled workbook's first sheet, numbered as Excel shows them; empty rows are skipped. Columns
 * are found by their headers (in either language, in any order), so a file saved from the export imports too.
 */
export async function readImportRows(bytes: Buffer, locale: Locale): Promise<RawRow[]> {
  const read = await readSheetRows(
    bytes,
    IMPORT_COLUMNS,
    (text) => headerColumn.get(text.toLowerCase()),
    (sheet) => sheet.name !== LISTS_SHEET,
  );
  if ('problem' in read) {
    if (read.problem === 'unreadable') return refuse(administrationTexts(locale, 'importUnreadable'));
    if (read.problem === 'noSheet') return refuse(administrationTexts(locale, 'importNoSheet'));
    const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      read.missing.map((column) => IMPORT_HEADERS[column as ImportColumn][locale]),
    );
    return refuse(administrationTexts(locale, 'importMissingColumns', { names }));
  }
  if (read.rows.length > ACCOUNT_IMPORT_MAX_ROWS)
    refuse(administrationTexts(locale, 'importTooManyRows', { max: ACCOUNT_IMPORT_MAX_ROWS }));
  return read.rows;
}
