import type { TodoContext, TodoSource } from '@server/platform/todo/todo-source';
import { ownSchoolPath, scoringRoles } from '@server/modules/selection/selection.access';
import { listForExpert } from './scoring.repository';

/** An ISO instant after any real one (a string compare, as the to-do list sorts). */
const LAST = '9999-12-31T23:59:59.999Z';

const isExpert = (ctx: TodoContext) => ctx.actor.roles.some((role) => scoringRoles.expert.includes(role));
const expertOf = (ctx: TodoContext) => ({ userId: ctx.actor.userId, schoolPath: ownSchoolPath(ctx.actor) });

/** Applications on the caller's panels they have not scored yet (the expert's own pending list, same rules). */
export const scoringTodo: TodoSource = {
  kind: 'selection.scoring',
  async count(ctx) {
    if (!isExpert(ctx)) return 0;
    return (await listForExpert(ctx.tx, ctx.tenantId, expertOf(ctx), { state: 'pending', limit: 0, offset: 0 })).pending;
  },
  async list(ctx, limit) {
    if (!isExpert(ctx)) return [];
    const { rows } = await listForExpert(ctx.tx, ctx.tenantId, expertOf(ctx), { state: 'pending', limit, offset: 0 });
    return rows.map((row) => ({
      kind: 'selection.scoring',
      id: String(row.applyId),
      params: { applicant: row.applicantName, project: row.projectTitle },
      link: `/selection/scoring/${row.applyId}`,
      // Applications without a submission instant sort last, as on the expert's list.
      since: row.appliedAt?.toISOString() ?? LAST,
    }));
  },
};
