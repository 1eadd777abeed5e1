import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  TopicExpertDetail,
  TopicExpertPage,
  TopicExpertQueueQuery,
  TopicReviewIdQuery,
  TopicScoreBody,
  TopicScoreResult,
} from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { topicRoles } from '@server/modules/topic/topic.access';
import { listTopicExpertQueue, readTopicExpertItem, submitTopicScore } from './experts.service';

const tags = ['topic'];
const experts = { roles: topicRoles.expert };

/** Experts on panels: their panels, what they score, and their score or appraisal. */
export const expertsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.topicExpertQueue,
    {
      config: experts,
      schema: {
        tags,
        summary: 'The topic reviews I am on the panel of, waiting for my score or done',
        querystring: TopicExpertQueueQuery,
        response: responses(TopicExpertPage),
      },
    },
    async (request) => ok(await listTopicExpertQueue(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.topicExpertDetail,
    {
      config: experts,
      schema: {
        tags,
        summary: 'What I score: the topic’s plan and files (and the conclusion filing), the pass score and my score',
        description: '403 TOPIC_NOT_ON_PANEL when I am not on its panel.',
        querystring: TopicReviewIdQuery,
        response: responses(TopicExpertDetail),
      },
    },
    async (request) => ok(await readTopicExpertItem(contextOf(request), Number(request.query.reviewId))),
  );

  app.post(
    ApiPaths.topicExpertScore,
    {
      config: experts,
      schema: {
        tags,
        summary: 'Submits my score of a plan (0-100) or my appraisal of a conclusion, with a comment; once',
        description:
          'While the review is at its expert step (409 otherwise); 409 TOPIC_ALREADY_SCORED the second time. When the last expert of a full panel submits, the step is decided: approved (立项: number and period) when the mean reaches the call’s pass score, else rejected; a conclusion concludes the topic unless appraised fail.',
        querystring: AppIdQuery,
        body: TopicScoreBody,
        response: responses(TopicScoreResult),
      },
    },
    async (request) => ok(await submitTopicScore(contextOf(request), request.body)),
  );
};
