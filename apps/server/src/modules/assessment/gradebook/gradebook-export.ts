import type { GradebookCell, GradebookColumn, GradebookRow } from '@yanxiu/contract/assessment-gradebook';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { addColumnSheet, datedFileName, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { gradebookTexts } from './gradebook.texts';

// The grade book as an .xlsx workbook: one row per teacher under the same columns as the page, in the caller's language.

/** The most rows one export writes; the workbook is built in memory, so it stays bounded. */
export const GRADEBOOK_EXPORT_MAX_ROWS = 20_000;

const score = (value: number | null, max: number | null) => (value === null ? '' : max === null ? String(value) : `${value}/${max}`);

/** A cell as a sheet shows it: the score with its pass, or the state while there is none. */
export function cellText(cell: GradebookCell, locale: Locale): string {
  const t = (key: Parameters<typeof gradebookTexts>[1]) => gradebookTexts(locale, key);
  const pass = (passed: boolean | null) => (passed === null ? '' : ` ${t(passed ? 'passed' : 'failed')}`);
  if (cell.kind === 'evaluation') return t(cell.answered ? 'answered' : 'notAnswered');
  if (cell.kind === 'exam') {
    if (cell.score !== null) return `${score(cell.score, cell.maxScore)}${pass(cell.passed)}`;
    return t(cell.state === 'none' ? 'notSat' : cell.state === 'open' ? 'sitting' : 'waitingGrader');
  }
  if (cell.score !== null) return `${score(cell.score, cell.maxScore)}${pass(cell.passed)}`;
  return t(cell.state === 'none' ? 'notSubmitted' : cell.state === 'graded' ? 'submitted' : cell.state);
}

function sheetColumns(columns: readonly GradebookColumn[], locale: Locale): Array<SheetColumn<GradebookRow>> {
  const t = (key: Parameters<typeof gradebookTexts>[1]) => gradebookTexts(locale, key);
  return [
    { header: t('teacher'), width: 12, value: (row) => row.teacherName },
    { header: t('school'), width: 28, value: (row) => row.schoolName },
    ...columns.map((column, index) => ({
      header: column.title,
      width: 16,
      value: (row: GradebookRow) => cellText(row.cells[index]!, locale),
    })),
    { header: t('completion'), width: 10, value: (row) => `${row.completedUnits}/${row.totalUnits}` },
    { header: t('state'), width: 10, value: (row) => t(row.state) },
    { header: t('hours'), width: 10, value: (row) => row.hours },
  ];
}

/** The book's rows as a workbook. */
export async function gradebookWorkbook(
  columns: readonly GradebookColumn[],
  rows: readonly GradebookRow[],
  locale: Locale,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addColumnSheet(workbook, gradebookTexts(locale, 'sheet'), sheetColumns(columns, locale), rows, locale, { freezeHeader: true });
  return workbookBytes(workbook);
}

/** The download's name, e.g. 成绩册-<programme>-20261129.xlsx. */
export function gradebookFileName(locale: Locale, programmeTitle: string, day: string): string {
  return datedFileName(`${gradebookTexts(locale, 'file')}-${programmeTitle.replace(/[\\/:*?"<>|]/g, '_')}`, day);
}
