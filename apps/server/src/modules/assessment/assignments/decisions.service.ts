import type { DecideBody, MarkExcellentBody, SubmissionQueueQuery, TutorSubmission } from '@yanxiu/contract/assessment-assignments';
import type { Executor } from '@server/db/client';
import { completeUnits, trainingProgrammeById, trainingUnitById } from '@server/modules/training/training.public';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import type { EventScope } from '@server/platform/events/domain-events';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { submissionToTutor } from './assignment-access';
import { tellTeacher } from './assignment-notices';
import { tutorSubmissionOf } from './assignment-view';
import type { AssignmentRow } from './assignments.repository';
import { scoreOf } from './decision-score';
import { findQueueRow, listSubmissionQueue } from './submission-queue.repository';
import { decideRound, setExcellent, type SubmissionRow } from './submissions.repository';

// Tutors decide submitted rounds: a grade (by the rubric or a score, less the late penalty) that counts as the
// teacher's result and completes the unit when it passes, or a return for resubmission with feedback. Each decision
// names the round it was made on, so one crossing another decision or a resubmission answers 409.

/** The submissions of the assignments the caller tutors, oldest submission first. */
export async function listSubmissionQueueOf(ctx: RequestContext, query: SubmissionQueueQuery) {
  const scope = {
    orgPath: ctx.actor.orgPath,
    everywhere: assessmentAccess.manageEveryAssignment(ctx.actor),
    assignmentId: query.assignmentId,
    programmeId: query.programmeId,
    schoolId: query.schoolId,
    filter: query.filter,
  };
  const { rows, total } = await listSubmissionQueue(ctx.db, ctx.tenantId, scope, {
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  const records = rows.map(({ excellentAt, submittedAt, ...row }) => ({
    ...row,
    status: row.status as TutorSubmission['status'],
    submittedAt: submittedAt?.toISOString() ?? null,
    excellent: excellentAt !== null,
  }));
  return { records, total, current: query.current, size: query.size };
}

async function viewOf(ctx: RequestContext, db: Executor, assignment: AssignmentRow, submission: SubmissionRow): Promise<TutorSubmission> {
  const row = await findQueueRow(db, ctx.tenantId, submission.id);
  if (!row) throw new AppError('NOT_FOUND');
  return tutorSubmissionOf(db, ctx.tenantId, assignment, submission, row);
}

/** One submission with every round and its peer reviews (404 unless the caller tutors its assignment). */
export async function readTutorSubmission(ctx: RequestContext, submissionId: number): Promise<TutorSubmission> {
  const { submission, assignment } = await submissionToTutor(ctx, ctx.db, submissionId);
  if (submission.status === 'draft' && submission.round === 1) throw new AppError('NOT_FOUND');
  return viewOf(ctx, ctx.db, assignment, submission);
}

/** A graded pass completes the assignment's unit through training (hours and certificate follow its events). */
async function completeUnitOf(scope: EventScope, assignment: AssignmentRow, userId: number, now: Date) {
  const unit = await trainingUnitById(scope.tx, scope.tenantId, assignment.unitId);
  const programme = unit && (await trainingProgrammeById(scope.tx, scope.tenantId, unit.programmeId));
  if (!unit || !programme) return;
  await completeUnits(scope.events, scope, { unit, programme, userIds: [userId], source: 'assignment', recordedBy: null, now });
}

/** Grades or returns the submitted round named (409, code 4972, when it is no longer the one waiting). */
export async function decideSubmission(ctx: RequestContext, body: DecideBody): Promise<TutorSubmission> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { submission, assignment } = await submissionToTutor(ctx, tx, body.submissionId, true);
    if (submission.status !== 'submitted' || submission.round !== body.round) throw new AppError('ASSESSMENT_ROUND_MOVED');
    const scope = eventScopeOf(ctx, tx);
    if (body.decision === 'return') {
      const values = { status: 'returned' as const, score: null, rawScore: null, rubricPoints: [], feedback: body.feedback, passed: null };
      if (!(await decideRound(tx, ctx.tenantId, submission.id, body.round, { ...values, decidedBy: ctx.actor.userId, decidedAt: now })))
        throw new AppError('ASSESSMENT_ROUND_MOVED');
      await tellTeacher(scope, 'assignment.returned', assignment, submission.userId);
    } else {
      const late = await isLateRound(tx, ctx, submission);
      const { score, rawScore, rubricPoints } = scoreOf(ctx, assignment, body, late);
      const passed = score >= assignment.passScore;
      const decision = { status: 'graded' as const, score, rawScore, rubricPoints, feedback: body.feedback, passed };
      if (!(await decideRound(tx, ctx.tenantId, submission.id, body.round, { ...decision, decidedBy: ctx.actor.userId, decidedAt: now })))
        throw new AppError('ASSESSMENT_ROUND_MOVED');
      if (passed) await completeUnitOf(scope, assignment, submission.userId, now);
      await tellTeacher(scope, 'assignment.graded', assignment, submission.userId, { score });
    }
    await recordAudit(tx, ctx, {
      action: `assessment.submission_${body.decision === 'grade' ? 'graded' : 'returned'}`,
      entityType: 'assessment_submission',
      entityId: String(submission.id),
      after: { round: body.round },
    });
    return viewOf(ctx, tx, assignment, (await submissionToTutor(ctx, tx, submission.id)).submission);
  });
}

async function isLateRound(tx: Executor, ctx: RequestContext, submission: SubmissionRow): Promise<boolean> {
  const row = await findQueueRow(tx, ctx.tenantId, submission.id);
  return row?.late ?? false;
}

/** Marks a graded submission excellent (the author is told) or takes the mark back. */
export async function markExcellent(ctx: RequestContext, body: MarkExcellentBody): Promise<TutorSubmission> {
  return ctx.transaction(async (tx) => {
    const now = new Date();
    const { submission, assignment } = await submissionToTutor(ctx, tx, body.submissionId, true);
    if (body.excellent && submission.countedScore === null) throw new AppError('ASSESSMENT_NOT_GRADED');
    const changed = body.excellent !== (submission.excellentAt !== null);
    if (changed) {
      await setExcellent(tx, ctx.tenantId, submission.id, body.excellent ? ctx.actor.userId : null, body.excellent ? now : null);
      if (body.excellent) await tellTeacher(eventScopeOf(ctx, tx), 'assignment.excellent', assignment, submission.userId);
      await recordAudit(tx, ctx, {
        action: body.excellent ? 'assessment.submission_marked_excellent' : 'assessment.submission_unmarked_excellent',
        entityType: 'assessment_submission',
        entityId: String(submission.id),
      });
    }
    return viewOf(ctx, tx, assignment, (await submissionToTutor(ctx, tx, submission.id)).submission);
  });
}
