import { QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { QUESTION_SHEET_COLUMNS, type QuestionSheetColumn } from '@yanxiu/contract/assessment-banks';
import { AssessmentLimits } from '@yanxiu/contract/limits';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { AppError } from '@server/platform/http/app-error';
import { joinList } from '@server/platform/i18n/server-texts';
import { addColumnSheet, addPairSheet, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { readSheetRows, type SheetRow } from '@server/platform/export/workbook-read';
import { QUESTION_SHEET_HEADERS } from './question-cells';
import { questionImportTexts as texts } from './question-import.texts';

// The question workbook: the template (an example row of every kind and an instructions sheet), an export in the very
// same columns, and the reading of a filled one back into rows numbered as Excel numbers them.

export type QuestionSheetRow = Record<QuestionSheetColumn, string>;

const WIDTHS: Record<QuestionSheetColumn, number> = {
  folder: 20,
  kind: 12,
  difficulty: 8,
  stem: 48,
  options: 36,
  answer: 20,
  explanation: 36,
  tags: 20,
};

const columns: Array<SheetColumn<QuestionSheetRow>> = QUESTION_SHEET_COLUMNS.map((column) => ({
  header: QUESTION_SHEET_HEADERS[column],
  width: WIDTHS[column],
  value: (row) => row[column],
  // Difficulty and answers stay text, so Excel neither turns 对 into a formula nor AC into anything else.
  numFmt: '@',
}));

/** A workbook of question rows under the headers in the caller's language (the template's and the export's). */
export async function questionWorkbook(locale: Locale, rows: readonly QuestionSheetRow[], instructions: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = addColumnSheet(workbook, texts(locale, 'questionsSheet'), columns, rows, locale, { freezeHeader: true });
  sheet.eachRow((row) => {
    row.alignment = { wrapText: true, vertical: 'top' };
  });
  if (instructions) {
    const lines = (
      ['instruction1', 'instruction2', 'instruction3', 'instruction4', 'instruction5', 'instruction6', 'instruction7'] as const
    ).map((key, index) => [String(index + 1), texts(locale, key)] as const);
    addPairSheet(workbook, texts(locale, 'instructionsSheet'), [4, 120], lines);
  }
  return workbookBytes(workbook);
}

/** The template's example rows: one of every kind, in the caller's language. */
export function exampleRows(locale: Locale): QuestionSheetRow[] {
  const kind = (value: (typeof QuestionKind.values)[number]) => QuestionKind.label(value, locale);
  const folder = texts(locale, 'exampleFolder');
  const tags = texts(locale, 'exampleTags');
  const zh = locale === 'zh-CN';
  return [
    {
      folder,
      kind: kind('single'),
      difficulty: '1',
      stem: texts(locale, 'exampleSingle'),
      options: zh ? 'A. 李白\nB. 杜甫\nC. 白居易' : 'A. Li Bai\nB. Du Fu\nC. Bai Juyi',
      answer: 'A',
      explanation: '',
      tags,
    },
    {
      folder,
      kind: kind('multiple'),
      difficulty: '2',
      stem: texts(locale, 'exampleMultiple'),
      options: zh ? 'A. 李白\nB. 苏轼\nC. 杜甫\nD. 辛弃疾' : 'A. Li Bai\nB. Su Shi\nC. Du Fu\nD. Xin Qiji',
      answer: 'AC',
      explanation: '',
      tags,
    },
    {
      folder,
      kind: kind('true_false'),
      difficulty: '2',
      stem: texts(locale, 'exampleTrueFalse'),
      options: '',
      answer: zh ? '对' : 'true',
      explanation: '',
      tags,
    },
    {
      folder,
      kind: kind('fill_blank'),
      difficulty: '3',
      stem: texts(locale, 'exampleFillBlank'),
      options: '',
      answer: zh ? '思故乡' : 'think of home;think of my home',
      explanation: '',
      tags,
    },
    {
      folder,
      kind: kind('short_answer'),
      difficulty: '4',
      stem: texts(locale, 'exampleShortAnswer'),
      options: '',
      answer: '',
      explanation: '',
      tags,
    },
  ];
}

const headerColumn = new Map<string, QuestionSheetColumn>(
  QUESTION_SHEET_COLUMNS.flatMap((column) =>
    Object.values(QUESTION_SHEET_HEADERS[column]).map((label) => [label.toLowerCase(), column] as const),
  ),
);

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', { issues: [{ path: 'body.file', message }] });
};

/** The data rows of a filled workbook's first sheet, numbered as Excel shows them; 400 when it cannot be read. */
export async function readQuestionRows(bytes: Buffer, locale: Locale): Promise<Array<SheetRow<QuestionSheetColumn>>> {
  const read = await readSheetRows(bytes, QUESTION_SHEET_COLUMNS, (text) => headerColumn.get(text.trim().toLowerCase()));
  if ('problem' in read) {
    if (read.problem === 'unreadable') return refuse(texts(locale, 'unreadable'));
    if (read.problem === 'noSheet') return refuse(texts(locale, 'noSheet'));
    const names = joinList(
      locale,
      read.missing.map((column) => QUESTION_SHEET_HEADERS[column as QuestionSheetColumn][locale]),
    );
    return refuse(texts(locale, 'missingColumns', { names }));
  }
  if (read.rows.length === 0) refuse(texts(locale, 'noRows'));
  if (read.rows.length > AssessmentLimits.importRows) refuse(texts(locale, 'tooManyRows', { max: AssessmentLimits.importRows }));
  return read.rows;
}
