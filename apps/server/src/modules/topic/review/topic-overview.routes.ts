import { ApiPaths } from '@yanxiu/contract/paths';
import { TopicOverviewPage, TopicOverviewQuery } from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { topicRoles } from '@server/modules/topic/topic.access';
import { listTopicOverview } from './topic-overview.service';

const tags = ['topic'];
const staff = { roles: topicRoles.staff };

/** The staff's overview of the topics of their school or district. */
export const topicOverviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
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
    async (request) => ok(await listTopicOverview(contextOf(request), request.query)),
  );
};
