import type {
  EvaluationVersionBody,
  ManagedEvaluation,
  ManageEvaluationsQuery,
  SaveEvaluationBody,
} from '@yanxiu/contract/assessment-evaluations';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { evaluationPlaceFor, evaluationToManage, type EvaluationPlace } from './evaluation-access';
import { evaluationTexts } from './evaluation.texts';
import { managedEvaluationOf, questionsOf } from './evaluation-view';
import {
  deleteEvaluation,
  enrolledCounts,
  findEvaluationOfUnit,
  insertEvaluation,
  listEvaluations,
  markEvaluationPublished,
  responseCounts,
  updateEvaluation,
  type EvaluationRow,
} from './evaluations.repository';

// Staff set questionnaires up: a draft is saved whole at the version read and published; once a teacher has answered,
// its anonymity and questions stay as they were answered and it cannot be deleted (409, code 4983).

const stale = (ctx: RequestContext) => new AppError('STALE_VERSION', { message: evaluationTexts(ctx.locale, 'staleVersion') });
const locked = (ctx: RequestContext, key: 'lockedAnonymity' | 'lockedQuestions' | 'lockedDelete', path?: string) => {
  const message = evaluationTexts(ctx.locale, key);
  return new AppError('ASSESSMENT_EVALUATION_LOCKED', { message, ...(path ? { issues: [{ path, message }] } : {}) });
};

/** JSON with every object's keys sorted: the database's jsonb keeps its own key order, so a comparison needs one. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

async function countsOf(db: Executor, ctx: RequestContext, rows: readonly EvaluationRow[]) {
  const responses = await responseCounts(
    db,
    ctx.tenantId,
    rows.map((row) => row.id),
  );
  const enrolled = await enrolledCounts(
    db,
    ctx.tenantId,
    rows.map((row) => row.programmeId),
  );
  return (row: EvaluationRow) => ({ responses: responses.get(row.id) ?? 0, enrolled: enrolled.get(row.programmeId) ?? 0 });
}

async function viewOf(ctx: RequestContext, db: Executor, row: EvaluationRow): Promise<ManagedEvaluation> {
  return managedEvaluationOf(row, (await countsOf(db, ctx, [row]))(row));
}

/** The questionnaires the caller manages (their unit's programmes and the units' below), newest first. */
export async function listManagedEvaluations(ctx: RequestContext, query: ManageEvaluationsQuery) {
  const { rows, total } = await listEvaluations(
    ctx.db,
    ctx.tenantId,
    {
      orgPath: ctx.actor.orgPath,
      everywhere: assessmentAccess.manageEveryEvaluation(ctx.actor),
      programmeId: query.programmeId,
      status: query.status,
      keyword: query.keyword,
    },
    { offset: (query.current - 1) * query.size, limit: query.size },
  );
  const counts = await countsOf(ctx.db, ctx, rows);
  const records = rows.map((row) => {
    const { questions, ...rest } = managedEvaluationOf(row, counts(row));
    return { ...rest, questionCount: questions.length };
  });
  return { records, total, current: query.current, size: query.size };
}

/** One questionnaire as staff edit it. */
export async function readManagedEvaluation(ctx: RequestContext, id: number): Promise<ManagedEvaluation> {
  return viewOf(ctx, ctx.db, await evaluationToManage(ctx, ctx.db, id));
}

function valuesOf(body: SaveEvaluationBody, place: EvaluationPlace) {
  return {
    title: body.title,
    intro: body.intro,
    ...place,
    anonymous: body.anonymous,
    opensAt: body.opensAt === null ? null : new Date(body.opensAt),
    closesAt: body.closesAt === null ? null : new Date(body.closesAt),
    questions: body.questions,
  };
}

/**
 * Creates a draft on an evaluation unit (one per unit: 409 for a second) or rewrites one at the version read (409 when
 * stale). Once answered, its anonymity and questions cannot change (409, 4983); its unit only while it is a draft.
 */
export async function saveEvaluation(ctx: RequestContext, body: SaveEvaluationBody): Promise<ManagedEvaluation> {
  return ctx.transaction(async (tx) => {
    // The questionnaire first, so another unit's or tenant's id is 404 whatever the placement says.
    const existing = body.evaluationId === undefined ? undefined : await evaluationToManage(ctx, tx, body.evaluationId, true);
    const place = await evaluationPlaceFor(ctx, tx, body.placement);
    const values = valuesOf(body, place);
    const taken = await findEvaluationOfUnit(tx, ctx.tenantId, place.unitId);
    if (taken && taken.id !== body.evaluationId)
      throw new AppError('CONFLICT', {
        message: evaluationTexts(ctx.locale, 'unitTaken'),
        issues: [{ path: 'body.placement.unitId', message: evaluationTexts(ctx.locale, 'unitTaken') }],
      });
    if (existing === undefined) {
      const id = await insertEvaluation(tx, ctx.tenantId, { ...values, createdBy: ctx.actor.userId });
      await recordAudit(tx, ctx, {
        action: 'assessment.evaluation_created',
        entityType: 'assessment_evaluation',
        entityId: String(id),
        after: { title: body.title, anonymous: body.anonymous },
      });
      return viewOf(ctx, tx, await evaluationToManage(ctx, tx, id));
    }
    const evaluation = existing;
    if (evaluation.version !== body.version) throw stale(ctx);
    const answered = ((await responseCounts(tx, ctx.tenantId, [evaluation.id])).get(evaluation.id) ?? 0) > 0;
    if (answered && evaluation.anonymous !== body.anonymous) throw locked(ctx, 'lockedAnonymity', 'body.anonymous');
    if (answered && canonical(questionsOf(evaluation)) !== canonical(body.questions))
      throw locked(ctx, 'lockedQuestions', 'body.questions');
    if (evaluation.unitId !== place.unitId && evaluation.status !== 'draft')
      throw new AppError('STATE_NOT_ALLOWED', { message: evaluationTexts(ctx.locale, 'published') });
    if (!(await updateEvaluation(tx, ctx.tenantId, evaluation.id, body.version!, values, new Date()))) throw stale(ctx);
    await recordAudit(tx, ctx, {
      action: 'assessment.evaluation_saved',
      entityType: 'assessment_evaluation',
      entityId: String(evaluation.id),
      before: { title: evaluation.title, version: evaluation.version },
      after: { title: body.title },
    });
    return viewOf(ctx, tx, await evaluationToManage(ctx, tx, evaluation.id));
  });
}

/** Publishes a draft at the version read: the enrolled teachers may answer it in its window. */
export async function publishEvaluation(ctx: RequestContext, body: EvaluationVersionBody): Promise<ManagedEvaluation> {
  return ctx.transaction(async (tx) => {
    const evaluation = await evaluationToManage(ctx, tx, body.evaluationId, true);
    if (evaluation.status !== 'draft') throw new AppError('STATE_NOT_ALLOWED', { message: evaluationTexts(ctx.locale, 'published') });
    if (!(await markEvaluationPublished(tx, ctx.tenantId, evaluation.id, body.version, new Date()))) throw stale(ctx);
    await recordAudit(tx, ctx, {
      action: 'assessment.evaluation_published',
      entityType: 'assessment_evaluation',
      entityId: String(evaluation.id),
    });
    return viewOf(ctx, tx, await evaluationToManage(ctx, tx, evaluation.id));
  });
}

/** Deletes a questionnaire nobody answered, at the version read (its unit stays: staff may put a new one on it). */
export async function removeEvaluation(ctx: RequestContext, body: EvaluationVersionBody): Promise<null> {
  return ctx.transaction(async (tx) => {
    const evaluation = await evaluationToManage(ctx, tx, body.evaluationId, true);
    if (evaluation.version !== body.version) throw stale(ctx);
    if (((await responseCounts(tx, ctx.tenantId, [evaluation.id])).get(evaluation.id) ?? 0) > 0) throw locked(ctx, 'lockedDelete');
    await deleteEvaluation(tx, ctx.tenantId, evaluation.id);
    await recordAudit(tx, ctx, {
      action: 'assessment.evaluation_deleted',
      entityType: 'assessment_evaluation',
      entityId: String(evaluation.id),
      before: { title: evaluation.title },
    });
    return null;
  });
}
