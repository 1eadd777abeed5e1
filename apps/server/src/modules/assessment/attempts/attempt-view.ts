import type { AnswerBody, AttemptResult, AttemptView, QuestionOutcome, RevealWhen } from '@yanxiu/contract/assessment-exams';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { correctAnswerOf } from '@server/modules/assessment/exams/answer-grading';
import type { ExamRow } from '@server/modules/assessment/exams/exams.repository';
import { paperQuestionOf, versionsOf } from '@server/modules/assessment/exams/paper-arrange';
import { answersOf, type AttemptRow } from './attempts.repository';

// What a teacher reads of an attempt: while sitting it, the paper and the answers as given (never a correct answer);
// after it, the result as far as the exam's reveal settings allow.

/** Whether something revealed `when` is visible now. */
export function revealed(when: string, exam: ExamRow, attempt: AttemptRow, now: Date): boolean {
  const setting = when as RevealWhen;
  if (attempt.status === 'open' || setting === 'never') return false;
  return setting === 'after_submit' || now.getTime() >= exam.closesAt.getTime();
}

/** An attempt as its teacher sits it. */
export async function attemptViewOf(db: Executor, tenantId: TenantId, exam: ExamRow, attempt: AttemptRow, now: Date): Promise<AttemptView> {
  const answers = await answersOf(db, tenantId, attempt.id);
  const versionOf = await versionsOf(db, tenantId, answers);
  return {
    id: attempt.id,
    examId: exam.id,
    examTitle: exam.title,
    number: attempt.number,
    status: attempt.status as AttemptView['status'],
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    questions: answers.map((row) => ({
      ...paperQuestionOf(row, versionOf(row.questionId, row.version)),
      answer: row.answer as AnswerBody | null,
      savedAt: row.savedAt?.toISOString() ?? null,
    })),
  };
}

/** A submitted attempt's result: score and outcomes when results are revealed, answers and explanations when those are. */
export async function attemptResultOf(
  db: Executor,
  tenantId: TenantId,
  exam: ExamRow,
  attempt: AttemptRow,
  now: Date,
): Promise<AttemptResult> {
  const resultsRevealed = revealed(exam.revealResults, exam, attempt, now);
  const explanationsRevealed = revealed(exam.revealExplanations, exam, attempt, now);
  const answers = resultsRevealed || explanationsRevealed ? await answersOf(db, tenantId, attempt.id) : [];
  const versionOf = await versionsOf(db, tenantId, answers);
  return {
    attemptId: attempt.id,
    examId: exam.id,
    examTitle: exam.title,
    status: attempt.status as AttemptResult['status'],
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    submittedBy: (attempt.submittedBy as AttemptResult['submittedBy']) ?? null,
    passPercent: exam.passPercent,
    pendingCount: attempt.pendingCount,
    score: resultsRevealed ? attempt.score : null,
    maxScore: attempt.maxScore,
    passed: resultsRevealed ? attempt.passed : null,
    resultsRevealed,
    explanationsRevealed,
    questions: answers.map((row) => {
      const version = versionOf(row.questionId, row.version);
      return {
        ...paperQuestionOf(row, version),
        answer: row.answer as AnswerBody | null,
        savedAt: row.savedAt?.toISOString() ?? null,
        outcome: resultsRevealed ? ((row.outcome ?? 'unanswered') as QuestionOutcome) : 'pending',
        awarded: resultsRevealed ? row.awarded : null,
        feedback: resultsRevealed ? row.feedback : null,
        correct: explanationsRevealed ? correctAnswerOf(version.answer) : null,
        explanation: explanationsRevealed ? version.explanation : null,
      };
    }),
  };
}
