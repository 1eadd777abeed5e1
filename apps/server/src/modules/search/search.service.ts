import {
  SearchLimits,
  type SearchGroup,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
  type SearchSuggestions,
} from '@yanxiu/contract/search';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { SearchCandidate, SearchCandidates, SearchWindow } from '@server/platform/search/search-candidates';
import { rememberSearch } from './recent/recent-searches.service';
import { kindsAsked } from './search.access';
import { decodeSearchCursor, encodeSearchCursor, SEARCH_MAX_OFFSET } from './search-cursor';
import { highlightRanges, snippetOf } from './search-highlight';
import { SEARCH_SOURCES } from './search-sources';
import { searchTexts } from './search.texts';

// The site-wide search: asks each kind's domain for the caller's matches, then ranks, highlights and groups them.

/** How many kinds are asked at once: the rest of the pool stays free for other requests while one search runs. */
const KINDS_AT_ONCE = 3;
const DAY_MS = 86_400_000;

/** The keyword trimmed, 1 to 50 characters (counted as characters, not UTF-16 units); 422 otherwise. */
function checkedKeyword(ctx: RequestContext, raw: string): string {
  const keyword = raw.trim();
  const length = [...keyword].length;
  if (length < SearchLimits.keywordMin || length > SearchLimits.keywordMax) {
    const message = searchTexts(ctx.locale, 'keywordLength', { min: SearchLimits.keywordMin, max: SearchLimits.keywordMax });
    throw new AppError('UNPROCESSABLE', { message, issues: [{ path: 'query.q', message }] });
  }
  return keyword;
}

/**
 * Higher is better: 3 for the exact title, 2 for a title containing the keyword, 1 for the rest of the text, plus
 * under one for recency (halving over a month), which orders results of one tier across kinds (suggestions).
 */
function rankOf(candidate: SearchCandidate, now: number): number {
  const ageDays = candidate.at === null ? Number.POSITIVE_INFINITY : Math.max(0, (now - candidate.at.getTime()) / DAY_MS);
  return 3 - candidate.tier + 0.99 / (1 + ageDays / 30);
}

/** Runs `work` for each item, at most `width` at a time, answering in the items' order. */
async function inTurns<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return answers;
}

function askKinds(ctx: RequestContext, kinds: readonly SearchKind[], keyword: string, window: SearchWindow): Promise<SearchCandidates[]> {
  return inTurns(kinds, KINDS_AT_ONCE, (kind) => SEARCH_SOURCES[kind](ctx, keyword, window));
}

function groupOf(kind: SearchKind, answer: SearchCandidates, keyword: string, window: SearchWindow, now: number): SearchGroup {
  const nextOffset = window.offset + window.limit;
  return {
    kind,
    hits: answer.candidates.map((candidate) => {
      const { snippet, highlights } = snippetOf(candidate.body, keyword);
      return {
        id: String(candidate.id),
        kind,
        title: candidate.title,
        titleHighlights: highlightRanges(candidate.title, keyword),
        snippet,
        snippetHighlights: highlights,
        link: candidate.link,
        rank: rankOf(candidate, now),
        at: candidate.at === null ? null : candidate.at.toISOString(),
      };
    }),
    count: Math.min(answer.total, SearchLimits.countCap),
    countCapped: answer.total > SearchLimits.countCap,
    nextCursor: answer.total > nextOffset && nextOffset <= SEARCH_MAX_OFFSET ? encodeSearchCursor(kind, nextOffset) : null,
  };
}

/**
 * GET /search: the first results of every kind the caller may open (or the first or next page of one kind), ranked
 * and highlighted. The first page of all kinds is the results page opening, and is remembered as a recent search.
 */
export async function searchSite(ctx: RequestContext, query: Omit<SearchQuery, 'appId'>): Promise<SearchResults> {
  const keyword = checkedKeyword(ctx, query.q);
  if (query.cursor !== undefined && query.kind === undefined) {
    throw new AppError('BAD_REQUEST', { issues: [{ path: 'query.cursor', message: searchTexts(ctx.locale, 'cursorOfKind') }] });
  }
  const offset = query.cursor === undefined || query.kind === undefined ? 0 : decodeSearchCursor(query.kind, query.cursor, ctx.locale);
  const window = { limit: query.kind === undefined ? SearchLimits.perKind : SearchLimits.morePage, offset };
  const kinds = kindsAsked(query.kind);
  const answers = await askKinds(ctx, kinds, keyword, window);
  const now = Date.now();
  const groups = kinds
    .map((kind, index) => groupOf(kind, answers[index]!, keyword, window, now))
    .filter((group) => query.kind !== undefined || group.hits.length > 0);
  if (query.kind === undefined) await rememberSearch(ctx, keyword);
  return { keyword, groups };
}

/**
 * GET /search/suggest: the best titles for what the teacher has typed so far (nothing remembered). Each kind is asked
 * for as many as are suggested, so one kind may fill the list; its ranking reads every match either way.
 */
export async function suggestSearches(ctx: RequestContext, q: string): Promise<SearchSuggestions> {
  const keyword = checkedKeyword(ctx, q);
  const kinds = kindsAsked(undefined);
  const answers = await askKinds(ctx, kinds, keyword, { limit: SearchLimits.suggestions, offset: 0 });
  const now = Date.now();
  const ranked = kinds.flatMap((kind, index) =>
    answers[index]!.candidates.map((candidate) => ({ kind, candidate, rank: rankOf(candidate, now) })),
  );
  ranked.sort((a, b) => b.rank - a.rank);
  return {
    suggestions: ranked.slice(0, SearchLimits.suggestions).map(({ kind, candidate }) => ({
      id: String(candidate.id),
      kind,
      title: candidate.title,
      titleHighlights: highlightRanges(candidate.title, keyword),
      link: candidate.link,
    })),
  };
}
