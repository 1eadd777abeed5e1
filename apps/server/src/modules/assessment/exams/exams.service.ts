import type {
  ManagedExam,
  ManageExamsQuery,
  PaperPreview,
  PreviewPaperBody,
  PublishExamBody,
  SaveExamBody,
} from '@yanxiu/contract/assessment-exams';
import type { RequestContext } from '@server/platform/context/request-context';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { assessmentAccess } from '../assessment.access';
import { AppError } from '@server/platform/http/app-error';
import { assessmentTexts } from '../assessment.texts';
import { paperQuestionsOf } from './paper-arrange';
import { examToManage, placementFor } from './exam-access';
import { checkPaper, drawOrRefuse, fixedPaperQuestions } from './exam-paper';
import { examValuesOf, listedExamOf, managedExamOf, storedPaperOf } from './exam-view';
import { attemptCounts, insertExam, listExams, markExamPublished, replacePaper, updateExam } from './exams.repository';
import { newSeed } from './paper-draw';

// Staff set exams up: a draft is saved whole (settings, placement and paper) at the version read, published once its
// paper can be drawn, and keeps its paper once a teacher has started an attempt.

const stale = (ctx: RequestContext) => new AppError('STALE_VERSION', { message: assessmentTexts(ctx.locale, 'examStaleVersion') });

/** The exams the caller manages (their unit's and the units' below), newest first. */
export async function listManagedExams(ctx: RequestContext, query: ManageExamsQuery) {
  const { rows, total } = await listExams(ctx.db, ctx.tenantId, {
    orgPath: ctx.actor.orgPath,
    everywhere: assessmentAccess.manageEveryExam(ctx.actor),
    programmeId: query.programmeId,
    status: query.status,
    keyword: query.keyword,
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  const counts = await attemptCounts(
    ctx.db,
    ctx.tenantId,
    rows.map((row) => row.id),
  );
  return { records: rows.map((row) => listedExamOf(row, counts.get(row.id) ?? 0)), total, current: query.current, size: query.size };
}

/** One exam as staff edit it. */
export async function readManagedExam(ctx: RequestContext, examId: number): Promise<ManagedExam> {
  return managedExamOf(ctx.db, ctx.tenantId, await examToManage(ctx, ctx.db, examId));
}

/**
 * Creates a draft or rewrites an exam at the version read (409 when stale). Its paper may change until a teacher has
 * started an attempt (409 after), its placement only while it is a draft.
 */
export async function saveExam(ctx: RequestContext, body: SaveExamBody): Promise<ManagedExam> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const placement = await placementFor(ctx, tx, body.placement);
    await checkPaper(ctx, tx, body.paper);
    const values = examValuesOf(body, placement);
    if (body.examId === undefined) {
      const id = await insertExam(tx, ctx.tenantId, { ...values, createdBy: ctx.actor.userId });
      await replacePaper(tx, ctx.tenantId, id, paperLists(body.paper));
      const created = await examToManage(ctx, tx, id);
      await recordAudit(tx, ctx, {
        action: 'assessment.exam_created',
        entityType: 'assessment_exam',
        entityId: String(id),
        after: { title: body.title },
      });
      return managedExamOf(tx, ctx.tenantId, created);
    }
    const exam = await examToManage(ctx, tx, body.examId, true);
    if (exam.version !== body.version) throw stale(ctx);
    const before = await storedPaperOf(tx, ctx.tenantId, exam);
    const paperChanged = JSON.stringify(before) !== JSON.stringify(body.paper);
    const attempts = (await attemptCounts(tx, ctx.tenantId, [exam.id])).get(exam.id) ?? 0;
    if (paperChanged && attempts > 0) throw new AppError('ASSESSMENT_PAPER_LOCKED');
    const moved = exam.unitId !== placement.unitId || exam.schoolId !== placement.schoolId;
    if (moved && exam.status !== 'draft')
      throw new AppError('STATE_NOT_ALLOWED', { message: assessmentTexts(ctx.locale, 'examPublished') });
    await updateExam(tx, ctx.tenantId, exam.id, values, now);
    if (paperChanged) await replacePaper(tx, ctx.tenantId, exam.id, paperLists(body.paper));
    await recordAudit(tx, ctx, {
      action: 'assessment.exam_saved',
      entityType: 'assessment_exam',
      entityId: String(exam.id),
      before: { title: exam.title, version: exam.version },
      after: { title: body.title, paperChanged },
    });
    return managedExamOf(tx, ctx.tenantId, await examToManage(ctx, tx, exam.id));
  });
}

function paperLists(paper: SaveExamBody['paper']) {
  return paper.mode === 'fixed' ? { items: paper.items, rules: [] } : { items: [], rules: paper.rules };
}

/** Publishes a draft at the version read, once its paper can be drawn (a short rule is 422, naming it). */
export async function publishExam(ctx: RequestContext, body: PublishExamBody): Promise<ManagedExam> {
  return ctx.transaction(async (tx) => {
    const exam = await examToManage(ctx, tx, body.examId, true);
    if (exam.status !== 'draft') throw new AppError('STATE_NOT_ALLOWED', { message: assessmentTexts(ctx.locale, 'examPublished') });
    if (exam.version !== body.version) throw stale(ctx);
    const paper = await storedPaperOf(tx, ctx.tenantId, exam);
    if (paper.mode === 'random') await drawOrRefuse(ctx, tx, paper.rules, 0);
    else await checkPaper(ctx, tx, paper);
    if (!(await markExamPublished(tx, ctx.tenantId, exam.id, body.version, new Date()))) throw stale(ctx);
    await recordAudit(tx, ctx, { action: 'assessment.exam_published', entityType: 'assessment_exam', entityId: String(exam.id) });
    return managedExamOf(tx, ctx.tenantId, await examToManage(ctx, tx, exam.id));
  });
}

/** A paper as a teacher would get it: drawn by the rules with the seed (a random one unless given), never with answers. */
export async function previewExamPaper(ctx: RequestContext, body: PreviewPaperBody): Promise<PaperPreview> {
  const exam = await examToManage(ctx, ctx.db, body.examId);
  const seed = body.seed ?? newSeed();
  const paper = await storedPaperOf(ctx.db, ctx.tenantId, exam);
  const drawn =
    paper.mode === 'random'
      ? await drawOrRefuse(ctx, ctx.db, paper.rules, seed)
      : await fixedPaperQuestions(ctx.db, ctx.tenantId, paper.items);
  const questions = await paperQuestionsOf(ctx.db, ctx.tenantId, exam, drawn, seed);
  return { questions, totalPoints: questions.reduce((sum, question) => sum + question.points, 0) };
}
