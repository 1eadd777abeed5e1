/** The root of every search query key. */
export const SEARCH_KEY = ['search'] as const;
/** The caller's recent searches (the results page's first read adds to them). */
export const RECENT_SEARCHES_KEY = [...SEARCH_KEY, 'recent'] as const;
