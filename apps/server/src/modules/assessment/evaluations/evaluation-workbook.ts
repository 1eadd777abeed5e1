import type { DistrictEvaluationRow, EvaluationQuestion, EvaluationResults } from '@yanxiu/contract/assessment-evaluations';
import type { Locale } from '@yanxiu/contract/locale';
import ExcelJS from 'exceljs';
import { addColumnSheet, addPairSheet, type SheetColumn } from '@server/platform/export/sheet';
import { workbookBytes } from '@server/platform/export/workbook';
import { chinaWall } from '@server/platform/time/china-time';
import type { StoredAnswer } from './evaluation-answers';
import { evaluationTexts as texts } from './evaluation.texts';

// The evaluations' workbooks: a questionnaire's results (a summary, one sheet per question, the raw answers) and the
// district's view (one row per programme's questionnaire). Names appear only for a named questionnaire.

/** A raw row: the answers, the day and the respondent (null when anonymous). */
export type RawResponse = { answers: readonly StoredAnswer[]; respondent: string | null; answeredOn: string };

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** One answer as a cell's text. */
function answerText(question: EvaluationQuestion, answer: StoredAnswer | undefined): string | number {
  if (!answer || answer.kind !== question.kind) return '';
  if (answer.kind === 'rating') return answer.value;
  if (answer.kind === 'text') return answer.text;
  const options = question.kind === 'single' || question.kind === 'multiple' ? question.options : [];
  const chosen = answer.kind === 'single' ? [answer.option] : answer.options;
  return chosen.map((index) => options[index] ?? '').join('; ');
}

function addQuestionSheet(workbook: ExcelJS.Workbook, result: EvaluationResults['questions'][number], locale: Locale) {
  const name = texts(locale, 'questionSheet', { n: result.position + 1 });
  if (result.kind === 'rating') {
    const rows = result.counts.map((count, index) => ({ label: String(index + 1), count }));
    const sheet = addColumnSheet(workbook, name, countColumns(locale, texts(locale, 'rating'), result.answered), rows, locale);
    sheet.addRow([]);
    sheet.addRow([texts(locale, 'mean'), result.mean ?? '']);
    sheet.insertRow(1, [result.prompt]);
    return;
  }
  if (result.kind === 'text') {
    const columns: Array<SheetColumn<{ text: string; respondent: string | null }>> = [
      { header: texts(locale, 'answer'), width: 60, value: (row) => row.text },
      { header: texts(locale, 'respondent'), width: 14, value: (row) => row.respondent ?? '' },
    ];
    addColumnSheet(workbook, name, columns, result.texts, locale).insertRow(1, [result.prompt]);
    return;
  }
  addColumnSheet(workbook, name, countColumns(locale, texts(locale, 'option'), result.answered), result.options, locale).insertRow(1, [
    result.prompt,
  ]);
}

function countColumns(locale: Locale, first: string, answered: number): Array<SheetColumn<{ label: string; count: number }>> {
  return [
    { header: first, width: 30, value: (row) => row.label },
    { header: texts(locale, 'count'), width: 10, value: (row) => row.count },
    { header: texts(locale, 'share'), width: 10, value: (row) => (answered === 0 ? '' : percent(row.count / answered)) },
  ];
}

/** A questionnaire's results as .xlsx bytes. */
export async function resultsWorkbook(
  results: EvaluationResults,
  questions: readonly EvaluationQuestion[],
  rows: readonly RawResponse[],
  locale: Locale,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const { evaluation } = results;
  addPairSheet(
    workbook,
    texts(locale, 'summarySheet'),
    [16, 60],
    [
      [texts(locale, 'questionnaire'), evaluation.title],
      [texts(locale, 'programme'), evaluation.programmeTitle],
      [texts(locale, 'anonymity'), texts(locale, evaluation.anonymous ? 'anonymous' : 'named')],
      [texts(locale, 'window'), `${chinaWall(new Date(evaluation.window.opensAt))} – ${chinaWall(new Date(evaluation.window.closesAt))}`],
      [texts(locale, 'enrolled'), results.enrolledCount],
      [texts(locale, 'responses'), results.responseCount],
      [texts(locale, 'responseRate'), percent(results.responseRate)],
    ],
  );
  for (const result of results.questions) addQuestionSheet(workbook, result, locale);
  const raw: Array<SheetColumn<RawResponse>> = [
    // A named questionnaire's rows say who and when; an anonymous one's neither.
    ...(evaluation.anonymous
      ? []
      : [
          { header: texts(locale, 'respondent'), width: 14, value: (row: RawResponse) => row.respondent ?? '' },
          { header: texts(locale, 'answeredOn'), width: 12, value: (row: RawResponse) => row.answeredOn },
        ]),
    ...questions.map((question, index): SheetColumn<RawResponse> => ({
      header: `${index + 1}. ${question.prompt}`,
      width: 24,
      value: (row) => answerText(question, row.answers[index]),
    })),
  ];
  addColumnSheet(workbook, texts(locale, 'rawSheet'), raw, rows, locale, { freezeHeader: true });
  return workbookBytes(workbook);
}

/** The district's view as .xlsx bytes: one row per questionnaire, a column per rating question's mean. */
export async function districtWorkbook(rows: readonly DistrictEvaluationRow[], locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const mostRatings = Math.max(0, ...rows.map((row) => row.ratings.length));
  const columns: Array<SheetColumn<DistrictEvaluationRow>> = [
    { header: texts(locale, 'programme'), width: 32, value: (row) => row.programmeTitle },
    { header: texts(locale, 'organiser'), width: 20, value: (row) => row.organiserName },
    { header: texts(locale, 'questionnaire'), width: 28, value: (row) => row.title },
    { header: texts(locale, 'anonymity'), width: 10, value: (row) => texts(locale, row.anonymous ? 'anonymous' : 'named') },
    { header: texts(locale, 'enrolled'), width: 10, value: (row) => row.enrolledCount },
    { header: texts(locale, 'responses'), width: 10, value: (row) => row.responseCount },
    { header: texts(locale, 'responseRate'), width: 10, value: (row) => percent(row.responseRate) },
    ...Array.from({ length: mostRatings }, (_, index): SheetColumn<DistrictEvaluationRow> => ({
      header: `${texts(locale, 'mean')} ${index + 1}`,
      width: 28,
      value: (row) => {
        const rating = row.ratings[index];
        return rating ? `${rating.prompt}: ${rating.mean ?? '-'} / ${rating.scale}` : '';
      },
    })),
  ];
  addColumnSheet(workbook, texts(locale, 'summarySheet'), columns, rows, locale, { freezeHeader: true });
  return workbookBytes(workbook);
}
