import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { ActivityQuery, GroupFileParams, ResearchFileParams } from '@yanxiu/contract/research-interaction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { downloadConditionsOf, sendFileResponse } from '@server/modules/files/files.public';
import { researchRoles } from '@server/modules/research/research.access';
import { downloadActivityFile, downloadGroupFile } from './interaction-files';

/** Downloading the files of an activity's stages, posts, hand-ins and summary, and a group's shared files. */
export const interactionFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.researchFile,
    {
      config: { roles: researchRoles.member },
      schema: {
        tags: ['research: files'],
        summary: "Download a file of an activity's stages, discussion, hand-ins or summary",
        description:
          "For the activity's organisers and the people who joined it: a stage's materials and video, files of visible posts and of the summary; a hidden post's or a hand-in's files only for their owner and the organisers. 404 otherwise. Ranges as for files.",
        querystring: ActivityQuery,
        params: ResearchFileParams,
        response: { 200: FileBytes, 206: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) =>
      sendFileResponse(
        request,
        reply,
        await downloadActivityFile(contextOf(request), Number(request.query.activityId), request.params.id, downloadConditionsOf(request)),
      ),
  );

  app.get(
    ApiPaths.researchGroupFile,
    {
      config: { roles: researchRoles.member },
      schema: {
        tags: ['research: files'],
        summary: 'Download a file shared with a group',
        description:
          "For the group's members, its leader and staff over its unit; 404 for anyone else or a file the group does not share. Ranges as for files.",
        querystring: AppIdQuery,
        params: GroupFileParams,
        response: { 200: FileBytes, 206: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) =>
      sendFileResponse(
        request,
        reply,
        await downloadGroupFile(contextOf(request), request.params.id, request.params.fileId, downloadConditionsOf(request)),
      ),
  );
};
