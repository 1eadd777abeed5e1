import type { StartBlocker } from '@yanxiu/contract/assessment-exams';
import type { Executor } from '@server/db/client';
import { isEnrolledInProgramme, trainingAccess, trainingProgrammeById } from '@server/modules/training/training.public';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { assessmentAccess } from '../assessment.access';
import { findExam, type ExamRow } from '@server/modules/assessment/exams/exams.repository';
import { findAttempt, type AttemptRow } from './attempts.repository';

// Finding an exam or an attempt for the teacher sitting it. A draft, another school's exam or a programme the teacher
// cannot see is 404; a programme's exam they see but are not enrolled in answers with the `not_enrolled` blocker.

/** A published exam the teacher may see, and whether they may sit it (enrolment in its programme). */
export async function examToSit(ctx: RequestContext, db: Executor, examId: number): Promise<{ exam: ExamRow; enrolled: boolean }> {
  const exam = await findExam(db, ctx.tenantId, examId);
  if (!exam || exam.status !== 'published') throw new AppError('NOT_FOUND');
  if (exam.programmeId === null) {
    if (!assessmentAccess.sitSchoolExam(ctx.actor, { path: exam.ownerPath })) throw new AppError('NOT_FOUND');
    return { exam, enrolled: true };
  }
  if (await isEnrolledInProgramme(db, ctx.tenantId, exam.programmeId, ctx.actor.userId)) return { exam, enrolled: true };
  const programme = await trainingProgrammeById(db, ctx.tenantId, exam.programmeId);
  if (!programme || !trainingAccess.seeProgramme(ctx.actor, programme)) throw new AppError('NOT_FOUND');
  return { exam, enrolled: false };
}

/** The caller's own attempt (locked for the transaction when asked) and its exam; anyone else's is 404. */
export async function ownAttempt(
  ctx: RequestContext,
  db: Executor,
  attemptId: number,
  lock = false,
): Promise<{ attempt: AttemptRow; exam: ExamRow }> {
  const attempt = await findAttempt(db, ctx.tenantId, attemptId, lock);
  if (!attempt || attempt.userId !== ctx.actor.userId) throw new AppError('NOT_FOUND');
  const exam = await findExam(db, ctx.tenantId, attempt.examId);
  if (!exam) throw new AppError('NOT_FOUND');
  return { attempt, exam };
}

/** Why the teacher cannot start an attempt now (null: they can), given their attempts so far. */
export function startBlockerOf(exam: ExamRow, enrolled: boolean, used: number, now: Date): StartBlocker | null {
  if (!enrolled) return 'not_enrolled';
  if (now.getTime() < exam.opensAt.getTime()) return 'not_open';
  if (now.getTime() >= exam.closesAt.getTime()) return 'closed';
  if (exam.attemptsAllowed !== null && used >= exam.attemptsAllowed) return 'no_attempts_left';
  return null;
}

/** The refusal of a start for a blocker. */
export const BLOCKER_ERRORS = {
  not_enrolled: 'ASSESSMENT_NOT_ENROLLED',
  not_open: 'ASSESSMENT_EXAM_NOT_OPEN',
  closed: 'ASSESSMENT_EXAM_CLOSED',
  no_attempts_left: 'ASSESSMENT_NO_ATTEMPTS_LEFT',
} as const satisfies Record<StartBlocker, string>;
