import { ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { ActivityQuery, ResearchFileParams } from '@yanxiu/contract/research-interaction';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { downloadConditionsOf, sendFileResponse } from '@server/modules/files/files.public';
import { researchRoles } from '@server/modules/research/research.access';
import { downloadActivityFile } from './interaction-files';

/** Downloading the files of an activity's posts, hand-ins and summary. */
export const interactionFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    ApiPaths.researchFile,
    {
      config: { roles: researchRoles.member },
      schema: {
        tags: ['research: files'],
        summary: "Download a file of an activity's discussion, hand-ins or summary",
        description:
          "For the activity's organisers and the people who joined it: files of visible posts and of the summary; a hidden post's or a hand-in's files only for their owner and the organisers. 404 otherwise. Ranges as for files.",
        querystring: ActivityQuery,
        params: ResearchFileParams,
        response: { 200: FileBytes, 206: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) =>
      sendFileResponse(request, reply, await downloadActivityFile(deps, contextOf(request), Number(request.query.activityId), request.params.id, downloadConditionsOf(request))),
  );
};
