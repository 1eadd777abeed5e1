import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  TopicDecideBody,
  TopicReviewDetail,
  TopicReviewIdQuery,
  TopicReviewQueuePage,
  TopicReviewQueueQuery,
  TopicReviewState,
} from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { topicRoles } from '@server/modules/topic/topic.access';
import { decideTopicReview, listTopicReviewQueue, readTopicReview } from './review.service';

const tags = ['topic'];
const staff = { roles: topicRoles.staff };

/** Topic reviews on the staff side: the school and district queues, a review item, decisions. */
export const reviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.topicReviewQueue,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'My topic review queue (applications and stage filings waiting for my school or district step, returned by me, decided by me), with counts',
        querystring: TopicReviewQueueQuery,
        response: responses(TopicReviewQueuePage),
      },
    },
    async (request) => ok(await listTopicReviewQueue(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.topicReviewDetail,
    {
      config: staff,
      schema: {
        tags,
        summary: 'A topic review item: the topic, the filing, the steps, the expert panel (district staff) and its history',
        description: 'For staff over the host’s school and reviewers of its steps (403 otherwise; 404 for an unknown id).',
        querystring: TopicReviewIdQuery,
        response: responses(TopicReviewDetail),
      },
    },
    async (request) => ok(await readTopicReview(contextOf(request), Number(request.query.reviewId))),
  );

  app.post(
    ApiPaths.topicReviewDecide,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Approves, returns for changes or rejects a topic review at my school or district step; audited',
        description:
          'Only the reviewer of the current step within their org, never the applicant (403); 409 when it moved on. The expert step is decided by the panel’s scores, not here (409). Approving a change request’s last step applies it.',
        querystring: AppIdQuery,
        body: TopicDecideBody,
        response: responses(TopicReviewState),
      },
    },
    async (request) => ok(await decideTopicReview(contextOf(request), request.body)),
  );
};
