import type { SearchResults } from '@yanxiu/contract/search';
import type { SearchKindValue } from '@yanxiu/contract/search-kinds';
import { SearchPaths } from '@yanxiu/contract/search-paths';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '@/shared/request/request';
import { RECENT_SEARCHES_KEY, SEARCH_KEY } from './keys';

/** GET /search: every kind's first results for `keyword`, or one kind's page (`cursor`: the one after a "more"). */
export function searchSite(keyword: string, kind?: SearchKindValue, cursor?: string, signal?: AbortSignal): Promise<SearchResults> {
  return request<SearchResults>(SearchPaths.search, { query: { q: keyword, kind, cursor }, signal });
}

export function searchResultsQuery(keyword: string) {
  return queryOptions({
    queryKey: [...SEARCH_KEY, 'results', keyword],
    queryFn: ({ signal }) => searchSite(keyword, undefined, undefined, signal),
  });
}

/** Every kind's first results; the server records the keyword among the caller's recent searches, so those are read again. */
export function useSearchResults(keyword: string) {
  const client = useQueryClient();
  const results = useQuery({ ...searchResultsQuery(keyword), enabled: keyword !== '' });
  const answered = results.dataUpdatedAt;
  useEffect(() => {
    if (answered > 0) void client.invalidateQueries({ queryKey: RECENT_SEARCHES_KEY });
  }, [answered, client]);
  return results;
}

export function kindResultsQuery(keyword: string, kind: SearchKindValue) {
  return infiniteQueryOptions({
    queryKey: [...SEARCH_KEY, 'kind', keyword, kind],
    queryFn: ({ pageParam, signal }) => searchSite(keyword, kind, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.groups.find((group) => group.kind === kind)?.nextCursor ?? undefined,
  });
}

/** One kind's results page after page, each "more" asking for the next with the cursor the last page gave. */
export function useKindResults(keyword: string, kind: SearchKindValue | undefined) {
  return useInfiniteQuery({ ...kindResultsQuery(keyword, kind ?? 'programme'), enabled: keyword !== '' && kind !== undefined });
}
