import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  ClearedRecentSearches,
  RecentSearches,
  SearchQuery,
  SearchResults,
  SearchSuggestions,
  SearchSuggestQuery,
} from '@yanxiu/contract/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { forgetRecentSearches, recentSearches } from './recent/recent-searches.service';
import { searchSite, suggestSearches } from './search.service';

const tags = ['search'];

/** Site-wide search for everyone signed in: what each finds is what the lists its results link to show them. */
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.search,
    {
      schema: {
        tags,
        summary: 'Search programmes, open classes, activities, calls, projects, notices, help, the disk and (staff) teachers',
        description:
          'Results grouped by kind, each only what the caller may open (the rules of the list it links to), ranked: exact title, title contains, text contains, then the newest. `kind` asks one kind (with `cursor`, its next page). The keyword is 1 to 50 characters after trimming (422 otherwise). The first page of all kinds is remembered as a recent search.',
        querystring: SearchQuery,
        response: responses(SearchResults),
      },
    },
    async (request) => ok(await searchSite(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.searchSuggest,
    {
      schema: {
        tags,
        summary: 'Titles matching what the caller has typed so far (at most 8)',
        description:
          'The same kinds and rules as the search, best matches first; nothing is remembered. 422 for a keyword outside 1 to 50 characters.',
        querystring: SearchSuggestQuery,
        response: responses(SearchSuggestions),
      },
    },
    async (request) => ok(await suggestSearches(contextOf(request), request.query.q)),
  );

  app.get(
    ApiPaths.searchRecent,
    {
      schema: {
        tags,
        summary: "The caller's recent searches, newest first (the last 10, on every device)",
        querystring: AppIdQuery,
        response: responses(RecentSearches),
      },
    },
    async (request) => ok(await recentSearches(contextOf(request))),
  );

  app.delete(
    ApiPaths.searchRecent,
    {
      schema: {
        tags,
        summary: "Forget the caller's recent searches",
        description: "Only the caller's own; answers how many were forgotten.",
        querystring: AppIdQuery,
        response: responses(ClearedRecentSearches),
      },
    },
    async (request) => ok(await forgetRecentSearches(contextOf(request))),
  );
};
