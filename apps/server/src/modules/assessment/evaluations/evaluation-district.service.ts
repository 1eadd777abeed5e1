import type {
  DistrictEvaluationRow,
  DistrictEvaluationsExportQuery,
  DistrictEvaluationsQuery,
} from '@yanxiu/contract/assessment-evaluations';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import type { Download } from '@server/platform/export/download';
import { datedFileName } from '@server/platform/export/sheet';
import { chinaDay } from '@server/platform/time/china-time';
import { assessmentAccess } from '../assessment.access';
import { responseRateOf } from './evaluation-results';
import { evaluationTexts } from './evaluation.texts';
import { questionsOf, windowOf } from './evaluation-view';
import { districtWorkbook } from './evaluation-workbook';
import { enrolledCounts, listEvaluations, responseCounts, type EvaluationRow } from './evaluations.repository';
import { ratingMeansOf } from './responses.repository';

// The district's view: every published questionnaire of the programmes organised under the caller's unit, side by side
// with its response rate and each rating question's mean. Figures only: no answer and no name.

/** The most questionnaires one export writes (the workbook is built in memory). */
const EXPORT_MAX_ROWS = 2000;

async function rowsOf(ctx: RequestContext, db: Executor, rows: readonly EvaluationRow[]): Promise<DistrictEvaluationRow[]> {
  const ids = rows.map((row) => row.id);
  const responses = await responseCounts(db, ctx.tenantId, ids);
  const enrolled = await enrolledCounts(
    db,
    ctx.tenantId,
    rows.map((row) => row.programmeId),
  );
  const means = new Map((await ratingMeansOf(db, ctx.tenantId, ids)).map((mean) => [`${mean.evaluationId}:${mean.position}`, mean.mean]));
  return rows.map((row) => {
    const answered = responses.get(row.id) ?? 0;
    const enrolledCount = enrolled.get(row.programmeId) ?? 0;
    const window = windowOf(row);
    const ratings = questionsOf(row).flatMap((question, position) => {
      if (question.kind !== 'rating') return [];
      const mean = means.get(`${row.id}:${position}`);
      return [{ position, prompt: question.prompt, scale: question.scale, mean: mean === undefined ? null : Math.round(mean * 100) / 100 }];
    });
    return {
      evaluationId: row.id,
      title: row.title,
      anonymous: row.anonymous,
      programmeId: row.programmeId,
      programmeTitle: row.programmeTitle,
      organiserName: row.ownerName,
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
      enrolledCount,
      responseCount: answered,
      responseRate: responseRateOf(answered, enrolledCount),
      ratings,
    };
  });
}

const filterOf = (ctx: RequestContext, keyword: string | undefined) => ({
  orgPath: ctx.actor.orgPath,
  everywhere: assessmentAccess.manageEveryEvaluation(ctx.actor),
  status: 'published',
  keyword,
});

/** A page of the district's questionnaires, newest first. */
export async function districtEvaluations(ctx: RequestContext, query: DistrictEvaluationsQuery) {
  const { rows, total } = await listEvaluations(ctx.db, ctx.tenantId, filterOf(ctx, query.keyword), {
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return { records: await rowsOf(ctx, ctx.db, rows), total, current: query.current, size: query.size };
}

/** The district's questionnaires under the filter (at most EXPORT_MAX_ROWS) as a workbook. */
export async function exportDistrictEvaluations(ctx: RequestContext, query: DistrictEvaluationsExportQuery): Promise<Download> {
  const { rows } = await listEvaluations(ctx.db, ctx.tenantId, filterOf(ctx, query.keyword), { offset: 0, limit: EXPORT_MAX_ROWS });
  const bytes = await districtWorkbook(await rowsOf(ctx, ctx.db, rows), ctx.locale);
  return { fileName: datedFileName(evaluationTexts(ctx.locale, 'districtFile'), chinaDay()), bytes };
}
