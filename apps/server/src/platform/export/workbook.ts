import type ExcelJS from 'exceljs';

// Every .xlsx the server hands out is written here, so no export can forget the formula guard below.

/**
 * What a spreadsheet may read as the start of a formula when someone edits or re-saves a cell: OWASP's CSV-injection
 * list (= + - @ tab carriage return) and the NUL that ASVS 1.2.10 adds.
 */
const FORMULA_START = /^[=+\-@\t\r\0]/;
/** A cell this module neutralised: the quote, then one of the characters above. */
const NEUTRALISED = /^'[=+\-@\t\r\0]/;

/** Text that would start a formula gets a leading single quote (OWASP's advice); any other text is returned as it is. */
export function neutraliseFormulaText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a person typed, from a cell this module neutralised: the quote comes off again so a round trip is exact. */
export function restoreFormulaText(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/** Neutralises one cell in place. Numbers, dates and real formulas (objects) are left alone: only text is user data. */
function neutraliseCell(cell: ExcelJS.Cell): void {
  const value = cell.value;
  if (typeof value === 'string') {
    const safe = neutraliseFormulaText(value);
    if (safe !== value) cell.value = safe;
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if ('richText' in value && value.richText.length > 0) {
    const [first, ...rest] = value.richText;
    cell.value = { richText: [{ ...first!, text: neutraliseFormulaText(first!.text) }, ...rest] };
  } else if ('hyperlink' in value && typeof value.text === 'string') {
    cell.value = { ...value, text: neutraliseFormulaText(value.text) };
  }
}

/** The workbook as .xlsx bytes, every text cell of every sheet neutralised first. The only way exports write a workbook. */
export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Buffer> {
  workbook.eachSheet((sheet) => {
    sheet.eachRow({ includeEmpty: false }, (row) => row.eachCell({ includeEmpty: false }, neutraliseCell));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The text of a cell as the person typed it: numbers in full (phones typed as numbers), rich text joined, trimmed, and
 * the quote this module adds on export taken off, so an exported file imports as it was. */
export function typedCellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  const text = typeof value === 'string' ? value : cell.text;
  return restoreFormulaText(text.trim()).trim();
}
