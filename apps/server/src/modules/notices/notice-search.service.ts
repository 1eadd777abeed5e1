import type { RequestContext } from '@server/platform/context/request-context';
import { candidatesOf, type SearchCandidates, type SearchWindow } from '@server/platform/search/search-candidates';
import { searchReaderNotices } from './notice-search.repository';
import { readerOf } from './notices.service';

/** Notices out now and addressed to the caller whose title or text match the keyword; each opens its page. */
export async function searchNotices(ctx: RequestContext, keyword: string, window: SearchWindow): Promise<SearchCandidates> {
  const reader = await readerOf(ctx.db, ctx.tenantId, ctx.actor);
  const rows = await searchReaderNotices(ctx.db, ctx.tenantId, reader, keyword, window, new Date());
  return candidatesOf(rows, (row) => ({ route: '/noticeDetail', params: {}, query: { id: String(row.id) } }));
}
