import type { ClearedRecentSearches, RecentSearches } from '@yanxiu/contract/search';
import { SearchPaths } from '@yanxiu/contract/search-paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { RECENT_SEARCHES_KEY } from './keys';

/** GET /search/recent: the caller's last searches, newest first (kept by the server, so they follow across devices). */
export function getRecentSearches(signal?: AbortSignal): Promise<RecentSearches> {
  return request<RecentSearches>(SearchPaths.searchRecent, { signal, skipErrorHandler: true });
}

export function recentSearchesQuery() {
  return queryOptions({ queryKey: RECENT_SEARCHES_KEY, queryFn: ({ signal }) => getRecentSearches(signal) });
}

/** The recent searches, read when the box is opened empty. */
export function useRecentSearches(enabled: boolean) {
  return useQuery({ ...recentSearchesQuery(), enabled });
}

/** DELETE /search/recent: forgets the caller's recent searches, on every device. */
export function clearRecentSearches(): Promise<ClearedRecentSearches> {
  return request<ClearedRecentSearches>(SearchPaths.searchRecent, { method: 'DELETE' });
}

export function useClearRecentSearches() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearRecentSearches,
    onSuccess: () => client.setQueryData<RecentSearches>(RECENT_SEARCHES_KEY, { recent: [] }),
  });
}
