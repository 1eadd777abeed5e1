import { ApiPaths } from '@yanxiu/contract/paths';
import { ReviewListPage, ReviewListQuery } from '@yanxiu/contract/review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import type { ReviewListSource } from '@server/platform/review/review-list-source';
import { reviewRoles } from './review.access';
import { listPendingReviews } from './review.service';

/** The staff's one review list, from every source the modules declare. */
export function reviewRoutesOver(sources: () => readonly ReviewListSource[]): FastifyPluginAsyncZod<AppDeps> {
  return async (app) => {
    app.get(
      ApiPaths.reviewList,
      {
        config: { roles: reviewRoles.reviewer },
        schema: {
          tags: ['review'],
          summary: 'Every review waiting for the caller’s decision, of every domain, oldest submission first',
          description:
            'Development, selection, topic (applications and stage filings, not the expert panel’s step), backbone and ' +
            'hours-declaration reviews waiting at a step the caller decides, within their org scope and never their own. ' +
            '`orgId` keeps the applicants under that unit (an unknown unit is 422); `dueBefore` keeps the reviews due ' +
            'before then; `counts` has every domain with something waiting under those two filters. Pages stop at 50.',
          querystring: ReviewListQuery,
          response: responses(ReviewListPage),
        },
      },
      async (request) => ok(await listPendingReviews(contextOf(request), sources(), request.query)),
    );
  };
}
