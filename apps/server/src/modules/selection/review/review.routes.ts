import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  SelectionApplyIdQuery,
  SelectionApplyState,
  SelectionDecideBody,
  SelectionQueuePage,
  SelectionQueueQuery,
  SelectionReviewDetail,
} from '@yanxiu/contract/selection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { selectionRoles } from '@server/modules/selection/selection.access';
import { selectionReviewQueue, selectionReviewDetail, decideSelectionApplication } from './review.service';

const tags = ['selection'];
const reviewers = { roles: selectionRoles.reviewer };

/** The selection review: the school recommends within its quota, the district checks eligibility. */
export const reviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.selectionReviewQueue,
    {
      config: reviewers,
      schema: {
        tags,
        summary: 'The caller’s selection review queue (waiting for them, returned by them, decided by them), paged, with counts',
        description:
          'School admins see their school’s applications at the school step, district admins their district’s at the district step. With a prjId, a school admin also gets their school’s places used and left (over the project and per group).',
        querystring: SelectionQueueQuery,
        response: responses(SelectionQueuePage),
      },
    },
    async (request) => ok(await selectionReviewQueue(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.selectionReviewDetail,
    {
      config: reviewers,
      schema: {
        tags,
        summary:
          'An application as reviewers see it: information, items with values and self scores, the eligibility check now, the school’s places, its history',
        description: 'For staff over the applicant and reviewers of its steps within their scope (403 otherwise; 404 for an unknown id).',
        querystring: SelectionApplyIdQuery,
        response: responses(SelectionReviewDetail),
      },
    },
    async (request) => ok(await selectionReviewDetail(contextOf(request), Number(request.query.applyId))),
  );

  app.post(
    ApiPaths.selectionReviewDecide,
    {
      config: reviewers,
      schema: {
        tags,
        summary: 'Approve (the school’s approval recommends), return for changes or reject an application at its current step; audited',
        description:
          'Only the reviewer of the current step within their org, never the applicant (403); 409 when the review has moved on. The school’s recommendation takes one of its places: 409 SELECTION_QUOTA_FULL when none is left over the project or in the group (two recommendations racing for the last place: one wins). A return gives the place back.',
        querystring: AppIdQuery,
        body: SelectionDecideBody,
        response: responses(SelectionApplyState),
      },
    },
    async (request) => ok(await decideSelectionApplication(contextOf(request), request.body)),
  );
};
