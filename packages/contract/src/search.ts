import { z } from 'zod';
import { AppIdQuery } from './envelope';
import { IsoDateTime } from './iso-date-time';
import { SEARCH_KINDS } from './search-kinds';

// Site-wide search (issue 42): one keyword over every kind of thing a teacher or staff member may open, each kind
// answered by its own domain under the same rules as the list its result links to, merged and ranked by the search
// module. Highlights are offsets into the plain title and snippet (never HTML), so the web renders them safely.

export { SEARCH_KINDS, SearchLimits, type SearchKindValue } from './search-kinds';

export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;

/**
 * The keyword as sent. Its length after trimming (SearchLimits.keywordMin..keywordMax) is the server's to check, which
 * answers 422 with the limits in the message; this bound only keeps an absurd value from being read at all (400).
 */
const Keyword = z.string().max(1000);

/**
 * GET /search: `q` the keyword; `kind` asks for one kind only (with `cursor`, the "more" of that kind's group, which
 * `cursor` alone never means: a cursor belongs to its kind).
 */
export const SearchQuery = AppIdQuery.extend({
  q: Keyword,
  kind: SearchKind.optional(),
  cursor: z.string().min(1).max(200).optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** GET /search/suggest: titles that contain what the teacher has typed so far. */
export const SearchSuggestQuery = AppIdQuery.extend({ q: Keyword });
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuery>;

/** A matched stretch of a text: `start` inclusive, `end` exclusive, in UTF-16 code units (JavaScript string indices). */
export const SearchRange = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type SearchRange = z.infer<typeof SearchRange>;

/**
 * Where a result opens: a route of the web app under `/pc` in its `:name` form (e.g. `/training/common/:id`), the
 * values of its parameters and the query string to add (e.g. `/noticeDetail` with `{ id: '12' }`).
 */
export const SearchLink = z.object({
  route: z.string(),
  params: z.record(z.string(), z.string()),
  query: z.record(z.string(), z.string()),
});
export type SearchLink = z.infer<typeof SearchLink>;

/** One result: its title and a snippet of the text that matched, each with the keyword's ranges. */
export const SearchHit = z.object({
  /** The item's id within its kind (kind and id together are unique). */
  id: z.string(),
  kind: SearchKind,
  title: z.string(),
  titleHighlights: z.array(SearchRange),
  /** Plain text around the first match in the body (or the start of the body when only the title matched); may be empty. */
  snippet: z.string(),
  snippetHighlights: z.array(SearchRange),
  link: SearchLink,
  /** Higher is better: exact title, then title contains, then body contains; recency breaks ties within a kind. */
  rank: z.number(),
  /** When the item was published or last changed, for the page to show. */
  at: IsoDateTime.nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

/** One kind's results: the first of them, how many there are (capped), and the cursor of its "more" page. */
export const SearchGroup = z.object({
  kind: SearchKind,
  hits: z.array(SearchHit),
  /** How many match, at most `SearchLimits.countCap`; `countCapped` when there are more. */
  count: z.number().int(),
  countCapped: z.boolean(),
  /** Pass back with `kind` for the next page of this kind; null when there is no more. */
  nextCursor: z.string().nullable(),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

/** The answer of GET /search: the kinds with at least one result (all of them, or the one asked), in SEARCH_KINDS order. */
export const SearchResults = z.object({
  keyword: z.string(),
  groups: z.array(SearchGroup),
});
export type SearchResults = z.infer<typeof SearchResults>;

/** A suggestion as the teacher types: a title and where it opens. */
export const SearchSuggestion = z.object({
  id: z.string(),
  kind: SearchKind,
  title: z.string(),
  titleHighlights: z.array(SearchRange),
  link: SearchLink,
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;
export const SearchSuggestions = z.object({ suggestions: z.array(SearchSuggestion) });
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

/** The caller's last searches, newest first (recorded by GET /search's first page; kept per user, on every device). */
export const RecentSearch = z.object({ keyword: z.string(), searchedAt: IsoDateTime });
export type RecentSearch = z.infer<typeof RecentSearch>;
export const RecentSearches = z.object({ recent: z.array(RecentSearch) });
export type RecentSearches = z.infer<typeof RecentSearches>;

/** DELETE /search/recent: how many were forgotten. */
export const ClearedRecentSearches = z.object({ cleared: z.number().int() });
export type ClearedRecentSearches = z.infer<typeof ClearedRecentSearches>;
