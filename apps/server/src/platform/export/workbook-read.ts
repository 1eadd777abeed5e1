import ExcelJS from 'exceljs';
import { typedCellText } from './workbook';

// The one way the server reads an uploaded workbook: a sheet whose first row names the columns (in any order, any
// language the caller's lookup knows), then one item a row, numbered as Excel numbers them.

/** A data row of an uploaded sheet: Excel's row number and the typed text of each column found. */
export type SheetRow<K extends string> = { row: number; cells: Record<K, string> };

/** What is wrong with an uploaded workbook, for the caller to word in its own refusal. */
export type WorkbookProblem = { problem: 'unreadable' } | { problem: 'noSheet' } | { problem: 'missingColumns'; missing: string[] };

/**
 * The data rows of the first sheet `pick` accepts (every sheet by default), columns found by their header texts
 * (`headerOf` answers the column a header names, or undefined); rows with every found cell empty are skipped.
 */
export async function readSheetRows<K extends string>(
  bytes: Buffer,
  columns: readonly K[],
  headerOf: (text: string) => K | undefined,
  pick: (sheet: ExcelJS.Worksheet) => boolean = () => true,
): Promise<{ rows: Array<SheetRow<K>> } | WorkbookProblem> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { problem: 'unreadable' };
  }
  const sheet = workbook.worksheets.find(pick);
  if (!sheet) return { problem: 'noSheet' };

  const positions = new Map<K, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = headerOf(typedCellText(cell));
    if (column !== undefined && !positions.has(column)) positions.set(column, col);
  });
  const missing = columns.filter((column) => !positions.has(column));
  if (missing.length > 0) return { problem: 'missingColumns', missing };

  const rows: Array<SheetRow<K>> = [];
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Object.fromEntries(columns.map((column) => [column, typedCellText(excelRow.getCell(positions.get(column)!))])) as Record<
      K,
      string
    >;
    if (Object.values<string>(cells).every((text) => text === '')) return;
    rows.push({ row: rowNumber, cells });
  });
  return { rows };
}
