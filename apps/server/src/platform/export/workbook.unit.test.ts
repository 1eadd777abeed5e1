import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { neutraliseFormulaText, restoreFormulaText, typedCellText, workbookBytes } from './workbook';

const HOSTILE = ['=HYPERLINK("http://evil.test","open")', '+1', '@SUM(A1)', '-2+3', '\t=1', '\r=1', "=cmd|' /C calc'!A0"];

async function reread(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('neutraliseFormulaText', () => {
  it('puts a single quote before text a spreadsheet would read as a formula', () => {
    for (const text of HOSTILE) expect(neutraliseFormulaText(text)).toBe(`'${text}`);
  });

  it('leaves other text alone, and the quote comes off again exactly', () => {
    for (const text of ['王芳', 'a=b', ' 1', "'quoted", '', '1-2']) expect(neutraliseFormulaText(text)).toBe(text);
    for (const text of [...HOSTILE, "'quoted", '王芳']) expect(restoreFormulaText(neutraliseFormulaText(text))).toBe(text);
  });
});

describe('workbookBytes', () => {
  it('writes hostile text as neutralised text on every sheet, keeps numbers numbers, and writes no formula', async () => {
    // XML reads a stored carriage return back as a line feed, so that one is checked by the pure tests above.
    const hostile = HOSTILE.filter((text) => !text.startsWith('\r'));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('data');
    sheet.addRow(['name', 'hours']);
    for (const text of hostile) sheet.addRow([text, -2]);
    sheet.addRow([{ richText: [{ text: '=1+1' }, { text: ' tail' }] }, { text: '@here', hyperlink: 'https://example.test/' }]);
    workbook.addWorksheet('second').addRow(['+86 138']);

    const bytes = await workbookBytes(workbook);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(bytes as unknown as ArrayBuffer);
    const data = read.getWorksheet('data')!;
    expect(hostile.map((_, index) => data.getRow(index + 2).getCell(1).value)).toEqual(hostile.map((text) => `'${text}`));
    expect(hostile.map((_, index) => data.getRow(index + 2).getCell(2).value)).toEqual(hostile.map(() => -2));
    expect(data.getRow(hostile.length + 2).getCell(1).text).toBe("'=1+1 tail");
    expect(data.getRow(hostile.length + 2).getCell(2).text).toBe("'@here");
    expect(read.getWorksheet('second')!.getCell('A1').value).toBe("'+86 138");
    read.eachSheet((each) => each.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula))));
  });

  it('reads back as the person typed it through typedCellText', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['=A1', ' +1 ', 13800000000, '王芳']);
    const row = (await reread(await workbookBytes(workbook))).getRow(1);
    expect([1, 2, 3, 4].map((col) => typedCellText(row.getCell(col)))).toEqual(['=A1', '+1', '13800000000', '王芳']);
  });
});
