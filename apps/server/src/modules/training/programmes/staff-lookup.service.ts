import type { ManagedSchool, ManagedTeacher } from '@yanxiu/contract/training';
import type { RequestContext } from '@server/platform/context/request-context';
import { trainingReachOf } from '@server/modules/training/training.access';
import { listSchoolsUnder, searchTeachersUnder } from './staff-lookup.repository';

// The staff pages' pickers: schools and teachers within the caller's reach, by name.

/** The schools the caller is staff over. */
export function listSchoolsInReach(ctx: RequestContext): Promise<ManagedSchool[]> {
  return listSchoolsUnder(ctx.db, ctx.tenantId, trainingReachOf(ctx.actor));
}

/** Active teachers within the caller's reach whose name or username contains the keyword (optionally of one school). */
export function findTeachersInReach(
  ctx: RequestContext,
  query: { keyword: string; schoolId?: string | undefined },
): Promise<ManagedTeacher[]> {
  const filter = { keyword: query.keyword, schoolId: query.schoolId === undefined ? undefined : Number(query.schoolId) };
  return searchTeachersUnder(ctx.db, ctx.tenantId, trainingReachOf(ctx.actor), filter);
}
