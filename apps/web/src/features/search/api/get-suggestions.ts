import type { SearchSuggestions } from '@yanxiu/contract/search';
import { SearchPaths } from '@yanxiu/contract/search-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { SEARCH_KEY } from './keys';

/** GET /search/suggest: titles containing what was typed. Quiet: the box says itself that suggestions failed. */
export function getSearchSuggestions(keyword: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return request<SearchSuggestions>(SearchPaths.searchSuggest, { query: { q: keyword }, signal, skipErrorHandler: true });
}

export function searchSuggestionsQuery(keyword: string) {
  return queryOptions({
    queryKey: [...SEARCH_KEY, 'suggest', keyword],
    // The signal is read, so a request whose keyword was typed over is aborted once nothing observes it any more.
    queryFn: ({ signal }) => getSearchSuggestions(keyword, signal),
    staleTime: 30_000,
  });
}

/** The suggestions for `keyword` (already debounced and trimmed by the caller); nothing is asked for an empty one. */
export function useSearchSuggestions(keyword: string, enabled: boolean) {
  return useQuery({ ...searchSuggestionsQuery(keyword), enabled: enabled && keyword !== '' });
}
