import { readSheetRows } from '@server/platform/export/workbook-read';
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
  const headerOf = (text: string) => (['name', 'phone'] as const).find((key) => HEADERS[key].includes(text.toLowerCase()));
  const read = await readSheetRows(bytes, ['name', 'phone'] as const, headerOf);
  if ('problem' in read) {
    if (read.problem === 'unreadable') return refuse('not an .xlsx workbook');
    if (read.problem === 'noSheet') return refuse('the workbook has no worksheet');
    return refuse('row 1 must name the columns 姓名 (name) and 手机号 (phone)');
  }
  const rows = read.rows.map(({ row, cells }) => ({ row, ...cells }));
  if (rows.length === 0) refuse('the workbook lists nobody');
  if (rows.length > ResearchLimits.importRows) refuse(`at most ${ResearchLimits.importRows} rows`);
  return rows;
}
