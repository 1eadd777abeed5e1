import type { ExamAttemptsQuery } from '@yanxiu/contract/assessment-exams';
import type { RequestContext } from '@server/platform/context/request-context';
import { examToManage } from '@server/modules/assessment/exams/exam-access';
import { listExamAttempts } from './attempts.repository';

/** An exam's attempts for the staff who manage it, newest first (scores as stored: staff see them whatever the reveal). */
export async function listAttemptsOfExam(ctx: RequestContext, query: ExamAttemptsQuery) {
  await examToManage(ctx, ctx.db, query.examId);
  const { rows, total } = await listExamAttempts(ctx.db, ctx.tenantId, {
    examId: query.examId,
    status: query.status,
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return {
    records: rows.map(({ attempt, teacherName }) => ({
      id: attempt.id,
      userId: attempt.userId,
      teacherName,
      number: attempt.number,
      status: attempt.status as 'open' | 'grading' | 'graded',
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      submittedBy: (attempt.submittedBy as 'teacher' | 'deadline' | null) ?? null,
      score: attempt.score,
      maxScore: attempt.maxScore,
      passed: attempt.passed,
      pendingCount: attempt.pendingCount,
    })),
    total,
    current: query.current,
    size: query.size,
  };
}
