import { ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { TopicFileParams } from '@yanxiu/contract/topic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { downloadConditionsOf, sendFileResponse } from '@server/modules/files/files.public';
import { topicRoles } from '@server/modules/topic/topic.access';
import { downloadTopicFile } from './topic-files.service';

const tags = ['topic'];

/** A topic's files for those who read the topic and the experts of its panels. */
export const topicFilesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.topicFile,
    {
      config: { roles: [...topicRoles.teacher, ...topicRoles.staff, ...topicRoles.expert] },
      schema: {
        tags,
        summary: 'Downloads a file of a topic (an attachment, a stage document, a process record’s file)',
        description:
          'For those who read the topic (host, listed members, staff over the host’s school, its reviewers) and the experts on one of its panels; 404 when the topic does not name the file. Ranges and conditional requests as other downloads.',
        params: TopicFileParams,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await downloadTopicFile(
        contextOf(request),
        Number(request.params.applyId),
        request.params.fileId,
        downloadConditionsOf(request),
      );
      return sendFileResponse(request, reply, result);
    },
  );
};
