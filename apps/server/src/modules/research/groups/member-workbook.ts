import ExcelJS from 'exceljs';
import { typedCellText } from '@server/platform/export/workbook';
import { ResearchLimits } from '@yanxiu/contract/research';
import { AppError } from '@server/platform/http/app-error';

// The member list a leader imports: the first sheet, a header row naming the name and phone columns (either
// language, any order), then one person a row. Other columns are ignored, so an exported account list works too.

export type MemberRow = { row: number; name: string; phone: string };

const HEADERS: Record<'name' | 'phone', readonly string[]> = { name: ['姓名', 'name'], phone: ['手机号', '手机', 'phone'] };


const refuse = (message: string): never => {
  throw new AppError('UNPROCESSABLE', { issues: [{ path: 'body.fileId', message }] });
};

/** The data rows (Excel's row numbers) of a member workbook; a 422 naming what is wrong with the file. */
export async function readMemberRows(bytes: Buffer): Promise<MemberRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    refuse('not an .xlsx workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return refuse('the workbook has no worksheet');
  const positions = new Map<'name' | 'phone', number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = typedCellText(cell).toLowerCase();
    for (const key of ['name', 'phone'] as const) if (HEADERS[key].includes(text) && !positions.has(key)) positions.set(key, col);
  });
  if (!positions.has('name') || !positions.has('phone')) return refuse('row 1 must name the columns 姓名 (name) and 手机号 (phone)');
  const rows: MemberRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const name = typedCellText(excelRow.getCell(positions.get('name')!));
    const phone = typedCellText(excelRow.getCell(positions.get('phone')!));
    if (name !== '' || phone !== '') rows.push({ row: rowNumber, name, phone });
  });
  if (rows.length === 0) refuse('the workbook lists nobody');
  if (rows.length > ResearchLimits.importRows) refuse(`at most ${ResearchLimits.importRows} rows`);
  return rows;
}
