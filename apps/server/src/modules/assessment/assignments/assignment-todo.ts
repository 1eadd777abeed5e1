import type { TodoContext, TodoSource } from '@server/platform/todo/todo-source';
import { isStaffOver } from '@server/platform/auth/actor';
import { assessmentAccess } from '../assessment.access';
import { countOpenReviewsFor, openReviewsFor } from './peer-reviews.repository';
import { countWaitingSubmissions, listSubmissionQueue, type QueueScope } from './submission-queue.repository';

// Assignments on the one to-do list: submissions waiting for the tutors who manage them, and a teacher's open peer
// review. Teachers hold no staff role, so isStaffOver answers false for them and their tutoring count is 0.

const scopeOf = ({ actor }: TodoContext): QueueScope | null =>
  isStaffOver(actor, actor.orgPath)
    ? { orgPath: actor.orgPath, everywhere: assessmentAccess.manageEveryAssignment(actor), filter: 'waiting' }
    : null;

/** Each submission waiting for a decision, oldest first; it opens the tutor's page for it. */
export const assignmentGradingTodo: TodoSource = {
  kind: 'assessment.assignmentGrading',
  async count(ctx) {
    const scope = scopeOf(ctx);
    return scope ? countWaitingSubmissions(ctx.tx, ctx.tenantId, scope) : 0;
  },
  async list(ctx, limit) {
    const scope = scopeOf(ctx);
    if (!scope) return [];
    const { rows } = await listSubmissionQueue(ctx.tx, ctx.tenantId, scope, { offset: 0, limit });
    return rows.map((row) => ({
      kind: 'assessment.assignmentGrading',
      id: String(row.submissionId),
      params: { teacher: row.teacherName, assignment: row.assignmentTitle },
      link: `/manage/assessment/assignments/submission/${row.submissionId}`,
      since: row.submittedAt!.toISOString(),
    }));
  },
};

/** A teacher's open peer review, oldest first; it opens the assignment's peer review tab. */
export const peerReviewTodo: TodoSource = {
  kind: 'assessment.peerReview',
  count: (ctx) => countOpenReviewsFor(ctx.tx, ctx.tenantId, ctx.actor.userId),
  async list(ctx, limit) {
    const rows = await openReviewsFor(ctx.tx, ctx.tenantId, ctx.actor.userId, limit);
    return rows.map((row) => ({
      kind: 'assessment.peerReview',
      id: String(row.id),
      params: { assignment: row.title },
      link: `/training/assignment/${row.assignmentId}?tab=peer`,
      since: row.assignedAt.toISOString(),
    }));
  },
};
