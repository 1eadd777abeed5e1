import type { ExamCell, MyExamResult } from '@yanxiu/contract/assessment-gradebook';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { countedAttemptOf } from '@server/modules/assessment/exams/answer-grading';
import { attemptsAtExams, examsOfUnits, programmesAttemptedBy, type BookAttempt, type UnitExam } from './gradebook.repository';
import type { BookUnit, GradebookSource } from './book-source';

// Exam units in the grade book: staff see the counted attempt's score and pass (whatever the exam reveals to
// teachers); a teacher sees their attempts, with scores only once the exam reveals them.

type Counts = 'best' | 'last' | 'first';

const noCell: ExamCell = { kind: 'exam', state: 'none', attempts: 0, score: null, maxScore: null, passed: null };

const pairKey = (examId: number, userId: number) => `${examId}:${userId}`;

function groupAttempts(attempts: readonly BookAttempt[]): Map<string, BookAttempt[]> {
  const byPair = new Map<string, BookAttempt[]>();
  for (const attempt of attempts) {
    const key = pairKey(attempt.examId, attempt.userId);
    const list = byPair.get(key);
    if (list) list.push(attempt);
    else byPair.set(key, [attempt]);
  }
  return byPair;
}

/** The staff's cell: the newest attempt's state and the counted attempt's result (none while nothing counts yet). */
export function examCellOf(exam: Pick<UnitExam, 'counts'>, attempts: readonly BookAttempt[]): ExamCell {
  if (attempts.length === 0) return noCell;
  const newest = attempts.reduce((latest, attempt) => (attempt.number > latest.number ? attempt : latest));
  const counted = countedAttemptOf(
    attempts.filter((attempt) => attempt.status !== 'open'),
    exam.counts as Counts,
  );
  return {
    kind: 'exam',
    state: newest.status as ExamCell['state'],
    attempts: attempts.length,
    score: counted?.score ?? null,
    maxScore: counted?.maxScore ?? null,
    passed: counted?.passed ?? null,
  };
}

/** Whether a teacher may see an attempt's score: never while open; after submitting or after the close, as set. */
function revealedAt(exam: UnitExam, attempt: BookAttempt, now: Date): boolean {
  if (attempt.status === 'open' || exam.revealResults === 'never') return false;
  return exam.revealResults === 'after_submit' || now.getTime() >= exam.closesAt.getTime();
}

/** The teacher's own result on an exam unit. */
export function myExamResultOf(unit: BookUnit, exam: UnitExam, attempts: readonly BookAttempt[], now: Date): MyExamResult {
  const shown = (attempt: BookAttempt) => revealedAt(exam, attempt, now);
  const counted = countedAttemptOf(
    attempts.filter((attempt) => attempt.status !== 'open'),
    exam.counts as Counts,
  );
  return {
    kind: 'exam',
    unitId: unit.id,
    examId: exam.id,
    title: unit.title,
    attempts: attempts.map((attempt) => ({
      attemptId: attempt.id,
      number: attempt.number,
      status: attempt.status as MyExamResult['attempts'][number]['status'],
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      submittedBy: (attempt.submittedBy as 'teacher' | 'deadline' | null) ?? null,
      score: shown(attempt) ? attempt.score : null,
      maxScore: attempt.maxScore,
      passed: shown(attempt) ? attempt.passed : null,
    })),
    counted:
      counted && shown(counted)
        ? { attemptId: counted.id, score: counted.score, maxScore: counted.maxScore, passed: counted.passed }
        : null,
  };
}

async function examsAndAttempts(db: Executor, tenantId: TenantId, units: readonly BookUnit[], userIds: readonly number[] | null) {
  const exams = await examsOfUnits(
    db,
    tenantId,
    units.map((unit) => unit.id),
  );
  const attempts = await attemptsAtExams(
    db,
    tenantId,
    exams.map((exam) => exam.id),
    userIds,
  );
  return { examOfUnit: new Map(exams.map((exam) => [exam.unitId!, exam])), byPair: groupAttempts(attempts) };
}

/** The book's exam columns: two queries for any number of units and teachers. */
export const examSource: GradebookSource = {
  kind: 'exam',
  async cells(db, tenantId, book, units) {
    const { examOfUnit, byPair } = await examsAndAttempts(db, tenantId, units, book.everyone ? null : book.userIds);
    return (unitId, userId) => {
      const exam = examOfUnit.get(unitId);
      return exam ? examCellOf(exam, byPair.get(pairKey(exam.id, userId)) ?? []) : noCell;
    };
  },
  async mine(db, tenantId, _programmeId, units, userId, now) {
    const { examOfUnit, byPair } = await examsAndAttempts(db, tenantId, units, [userId]);
    const results = new Map<number, MyExamResult>();
    for (const unit of units) {
      const exam = examOfUnit.get(unit.id);
      if (exam) results.set(unit.id, myExamResultOf(unit, exam, byPair.get(pairKey(exam.id, userId)) ?? [], now));
    }
    return results;
  },
  programmesOf: (db, tenantId, userId, limit) => programmesAttemptedBy(db, tenantId, userId, limit),
};
