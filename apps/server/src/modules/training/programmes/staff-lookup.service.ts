import type { ManagedSchool, ManagedTeacher } from '@yanxiu/contract/training';
import type { RequestContext } from '@server/platform/context/request-context';
import { trainingReachOf } from '@server/modules/training/training.access';
import { listSchoolsUnder, searchTeachersUnder } from './staff-lookup.repository';

/** The staff pages' pickers: schools and teachers within the caller's reach, by name. */
export const staffLookupService = {
  /** The schools the caller is staff over. */
  schools: (ctx: RequestContext): Promise<ManagedSchool[]> => listSchoolsUnder(ctx.db, ctx.tenantId, trainingReachOf(ctx.actor)),

  /** Active teachers within the caller's reach whose name or username contains the keyword (optionally of one school). */
  teachers(ctx: RequestContext, query: { keyword: string; schoolId?: string | undefined }): Promise<ManagedTeacher[]> {
    const filter = { keyword: query.keyword, schoolId: query.schoolId === undefined ? undefined : Number(query.schoolId) };
    return searchTeachersUnder(ctx.db, ctx.tenantId, trainingReachOf(ctx.actor), filter);
  },
};
