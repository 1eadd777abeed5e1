// SearchPaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and the schemas
// beside them in `search.ts` would come along (issue 19: zod weighed on every signed-in page).

/** Site-wide search (issue 42): results grouped by kind, suggestions as one types, the caller's recent searches. */
export const SearchPaths = {
  search: '/search',
  searchSuggest: '/search/suggest',
  /** GET lists the caller's recent searches; DELETE forgets them. */
  searchRecent: '/search/recent',
} as const;
