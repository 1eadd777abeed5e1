import { ACCOUNT_IMPORT_MAX_ROWS, IMPORT_COLUMNS, type ImportColumn } from '@yanxiu/contract/administration-imports';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { typedCellText, workbookBytes } from '@server/platform/export/workbook';
import { AppError } from '@server/platform/http/app-error';
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

const SHEET_NAME: Record<Locale, string> = { 'zh-CN': '教师', 'en-US': 'Teachers' };
const LISTS_SHEET = 'lists';
/** How many rows of the template carry the drop-down lists. */
const TEMPLATE_ROWS = ACCOUNT_IMPORT_MAX_ROWS;

/** The drop-down lists of the template, by column: the labels in the caller's language. */
export type TemplateLists = Partial<Record<ImportColumn, readonly string[]>>;

/** The template: a header row, the code tables as drop-down lists on the columns that take codes, no data. */
export async function templateWorkbook(locale: Locale, lists: TemplateLists): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME[locale], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: IMPORT_HEADERS[column][locale], key: column, width: column === 'school' ? 32 : 16 }));
  sheet.getRow(1).font = { bold: true };
  // Phones stay text, so Excel neither rounds nor shows them as 1.38E+10.
  sheet.getColumn('phone').numFmt = '@';

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
    const validations = (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }).dataValidations;
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
  const zh = locale === 'zh-CN';
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    refuse(zh ? '无法读取该文件，请上传由模板填写的 .xlsx 文件' : 'The file cannot be read: upload an .xlsx file filled in from the template');
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.name !== LISTS_SHEET);
  if (!sheet) return refuse(zh ? '文件中没有工作表' : 'The file has no worksheet');

  const positions = new Map<ImportColumn, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = headerColumn.get(typedCellText(cell).toLowerCase());
    if (column && !positions.has(column)) positions.set(column, col);
  });
  const missing = IMPORT_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing.map((column) => IMPORT_HEADERS[column][locale]));
    refuse(zh ? `第 1 行缺少列：${names}` : `Row 1 lacks the columns: ${names}`);
  }

  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, typedCellText(excelRow.getCell(positions.get(column)!))])) as RawRow['cells'];
    if (Object.values(cells).every((text) => text === '')) return;
    rows.push({ row: rowNumber, cells });
  });
  if (rows.length > ACCOUNT_IMPORT_MAX_ROWS) {
    refuse(zh ? `文件超过 ${ACCOUNT_IMPORT_MAX_ROWS} 行，请分批导入` : `The file has more than ${ACCOUNT_IMPORT_MAX_ROWS} rows: import it in parts`);
  }
  return rows;
}
