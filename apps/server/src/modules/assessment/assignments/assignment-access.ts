import type { AssignmentPlacement } from '@yanxiu/contract/assessment-assignments';
import type { Executor } from '@server/db/client';
import { storedFileFacts } from '@server/modules/files/files.public';
import { isEnrolledInProgramme, trainingAccess, trainingProgrammeById, trainingUnitById } from '@server/modules/training/training.public';
import type { RequestContext } from '@server/platform/context/request-context';
import { requireAccess } from '@server/platform/access/access';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { assignmentTexts } from './assignment.texts';
import { findAssignment, type AssignmentRow } from './assignments.repository';
import { findSubmission, type SubmissionRow } from './submissions.repository';

// Finding an assignment or a submission for its caller. Whatever the caller may not reach is 404, so ids of other
// units' (or tenants', or teachers') work tell nothing.

/** An assignment the caller manages and tutors; 404 otherwise. */
export async function assignmentToManage(ctx: RequestContext, db: Executor, id: number, lock = false): Promise<AssignmentRow> {
  const assignment = await findAssignment(db, ctx.tenantId, id, lock);
  if (!assignment || !assessmentAccess.manageAssignment(ctx.actor, assignment)) throw new AppError('NOT_FOUND');
  return assignment;
}

/** A submission of an assignment the caller tutors, with the assignment; 404 otherwise. */
export async function submissionToTutor(ctx: RequestContext, db: Executor, submissionId: number, lock = false) {
  const submission = await findSubmission(db, ctx.tenantId, submissionId, lock);
  if (!submission) throw new AppError('NOT_FOUND');
  const assignment = await assignmentToManage(ctx, db, submission.assignmentId);
  return { submission, assignment };
}

/**
 * A published assignment the teacher may see, and whether they are enrolled in its programme (only the enrolled
 * submit). A draft, or a programme the teacher cannot see, is 404.
 */
export async function assignmentToSubmit(ctx: RequestContext, db: Executor, id: number, lock = false) {
  const assignment = await findAssignment(db, ctx.tenantId, id, lock);
  if (!assignment || assignment.status !== 'published') throw new AppError('NOT_FOUND');
  if (await isEnrolledInProgramme(db, ctx.tenantId, assignment.programmeId, ctx.actor.userId)) return { assignment, enrolled: true };
  const programme = await trainingProgrammeById(db, ctx.tenantId, assignment.programmeId);
  if (!programme || !trainingAccess.seeProgramme(ctx.actor, programme)) throw new AppError('NOT_FOUND');
  return { assignment, enrolled: false };
}

/** As assignmentToSubmit, refusing a teacher not enrolled (403, code 4979). */
export async function enrolledAssignment(ctx: RequestContext, db: Executor, id: number, lock = false): Promise<AssignmentRow> {
  const { assignment, enrolled } = await assignmentToSubmit(ctx, db, id, lock);
  if (!enrolled) throw new AppError('ASSESSMENT_ASSIGNMENT_NOT_ENROLLED');
  return assignment;
}

const unprocessable = (path: string, message: string) => new AppError('UNPROCESSABLE', { message, issues: [{ path, message }] });

/**
 * Checks where the caller puts an assignment: a current unit of kind `assignment` of a programme they manage
 * (training's rule; 403 otherwise). 422 naming the field for anything else.
 */
export async function placementFor(ctx: RequestContext, db: Executor, placement: AssignmentPlacement) {
  const unit = await trainingUnitById(db, ctx.tenantId, placement.unitId);
  if (!unit || unit.removed) throw unprocessable('body.placement.unitId', assignmentTexts(ctx.locale, 'noSuchUnit'));
  if (unit.kind !== 'assignment') throw unprocessable('body.placement.unitId', assignmentTexts(ctx.locale, 'unitNotAssignment'));
  const programme = await trainingProgrammeById(db, ctx.tenantId, unit.programmeId);
  if (!programme) throw unprocessable('body.placement.unitId', assignmentTexts(ctx.locale, 'noSuchUnit'));
  requireAccess(ctx.actor, trainingAccess.manageProgramme, programme);
  return { programmeId: programme.id, unitId: unit.id, ownerUnitId: programme.organiserUnitId };
}

/**
 * Checks the files a caller names: each either kept from before (`kept`) or uploaded by the caller as a `document`;
 * 422 naming the first other one.
 */
export async function checkFiles(
  ctx: RequestContext,
  db: Executor,
  fileIds: readonly string[],
  path: string,
  kept: readonly string[] = [],
) {
  const facts = new Map((await storedFileFacts(db, ctx.tenantId, fileIds)).map((file) => [file.id, file]));
  for (const [index, id] of fileIds.entries()) {
    if (kept.includes(id) && facts.has(id)) continue;
    const file = facts.get(id);
    if (!file || file.ownerUserId !== ctx.actor.userId || file.purpose !== 'document')
      throw unprocessable(`${path}.${index}`, assignmentTexts(ctx.locale, 'fileNotYours'));
  }
}

export type { SubmissionRow };
