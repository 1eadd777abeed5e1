import type { SaveDraftBody, SubmitRoundBody, TeacherAssignment } from '@yanxiu/contract/assessment-assignments';
import type { Executor } from '@server/db/client';
import { lockEvidenceFiles } from '@server/modules/files/files.public';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { sanitizeRichText } from '@server/platform/rich-text/rich-text';
import { assignmentToSubmit, checkFiles } from './assignment-access';
import { BLOCKER_ERRORS, countedOf, filesOf, roundViewsOf, settingsOf, stateOf, submitBlockerOf } from './assignment-view';
import { findAssignmentOfUnit, type AssignmentRow } from './assignments.repository';
import { doneReviewsOf } from './peer-reviews.repository';
import { findSubmissionOf, openNextRound, roundsOf, submissionForWriting, submitRound, writeDraft } from './submissions.repository';

// Teachers write their submission: a draft round saved as often as they like, then submitted (late per the policy).
// After a return the next save opens a new round (a copy of the returned one), so every round stays as it was.

async function teacherViewOf(ctx: RequestContext, db: Executor, assignment: AssignmentRow, enrolled: boolean): Promise<TeacherAssignment> {
  const submission = await findSubmissionOf(db, ctx.tenantId, assignment.id, ctx.actor.userId);
  const rounds = submission ? await roundViewsOf(db, ctx.tenantId, await roundsOf(db, ctx.tenantId, submission.id)) : [];
  const reviews = submission ? await doneReviewsOf(db, ctx.tenantId, submission.id) : [];
  return {
    ...settingsOf(assignment),
    id: assignment.id,
    unitId: assignment.unitId,
    programmeId: assignment.programmeId,
    programmeTitle: assignment.programmeTitle,
    attachments: await filesOf(db, ctx.tenantId, assignment.attachmentFileIds),
    state: stateOf(submission),
    submissionId: submission?.id ?? null,
    rounds,
    counted: countedOf(submission),
    excellent: submission?.excellentAt != null,
    // The author reads what their peers wrote, never who they are.
    peerReviews: reviews.map(({ review }) => ({
      rubricPoints: review.rubricPoints,
      score: review.score ?? 0,
      comment: review.comment,
      reviewedAt: review.reviewedAt!.toISOString(),
    })),
    submitBlocker: submitBlockerOf(assignment, enrolled, submission, new Date()),
  };
}

/** A published assignment with the caller's rounds (404 for a draft or a programme they cannot see). */
export async function readTeacherAssignment(ctx: RequestContext, id: number): Promise<TeacherAssignment> {
  const { assignment, enrolled } = await assignmentToSubmit(ctx, ctx.db, id);
  return teacherViewOf(ctx, ctx.db, assignment, enrolled);
}

/** The published assignment of a unit, as readTeacherAssignment. */
export async function readTeacherAssignmentOfUnit(ctx: RequestContext, unitId: number): Promise<TeacherAssignment> {
  const row = await findAssignmentOfUnit(ctx.db, ctx.tenantId, unitId);
  if (!row) throw new AppError('NOT_FOUND');
  return readTeacherAssignment(ctx, row.id);
}

/** Takes the caller's submission for a write, refusing when they may not write now (the blocker's error). */
async function writableSubmission(ctx: RequestContext, tx: Executor, assignmentId: number, now: Date) {
  const { assignment, enrolled } = await assignmentToSubmit(ctx, tx, assignmentId);
  if (!enrolled) throw new AppError(BLOCKER_ERRORS.not_enrolled);
  const submission = await submissionForWriting(tx, ctx.tenantId, assignment.id, ctx.actor.userId, now);
  const blocker = submitBlockerOf(assignment, enrolled, submission, now);
  if (blocker) throw new AppError(BLOCKER_ERRORS[blocker]);
  return { assignment, submission: submission.status === 'returned' ? await openNextRound(tx, ctx.tenantId, submission, now) : submission };
}

/** Saves the caller's draft round (text sanitised, files their own uploads or kept from the round before). */
export async function saveSubmissionDraft(ctx: RequestContext, body: SaveDraftBody): Promise<TeacherAssignment> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { assignment, submission } = await writableSubmission(ctx, tx, body.assignmentId, now);
    const rounds = await roundsOf(tx, ctx.tenantId, submission.id);
    await checkFiles(
      ctx,
      tx,
      body.fileIds,
      'body.fileIds',
      rounds.flatMap((round) => round.fileIds),
    );
    await lockEvidenceFiles(tx, ctx.tenantId, body.fileIds);
    await writeDraft(tx, ctx.tenantId, submission, { text: sanitizeRichText(body.text), fileIds: body.fileIds }, now);
    return teacherViewOf(ctx, tx, assignment, true);
  });
}

/**
 * Submits the caller's draft round by its number: 409 (code 4972) when that is not their current draft. Past the due
 * time it is refused (422, code 4971) or accepted marked late, per the late policy.
 */
export async function submitSubmission(ctx: RequestContext, body: SubmitRoundBody): Promise<TeacherAssignment> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { assignment, submission } = await writableSubmission(ctx, tx, body.assignmentId, now);
    const late = now.getTime() > assignment.dueAt.getTime();
    if (!(await submitRound(tx, ctx.tenantId, submission, body.round, late, now))) throw new AppError('ASSESSMENT_ROUND_MOVED');
    return teacherViewOf(ctx, tx, assignment, true);
  });
}
