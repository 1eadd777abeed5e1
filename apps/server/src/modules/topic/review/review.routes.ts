import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  AssignTopicExpertsBody,
  TopicDecideBody,
  TopicExpertCandidatesQuery,
  TopicExpertDetail,
  TopicExpertPage,
  TopicExpertQueueQuery,
  TopicOverviewPage,
  TopicOverviewQuery,
  TopicPeople,
  TopicReviewDetail,
  TopicReviewIdQuery,
  TopicReviewQueuePage,
  TopicReviewQueueQuery,
  TopicReviewState,
  TopicScoreBody,
  TopicScoreResult,
} from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { topicRoles } from '@server/modules/topic/topic.access';
import { createExpertsService } from '@server/modules/topic/experts/experts.service';
import { createReviewService } from './review.service';

const tags = ['topic'];
const staff = { roles: topicRoles.staff };
const district = { roles: topicRoles.district };
const experts = { roles: topicRoles.expert };

/** Topic reviews: the school and district queues and decisions, expert panels, the overview, and the experts' scoring. */
export const reviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const review = createReviewService(deps);
  const panel = createExpertsService(deps);

  app.get(
    ApiPaths.topicReviewQueue,
    {
      config: staff,
      schema: {
        tags,
        summary: 'My topic review queue (applications and stage filings waiting for my school or district step, returned by me, decided by me), with counts',
        querystring: TopicReviewQueueQuery,
        response: responses(TopicReviewQueuePage),
      },
    },
    async (request) => ok(await review.queue(contextOf(request), request.query)),
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
    async (request) => ok(await review.detail(contextOf(request), Number(request.query.reviewId))),
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
    async (request) => ok(await review.decide(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.topicExpertCandidates,
    { config: district, schema: { tags, summary: 'Users with the expert role in my district, by name (at most 50)', querystring: TopicExpertCandidatesQuery, response: responses(TopicPeople) } },
    async (request) => ok(await review.expertCandidates(contextOf(request), request.query.keyword)),
  );

  app.post(
    ApiPaths.topicAssignExperts,
    {
      config: district,
      schema: {
        tags,
        summary: 'Sets the expert panel of an application or conclusion review (at its district or expert step); audited',
        description: 'Exactly the call’s expertCount experts (422 TOPIC_PANEL_SIZE), none the host or a member (422); an expert who submitted stays (409 EXPERT_HAS_SCORED).',
        querystring: AppIdQuery,
        body: AssignTopicExpertsBody,
        response: responses(TopicReviewState),
      },
    },
    async (request) => ok(await review.assignExperts(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.topicOverview,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The topics of my school or district with their phase, the stage under review and what is due or overdue',
        querystring: TopicOverviewQuery,
        response: responses(TopicOverviewPage),
      },
    },
    async (request) => ok(await review.overview(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.topicExpertQueue,
    { config: experts, schema: { tags, summary: 'The topic reviews I am on the panel of, waiting for my score or done', querystring: TopicExpertQueueQuery, response: responses(TopicExpertPage) } },
    async (request) => ok(await panel.list(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.topicExpertDetail,
    {
      config: experts,
      schema: { tags, summary: 'What I score: the topic’s plan and files (and the conclusion filing), the pass score and my score', description: '403 TOPIC_NOT_ON_PANEL when I am not on its panel.', querystring: TopicReviewIdQuery, response: responses(TopicExpertDetail) },
    },
    async (request) => ok(await panel.detail(contextOf(request), Number(request.query.reviewId))),
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
    async (request) => ok(await panel.score(contextOf(request), request.body)),
  );
};
