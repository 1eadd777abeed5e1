import type { InstanceStep } from '@server/platform/review/review-definition';
import { countQueue, listQueue, type QueueReviewer } from '@server/platform/review/review.repository';
import { applicantNames, ofSubject } from './review-todo.repository';
import type { TodoContext, TodoSource } from './todo-source';

const reviewerOf = (ctx: TodoContext): QueueReviewer & Pick<TodoContext, 'tenantId'> => ({
  tenantId: ctx.tenantId,
  roles: ctx.actor.roles,
  orgPath: ctx.actor.orgPath,
  reviewerUserId: ctx.actor.userId,
});

/**
 * A to-do source over a review-engine queue: the reviews of one subject waiting at a step the actor decides (the
 * engine's own "pending" list, so the to-do list and the domain's review page always agree). Items carry the
 * applicant's name and the step's code (the client words the step).
 */
export function reviewTodoSource(source: { kind: string; subjectType: string; link: (subjectId: string) => string }): TodoSource {
  const subject = ofSubject(source.subjectType);
  return {
    kind: source.kind,
    async count(ctx) {
      return (await countQueue(ctx.tx, { ...reviewerOf(ctx), subject })).pending;
    },
    async list(ctx, limit) {
      const { rows } = await listQueue(ctx.tx, { ...reviewerOf(ctx), subject, state: 'pending', page: 1, size: limit });
      const names = await applicantNames(
        ctx.tx,
        ctx.tenantId,
        rows.map((row) => row.applicantUserId),
      );
      return rows.map((row) => {
        const step = (row.steps as InstanceStep[])[row.stepIndex];
        return {
          kind: source.kind,
          id: row.subjectId,
          params: {
            applicant: names.get(row.applicantUserId) ?? '',
            step: step?.code ?? '',
          },
          link: source.link(row.subjectId),
          since: (row.submittedAt ?? row.updatedAt).toISOString(),
        };
      });
    },
  };
}
