import { AssignmentFileQuery } from '@yanxiu/contract/assessment-assignments';
import { ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes, FileIdParams } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadConditionsOf, sendFileResponse } from '@server/modules/files/files.public';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { assessmentRoles } from '../assessment.access';
import { serveAssignmentFile } from './assignment-files.service';

const bytes = { 200: FileBytes, 206: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** A file read through the assignment that names it, at /assessment/assignments/files/:id. */
export const assessmentAssignmentFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentAssignmentFile,
    {
      config: { roles: assessmentRoles.assignmentFiles },
      schema: {
        tags: ['assessment'],
        summary: 'A file of an assignment: an attachment or a submission’s file',
        description:
          'An attachment for the teachers enrolled in the programme; a submission’s file for its author, the peer reviewer handed that round and, once marked excellent, the programme’s teachers; everything for the staff who tutor the assignment. Anything else (another tenant’s, a file the assignment does not name) is 404.',
        querystring: AssignmentFileQuery,
        params: FileIdParams,
        response: bytes,
      },
    },
    async (request, reply) =>
      sendFileResponse(
        request,
        reply,
        await serveAssignmentFile(contextOf(request), request.query.assignmentId, request.params.id, downloadConditionsOf(request)),
      ),
  );
};
