import type { AnswerBody } from '@yanxiu/contract/assessment-exams';
import { completeUnits, trainingProgrammeById, trainingUnitById } from '@server/modules/training/training.public';
import type { EventScope } from '@server/platform/events/domain-events';
import { countedAttemptOf, gradeAnswer, scoreOf } from '@server/modules/assessment/exams/answer-grading';
import type { ExamRow } from '@server/modules/assessment/exams/exams.repository';
import { versionsOf } from '@server/modules/assessment/exams/paper-arrange';
import { examAttemptScored } from './attempt-events';
import { answersOf, attemptsOf, markSubmitted, storeAttemptScore, storeGrade, type AttemptRow } from './attempts.repository';

// Ending an attempt, in the caller's transaction with the attempt's row locked: the server grades what it can, short
// answers wait for a person, and once nothing waits the attempt has its score and pass. When the attempt that counts
// passes, the exam's unit completes through training (hours and certificate follow training's events).

/** Whether an open attempt's time is up on the server's clock. */
const isExpired = (attempt: AttemptRow, now: Date) => attempt.status === 'open' && attempt.deadlineAt.getTime() <= now.getTime();

/**
 * Submits an open attempt with what was saved and grades it. An attempt past its deadline counts as submitted at the
 * deadline, by the server, whoever noticed. Answers whether this call closed it (false: it was closed already).
 */
export async function closeAttempt(scope: EventScope, exam: ExamRow, attempt: AttemptRow, now: Date): Promise<boolean> {
  const expired = attempt.deadlineAt.getTime() <= now.getTime();
  const closed = await markSubmitted(scope.tx, scope.tenantId, attempt.id, {
    submittedAt: expired ? attempt.deadlineAt : now,
    submittedBy: expired ? 'deadline' : 'teacher',
  });
  if (!closed) return false;
  const answers = await answersOf(scope.tx, scope.tenantId, attempt.id);
  const versionOf = await versionsOf(scope.tx, scope.tenantId, answers);
  for (const row of answers) {
    const graded = gradeAnswer(versionOf(row.questionId, row.version).answer, row.answer as AnswerBody | null, row.points);
    await storeGrade(scope.tx, scope.tenantId, attempt.id, row.position, graded);
  }
  await settleAttemptScore(scope, exam, attempt, now);
  return true;
}

/** Closes the attempt if its deadline has passed; answers whether it did. */
export async function closeIfExpired(scope: EventScope, exam: ExamRow, attempt: AttemptRow, now: Date): Promise<boolean> {
  return isExpired(attempt, now) ? closeAttempt(scope, exam, attempt, now) : false;
}

/**
 * Writes a submitted attempt's score state from its graded questions: pending while short answers wait, else the
 * total and pass; then completes the exam's unit when the counted attempt passed.
 */
export async function settleAttemptScore(scope: EventScope, exam: ExamRow, attempt: AttemptRow, now: Date): Promise<void> {
  const answers = await answersOf(scope.tx, scope.tenantId, attempt.id);
  const pendingCount = answers.filter((row) => row.outcome === 'pending').length;
  const { score, passed } = scoreOf(
    answers.map((row) => (row.outcome === 'pending' ? null : (row.awarded ?? 0))),
    attempt.maxScore,
    exam.passPercent,
  );
  await storeAttemptScore(scope.tx, scope.tenantId, attempt.id, { pendingCount, score, passed });
  if (score !== null && passed !== null) {
    const result = { score, maxScore: attempt.maxScore, passed, now };
    const subject = {
      attemptId: attempt.id,
      examId: exam.id,
      examTitle: exam.title,
      programmeId: exam.programmeId,
      userId: attempt.userId,
    };
    await scope.events.emit(scope, examAttemptScored, { ...subject, ...result });
  }
  if (passed) await completeExamUnitIfCounted(scope, exam, attempt.userId, now);
}

async function completeExamUnitIfCounted(scope: EventScope, exam: ExamRow, userId: number, now: Date): Promise<void> {
  if (exam.unitId === null) return;
  const submitted = (await attemptsOf(scope.tx, scope.tenantId, exam.id, userId)).filter((row) => row.status !== 'open');
  const counted = countedAttemptOf(submitted, exam.counts as 'best' | 'last' | 'first');
  if (!counted?.passed) return;
  const unit = await trainingUnitById(scope.tx, scope.tenantId, exam.unitId);
  const programme = unit && (await trainingProgrammeById(scope.tx, scope.tenantId, unit.programmeId));
  if (!unit || !programme) return;
  await completeUnits(scope.events, scope, { unit, programme, userIds: [userId], source: 'exam', recordedBy: null, now });
}
