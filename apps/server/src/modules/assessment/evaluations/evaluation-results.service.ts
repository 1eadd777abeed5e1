import type { EvaluationResults } from '@yanxiu/contract/assessment-evaluations';
import type { RequestContext } from '@server/platform/context/request-context';
import type { Download } from '@server/platform/export/download';
import { datedFileName } from '@server/platform/export/sheet';
import { chinaDay } from '@server/platform/time/china-time';
import { evaluationToManage } from './evaluation-access';
import type { StoredAnswer } from './evaluation-answers';
import { responseRateOf, tallyResults } from './evaluation-results';
import { evaluationTexts } from './evaluation.texts';
import { questionsOf, windowOf } from './evaluation-view';
import { resultsWorkbook } from './evaluation-workbook';
import { enrolledCounts } from './evaluations.repository';
import { responsesOf } from './responses.repository';

// Staff who manage a questionnaire read its results and download them. An anonymous questionnaire's responses hold no
// name, so neither the results nor the workbook can show one.

async function resultsAndResponses(ctx: RequestContext, evaluationId: number) {
  const evaluation = await evaluationToManage(ctx, ctx.db, evaluationId);
  const responses = await responsesOf(ctx.db, ctx.tenantId, evaluation.id);
  const enrolled = (await enrolledCounts(ctx.db, ctx.tenantId, [evaluation.programmeId])).get(evaluation.programmeId) ?? 0;
  const tallied = responses.map((row) => ({
    answers: row.answers as StoredAnswer[],
    respondent: evaluation.anonymous ? null : row.respondent,
  }));
  const window = windowOf(evaluation);
  const results: EvaluationResults = {
    evaluation: {
      id: evaluation.id,
      title: evaluation.title,
      anonymous: evaluation.anonymous,
      status: evaluation.status as EvaluationResults['evaluation']['status'],
      programmeId: evaluation.programmeId,
      programmeTitle: evaluation.programmeTitle,
      unitTitle: evaluation.unitTitle,
      window: { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() },
    },
    enrolledCount: enrolled,
    responseCount: responses.length,
    responseRate: responseRateOf(responses.length, enrolled),
    questions: tallyResults(questionsOf(evaluation), tallied),
  };
  return {
    results,
    rows: responses.map((row, index) => ({ ...tallied[index]!, answeredOn: row.answeredOn })),
    questions: questionsOf(evaluation),
  };
}

/** A questionnaire's results per question, its answers against the programme's enrolled teachers. */
export async function readEvaluationResults(ctx: RequestContext, evaluationId: number): Promise<EvaluationResults> {
  return (await resultsAndResponses(ctx, evaluationId)).results;
}

/** The results as a workbook: a summary, a sheet per question and the raw answers (names only when named). */
export async function exportEvaluationResults(ctx: RequestContext, evaluationId: number): Promise<Download> {
  const { results, rows, questions } = await resultsAndResponses(ctx, evaluationId);
  const bytes = await resultsWorkbook(results, questions, rows, ctx.locale);
  // The title names the file, without what a file system refuses in a name.
  const title = results.evaluation.title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);
  return { fileName: datedFileName(`${evaluationTexts(ctx.locale, 'resultsFile')}-${title}`, chinaDay()), bytes };
}
