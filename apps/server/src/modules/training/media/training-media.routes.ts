import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes, FileIdParams } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { IdParams, MediaLink, SignedMediaQuery } from '@yanxiu/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { downloadConditionsOf, sendFileResponse } from '@server/modules/files/files.public';
import { openClassMediaLink, serveSignedMedia, serveTrainingCover, unitMediaLink } from './training-media.service';

const tags = ['training: media'];
const bytes = { 200: FileBytes, 206: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** Covers, signed links to lesson and open-class files, and the files behind those links (with ranges). */
export const trainingMediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.trainingCover,
    {
      // `<img src>` sends no Bearer header; covers are what catalogue cards show to anyone of the tenant.
      config: { public: true },
      schema: {
        tags,
        summary: 'A cover image (programme, studio, open class); no session needed',
        description:
          'Only files uploaded as `cover` of this tenant (404 otherwise). Cached for a day; `ETag` and `If-None-Match` answer 304.',
        querystring: AppIdQuery,
        params: FileIdParams,
        response: bytes,
      },
    },
    async (request, reply) =>
      sendFileResponse(
        request,
        reply,
        await serveTrainingCover(tenantContextOf(request), request.params.id, downloadConditionsOf(request)),
      ),
  );

  app.get(
    ApiPaths.trainingUnitMediaLink,
    {
      schema: {
        tags,
        summary: "A signed address of a unit's video or document, valid for 10 minutes",
        description:
          'For a teacher whose enrolment in the programme is `enrolled`, or staff who manage the programme (403 otherwise). 404 for offline sessions.',
        querystring: AppIdQuery,
        params: IdParams,
        response: responses(MediaLink),
      },
    },
    async (request) => ok(await unitMediaLink(contextOf(request), Number(request.params.id))),
  );

  app.get(
    ApiPaths.trainingOpenClassMediaLink,
    {
      schema: {
        tags,
        summary: "A signed address of a published open class's recording, valid for 10 minutes",
        querystring: AppIdQuery,
        params: IdParams,
        response: responses(MediaLink),
      },
    },
    async (request) => ok(await openClassMediaLink(contextOf(request), Number(request.params.id))),
  );

  app.get(
    ApiPaths.trainingMedia,
    {
      // The signature in the query is the permission: `<video src>` cannot send the Bearer header.
      config: { public: true },
      schema: {
        tags,
        summary: 'The file behind a signed media address, inline, with byte ranges',
        description:
          'Answers 200 or 206 (`Range: bytes=…`), 416 outside the file. A signature that does not match the tenant, file, user and expiry is 401 (4104); an expired address 403 (4106).',
        querystring: SignedMediaQuery,
        params: FileIdParams,
        response: bytes,
      },
    },
    async (request, reply) => {
      const { uid, exp, sig } = request.query;
      return sendFileResponse(
        request,
        reply,
        await serveSignedMedia(tenantContextOf(request), request.params.id, { uid, exp, sig }, downloadConditionsOf(request)),
      );
    },
  );
};
