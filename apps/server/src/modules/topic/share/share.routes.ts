import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { ShareTopicBody, TopicShareFileParams, TopicShareState, UnshareTopicBody } from '@yanxiu/contract/topic-share';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { downloadConditionsOf, sendFileResponse } from '@server/modules/files/files.public';
import { topicRoles } from '@server/modules/topic/topic.access';
import { downloadSharedTopicFile, shareTopic, unshareTopic } from './share.service';

const tags = ['topic: share page'];

/** The host shares a topic or stops; anyone downloads a shared topic's public files. The page's data is its server loader's. */
export const shareRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.topicShare,
    {
      config: { roles: topicRoles.teacher },
      schema: {
        tags,
        summary: 'Share a topic on its public page, or change what the page shows (the host)',
        description:
          "An approved or concluded topic (409/4919 before approval). `publicFileIds` are the topic's own files the page offers (422 naming the first that is not); every other file of the topic stops being public. Keeps when it was first shared. 404 unknown in the tenant, 403 for anyone but the host.",
        querystring: AppIdQuery,
        body: ShareTopicBody,
        response: responses(TopicShareState),
      },
    },
    async (request) => ok(await shareTopic(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.topicUnshare,
    {
      config: { roles: topicRoles.teacher },
      schema: {
        tags,
        summary: 'Stop sharing a topic (the host): its page and files answer 404 again',
        description:
          "The abstract and the files' public marks are kept for the next share. 404 unknown in the tenant, 403 for anyone but the host.",
        querystring: AppIdQuery,
        body: UnshareTopicBody,
        response: responses(TopicShareState),
      },
    },
    async (request) => ok(await unshareTopic(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.topicShareFile,
    {
      // The share page is for anyone: no session. Still scoped to the tenant of the host and appId.
      config: { public: true },
      schema: {
        tags,
        summary: 'Download a public file of a shared topic; no session needed',
        description:
          'Ranges and conditional requests as other downloads. 404 unless the topic is shared in this tenant and the host marked the file public.',
        querystring: AppIdQuery,
        params: TopicShareFileParams,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { applyId, fileId } = request.params;
      const result = await downloadSharedTopicFile(tenantContextOf(request), Number(applyId), fileId, downloadConditionsOf(request));
      return sendFileResponse(request, reply, result);
    },
  );
};
