import type { RequestContext } from '@server/platform/context/request-context';
import { candidatesOf, type SearchCandidates, type SearchWindow } from '@server/platform/search/search-candidates';
import { teacherAccess } from './teacher.access';
import { searchTeachersUnder } from './teacher-search.repository';

/**
 * Teachers matching the keyword for staff: those of their units (platform staff: the tenant's), the people whose
 * portrait they may open (portrait's readPortraitOf); each opens that portrait. Nobody else finds teachers.
 */
export async function searchTeachers(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  if (!teacherAccess.findTeachers(ctx.actor)) return { candidates: [], total: 0 };
  const underPath = teacherAccess.findTeachersAcrossTenant(ctx.actor) ? null : ctx.actor.orgPath;
  const rows = await searchTeachersUnder(ctx.db, ctx.tenantId, underPath, keyword, window);
  return candidatesOf(rows, (row) => ({ route: '/teacherPortrait', params: {}, query: { userId: String(row.id) } }));
}
