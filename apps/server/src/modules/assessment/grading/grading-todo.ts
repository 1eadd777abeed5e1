import type { TodoContext, TodoSource } from '@server/platform/todo/todo-source';
import { isStaffOver } from '@server/platform/auth/actor';
import { assessmentAccess } from '../assessment.access';
import { countGradingQueue, listGradingQueue, type GradingScope } from './grading.repository';

// Short answers waiting for a grader on the one to-do list of the staff who manage their exams. Teachers (who hold no
// staff role) have no part in it: isStaffOver answers false for them, so they count 0.

const scopeOf = ({ actor }: TodoContext): GradingScope | null =>
  isStaffOver(actor, actor.orgPath) ? { orgPath: actor.orgPath, everywhere: assessmentAccess.manageEveryExam(actor) } : null;

/** Each waiting short answer, oldest submission first; it opens the grading queue at that answer. */
export const gradingTodo: TodoSource = {
  kind: 'assessment.grading',
  async count(ctx) {
    const scope = scopeOf(ctx);
    return scope ? countGradingQueue(ctx.tx, ctx.tenantId, scope) : 0;
  },
  async list(ctx, limit) {
    const scope = scopeOf(ctx);
    if (!scope) return [];
    const { rows } = await listGradingQueue(ctx.tx, ctx.tenantId, scope, { offset: 0, limit });
    return rows.map((row) => ({
      kind: 'assessment.grading',
      id: `${row.attemptId}-${row.position}`,
      params: { teacher: row.teacherName, exam: row.examTitle },
      link: `/manage/assessment/grading?attemptId=${row.attemptId}&position=${row.position}`,
      since: row.submittedAt!.toISOString(),
    }));
  },
};
