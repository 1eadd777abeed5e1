import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { GrowthFileCodeParams, GrowthFilePdfQuery, GrowthFileVerification } from '@yanxiu/contract/profile-growth-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { contentDisposition } from '@server/platform/storage/http-file';
import { profileRoles } from '@server/modules/profile/profile.access';
import { growthFileName, renderGrowthFilePdf } from './growth-file-pdf';
import { growthFileSheet, verifyGrowthFile } from './growth-file.service';

const tags = ['profile: growth file'];

/** The growth file as a PDF, and its public verification by the code its QR code carries. */
export const growthFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.growthFilePdf,
    {
      config: { roles: profileRoles.reader },
      schema: {
        tags,
        summary:
          "A teacher's growth file as an A4 PDF in Chinese: verified and unverified records grouped as the personal pages group them, with a QR code of its verification address",
        description:
          "The caller's own; with `userId`, staff read a teacher under their school or district (403 for anyone else, whether the id exists or not). Each distinct content gets a 12-character code; downloading an unchanged file again answers the same code.",
        querystring: GrowthFilePdfQuery,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on (as for the certificates' QR codes).
      const sheet = await growthFileSheet(contextOf(request), request.query.userId, `${request.protocol}://${request.host}`);
      const pdf = await renderGrowthFilePdf(sheet);
      void reply.headers({
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition('attachment', growthFileName(sheet)),
        'cache-control': 'no-store',
      });
      // A buffer bypasses the serializer; the schema's string type is only what OpenAPI shows.
      return reply.send(pdf as unknown as string);
    },
  );

  app.get(
    ApiPaths.growthFileVerify,
    {
      // Anyone holding the paper checks it: no session. Still scoped to the tenant of the host and appId.
      config: { public: true },
      schema: {
        tags,
        summary: 'Verify a growth file by its code; no session needed',
        description:
          "The teacher's name and school, when the file was made, and each record printed (kind, title, date, level, state) with whether it still stands: `same`, `changed` (edited or decided again since) or `deleted`. No ids, phone or fields beyond those. 404 for a code unknown in this tenant.",
        querystring: AppIdQuery,
        params: GrowthFileCodeParams,
        response: responses(GrowthFileVerification),
      },
    },
    async (request) => ok(await verifyGrowthFile(tenantContextOf(request), request.params.code)),
  );
};
