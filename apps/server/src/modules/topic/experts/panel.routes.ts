import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { AssignTopicExpertsBody, TopicExpertCandidatesQuery, TopicPeople, TopicReviewState } from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { topicRoles } from '@server/modules/topic/topic.access';
import { assignTopicExperts, searchTopicExpertCandidates } from './panel.service';

const tags = ['topic'];
const district = { roles: topicRoles.district };

/** District staff set the expert panel of an application or conclusion review. */
export const panelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.topicExpertCandidates,
    {
      config: district,
      schema: {
        tags,
        summary: 'Users with the expert role in my district, by name (at most 50)',
        querystring: TopicExpertCandidatesQuery,
        response: responses(TopicPeople),
      },
    },
    async (request) => ok(await searchTopicExpertCandidates(contextOf(request), request.query.keyword)),
  );

  app.post(
    ApiPaths.topicAssignExperts,
    {
      config: district,
      schema: {
        tags,
        summary: 'Sets the expert panel of an application or conclusion review (at its district or expert step); audited',
        description:
          'Exactly the call’s expertCount experts (422 TOPIC_PANEL_SIZE), none the host or a member (422); an expert who submitted stays (409 EXPERT_HAS_SCORED).',
        querystring: AppIdQuery,
        body: AssignTopicExpertsBody,
        response: responses(TopicReviewState),
      },
    },
    async (request) => ok(await assignTopicExperts(contextOf(request), request.body)),
  );
};
