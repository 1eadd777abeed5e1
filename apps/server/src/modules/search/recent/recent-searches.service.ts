import { SearchLimits, type ClearedRecentSearches, type RecentSearches } from '@yanxiu/contract/search';
import type { RequestContext } from '@server/platform/context/request-context';
import { clearRecentSearches, listRecentSearches, recordRecentSearch } from './recent-searches.repository';

// The caller's recent searches, kept on the server so they follow them from one device to another.

/** Notes the caller's search (the results page's first page), keeping their last ten. */
export async function rememberSearch(ctx: RequestContext, keyword: string): Promise<void> {
  await ctx.transaction((tx) => recordRecentSearch(tx, ctx.tenantId, ctx.actor.userId, keyword, new Date(), SearchLimits.recent));
}

/** The caller's last searches, newest first. */
export async function recentSearches(ctx: RequestContext): Promise<RecentSearches> {
  const rows = await listRecentSearches(ctx.db, ctx.tenantId, ctx.actor.userId, SearchLimits.recent);
  return { recent: rows.map((row) => ({ keyword: row.keyword, searchedAt: row.searchedAt.toISOString() })) };
}

/** Forgets the caller's recent searches (theirs only). */
export async function forgetRecentSearches(ctx: RequestContext): Promise<ClearedRecentSearches> {
  return { cleared: await ctx.transaction((tx) => clearRecentSearches(tx, ctx.tenantId, ctx.actor.userId)) };
}
