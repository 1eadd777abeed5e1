import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendWorkbook } from './download';
import { addColumnSheet, chinaDateTime, datedFileName, type SheetColumn } from './sheet';
import { workbookBytes } from './workbook';
import { readSheetRows } from './workbook-read';

type Person = { name: string; phone: string; hours: number | null };
const COLUMNS: Array<SheetColumn<Person>> = [
  { header: { 'zh-CN': '姓名', 'en-US': 'Name' }, width: 12, value: (row) => row.name },
  { header: { 'zh-CN': '手机号', 'en-US': 'Phone' }, width: 14, value: (row) => row.phone, numFmt: '@' },
  { header: 'Σ', width: 8, value: (row) => row.hours },
];
const people: Person[] = [
  { name: '=HYPERLINK("x")', phone: '13800000001', hours: 3 },
  { name: '王芳', phone: '13800000002', hours: null },
];

async function personWorkbook(locale: 'zh-CN' | 'en-US'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(workbook, 'People', COLUMNS, people, locale, { freezeHeader: true });
  return workbookBytes(workbook);
}

describe('export sheets', () => {
  it('lays out a bold header row in the language, widths, text columns and a frozen header, neutralising formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await personWorkbook('en-US')) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('People')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Phone', 'Σ']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(12);
    expect(sheet.getColumn(2).numFmt).toBe('@');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("x")');
    expect(sheet.getRow(3).getCell(3).value).toBe('');
  });

  it('reads an uploaded workbook back by its header texts, as typed', async () => {
    const headers: Record<string, 'name' | 'phone'> = { 姓名: 'name', 手机号: 'phone' };
    const read = await readSheetRows(await personWorkbook('zh-CN'), ['name', 'phone'] as const, (text) => headers[text]);
    expect(read).toEqual({
      rows: [
        { row: 2, cells: { name: '=HYPERLINK("x")', phone: '13800000001' } },
        { row: 3, cells: { name: '王芳', phone: '13800000002' } },
      ],
    });
    expect(await readSheetRows(await personWorkbook('en-US'), ['name'] as const, () => undefined)).toEqual({
      problem: 'missingColumns',
      missing: ['name'],
    });
    expect(await readSheetRows(Buffer.from('not a workbook'), ['name'] as const, () => 'name' as const)).toEqual({ problem: 'unreadable' });
  });

  it('writes China time and dated names', () => {
    expect(chinaDateTime('2026-11-24T16:05:09Z')).toBe('2026-11-25 00:05:09');
    expect(datedFileName('报名名单', '2026-11-21')).toBe('报名名单-20261121.xlsx');
  });

  it('sends a workbook as an uncached attachment under its name', async () => {
    const app = Fastify();
    const bytes = await personWorkbook('zh-CN');
    app.get('/file', (_request, reply) => sendWorkbook(reply, { fileName: '报名名单.xlsx', bytes }));
    const response = await app.inject({ url: '/file' });
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="____.xlsx"; filename*=UTF-8\'\'%E6%8A%A5%E5%90%8D%E5%90%8D%E5%8D%95.xlsx',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(bytes)).toBe(true);
    await app.close();
  });
});
