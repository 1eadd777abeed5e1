import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { FileTopicStageBody, TopicStageWriteResult } from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { topicRoles } from '@server/modules/topic/topic.access';
import { fileTopicStage } from './stages.service';

const tags = ['topic'];
const teachers = { roles: topicRoles.teacher };
const host = 'The topic’s host only (403 for anyone else, 404 for an unknown id).';

/** An approved topic's host files its stages (opening report, mid-term check, conclusion) and change requests. */
export const stagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.topicFileStage,
    {
      config: teachers,
      schema: {
        tags,
        summary:
          'Files a stage of my approved topic (opening report, mid-term check, conclusion, change request) for review, or files a returned one again',
        description: `Opening, mid-term and conclusion in that order (422 TOPIC_STAGE_ORDER, also before approval); one filing of a kind under review or passed (409 TOPIC_STAGE_PENDING); a change request between approval and the conclusion. ${host}`,
        querystring: AppIdQuery,
        body: FileTopicStageBody,
        response: responses(TopicStageWriteResult),
      },
    },
    async (request) => ok(await fileTopicStage(contextOf(request), request.body)),
  );
};
