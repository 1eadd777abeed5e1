import type {
  AssignmentVersionBody,
  ManagedAssignment,
  ManageAssignmentsQuery,
  SaveAssignmentBody,
} from '@yanxiu/contract/assessment-assignments';
import type { Executor } from '@server/db/client';
import { lockEvidenceFiles } from '@server/modules/files/files.public';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { sanitizeRichText } from '@server/platform/rich-text/rich-text';
import { assessmentAccess } from '../assessment.access';
import { assignmentTexts } from './assignment.texts';
import { assignmentToManage, checkFiles, placementFor } from './assignment-access';
import { managedAssignmentOf } from './assignment-view';
import {
  deleteAssignment,
  findAssignmentOfUnit,
  insertAssignment,
  listAssignments,
  markAssignmentPublished,
  submissionCounts,
  updateAssignment,
  type AssignmentRow,
  type AssignmentValues,
} from './assignments.repository';
import { hasSubmissions } from './submissions.repository';

// Staff set an assignment up on a programme's unit of kind `assignment`: a draft saved whole at the version read,
// published to the enrolled teachers, deleted while nobody has submitted.

const stale = (ctx: RequestContext) => new AppError('STALE_VERSION', { message: assignmentTexts(ctx.locale, 'staleVersion') });

async function viewOf(ctx: RequestContext, db: Executor, row: AssignmentRow): Promise<ManagedAssignment> {
  return managedAssignmentOf(db, ctx.tenantId, row, (await submissionCounts(db, ctx.tenantId, [row.id])).get(row.id));
}

/** The assignments the caller manages (their unit's programmes and below), newest first. */
export async function listManagedAssignments(ctx: RequestContext, query: ManageAssignmentsQuery) {
  const { rows, total } = await listAssignments(ctx.db, ctx.tenantId, {
    orgPath: ctx.actor.orgPath,
    everywhere: assessmentAccess.manageEveryAssignment(ctx.actor),
    programmeId: query.programmeId,
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  const counts = await submissionCounts(
    ctx.db,
    ctx.tenantId,
    rows.map((row) => row.id),
  );
  const records = await Promise.all(rows.map((row) => managedAssignmentOf(ctx.db, ctx.tenantId, row, counts.get(row.id))));
  return { records, total, current: query.current, size: query.size };
}

/** One assignment as staff edit it. */
export async function readManagedAssignment(ctx: RequestContext, id: number): Promise<ManagedAssignment> {
  return viewOf(ctx, ctx.db, await assignmentToManage(ctx, ctx.db, id));
}

/** The assignment of a unit of a programme the caller manages (404 while it has none). */
export async function readManagedAssignmentOfUnit(ctx: RequestContext, unitId: number): Promise<ManagedAssignment> {
  const row = await findAssignmentOfUnit(ctx.db, ctx.tenantId, unitId);
  if (!row || !assessmentAccess.manageAssignment(ctx.actor, row)) throw new AppError('NOT_FOUND');
  return viewOf(ctx, ctx.db, row);
}

const valuesOf = (body: SaveAssignmentBody, placement: { programmeId: number; unitId: number; ownerUnitId: number }): AssignmentValues => ({
  ...placement,
  title: body.title,
  instructions: sanitizeRichText(body.instructions),
  attachmentFileIds: body.attachmentFileIds,
  opensAt: body.opensAt === null ? null : new Date(body.opensAt),
  dueAt: new Date(body.dueAt),
  latePolicy: body.latePolicy,
  latePenaltyPercent: body.latePenaltyPercent,
  maxScore: body.maxScore,
  passScore: body.passScore,
  rubric: body.rubric,
  peerReviewers: body.peerReview.reviewers,
  peerReviewDueAt: body.peerReview.dueAt === null ? null : new Date(body.peerReview.dueAt),
  resubmissionsAllowed: body.resubmissionsAllowed,
});

/**
 * Creates a draft on a unit (409 when the unit has one) or rewrites an assignment at the version read (409 when
 * stale). Its unit may change only while nobody has submitted (409, code 4977).
 */
export async function saveAssignment(ctx: RequestContext, body: SaveAssignmentBody): Promise<ManagedAssignment> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const placement = await placementFor(ctx, tx, body.placement);
    if (body.assignmentId === undefined) {
      await checkFiles(ctx, tx, body.attachmentFileIds, 'body.attachmentFileIds');
      await lockEvidenceFiles(tx, ctx.tenantId, body.attachmentFileIds);
      const id = await insertAssignment(tx, ctx.tenantId, { ...valuesOf(body, placement), createdBy: ctx.actor.userId });
      if (id === undefined) throw new AppError('CONFLICT', { message: assignmentTexts(ctx.locale, 'unitTaken') });
      await recordAudit(tx, ctx, { action: 'assessment.assignment_created', entityType: 'assessment_assignment', entityId: String(id) });
      return viewOf(ctx, tx, await assignmentToManage(ctx, tx, id));
    }
    const before = await assignmentToManage(ctx, tx, body.assignmentId, true);
    if (before.version !== body.version) throw stale(ctx);
    await checkFiles(ctx, tx, body.attachmentFileIds, 'body.attachmentFileIds', before.attachmentFileIds);
    await lockEvidenceFiles(tx, ctx.tenantId, body.attachmentFileIds);
    if (before.unitId !== placement.unitId) {
      if (await hasSubmissions(tx, ctx.tenantId, before.id)) throw new AppError('ASSESSMENT_ASSIGNMENT_SUBMITTED');
      if (await findAssignmentOfUnit(tx, ctx.tenantId, placement.unitId))
        throw new AppError('CONFLICT', { message: assignmentTexts(ctx.locale, 'unitTaken') });
    }
    if (!(await updateAssignment(tx, ctx.tenantId, before.id, body.version, valuesOf(body, placement), now))) throw stale(ctx);
    await recordAudit(tx, ctx, {
      action: 'assessment.assignment_saved',
      entityType: 'assessment_assignment',
      entityId: String(before.id),
      before: { title: before.title, version: before.version },
      after: { title: body.title },
    });
    return viewOf(ctx, tx, await assignmentToManage(ctx, tx, before.id));
  });
}

/** Publishes a draft at the version read. */
export async function publishAssignment(ctx: RequestContext, body: AssignmentVersionBody): Promise<ManagedAssignment> {
  return ctx.transaction(async (tx) => {
    const row = await assignmentToManage(ctx, tx, body.assignmentId, true);
    if (row.status !== 'draft') throw new AppError('STATE_NOT_ALLOWED', { message: assignmentTexts(ctx.locale, 'published') });
    if (!(await markAssignmentPublished(tx, ctx.tenantId, row.id, body.version, new Date()))) throw stale(ctx);
    await recordAudit(tx, ctx, {
      action: 'assessment.assignment_published',
      entityType: 'assessment_assignment',
      entityId: String(row.id),
    });
    return viewOf(ctx, tx, await assignmentToManage(ctx, tx, row.id));
  });
}

/** Deletes an assignment at the version read while no teacher has submitted (409, code 4977, after). */
export async function removeAssignment(ctx: RequestContext, body: AssignmentVersionBody): Promise<null> {
  return ctx.transaction(async (tx) => {
    const row = await assignmentToManage(ctx, tx, body.assignmentId, true);
    if (row.version !== body.version) throw stale(ctx);
    if (await hasSubmissions(tx, ctx.tenantId, row.id)) throw new AppError('ASSESSMENT_ASSIGNMENT_SUBMITTED');
    await deleteAssignment(tx, ctx.tenantId, row.id);
    await recordAudit(tx, ctx, {
      action: 'assessment.assignment_deleted',
      entityType: 'assessment_assignment',
      entityId: String(row.id),
      before: { title: row.title },
    });
    return null;
  });
}
