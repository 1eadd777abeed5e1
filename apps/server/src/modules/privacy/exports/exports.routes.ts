import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  ExportIdParams,
  ExportRequestBody,
  ManagedExportsPage,
  ManagedExportsQuery,
  MyExport,
  MyExports,
} from '@yanxiu/contract/privacy-exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { contentDisposition } from '@server/platform/storage/http-file';
import { privacyRoles } from '../privacy.access';
import { exportArchiveOf, managedExports, myExports, requestExport } from './exports.service';

const tags = ['privacy'];
const bytes = { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** The origin the teacher asked from: their certificates' QR codes in the archive point there. */
const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

/** A teacher's copies of everything held about them, and the staff's list of who asked. */
export const exportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.privacyExportRequest,
    {
      config: { roles: privacyRoles.exportRequesters },
      schema: {
        tags,
        summary: 'Ask for a copy of everything held about the caller',
        description:
          'Queues the export; a job prepares one ZIP (JSON per section, index.html, certificates as PDFs, disk files) and notifies the caller when it is ready. 409 while one is queued or preparing; 429 past three a day.',
        querystring: AppIdQuery,
        body: ExportRequestBody,
        response: responses(MyExport),
      },
    },
    async (request) => ok(await requestExport(contextOf(request), originOf(request))),
  );

  app.get(
    ApiPaths.privacyMyExports,
    {
      config: { roles: privacyRoles.exportRequesters },
      schema: {
        tags,
        summary: "The caller's recent exports and where each stands, newest first",
        querystring: AppIdQuery,
        response: responses(MyExports),
      },
    },
    async (request) => ok(await myExports(contextOf(request))),
  );

  app.get(
    ApiPaths.privacyExportDownload,
    {
      config: { roles: privacyRoles.exportRequesters },
      schema: {
        tags,
        summary: "The archive of one of the caller's exports, while it is ready",
        description: "Its owner only: anyone else's export is 404, staff's included. 409 when it is not ready yet, failed or expired.",
        querystring: AppIdQuery,
        params: ExportIdParams,
        response: bytes,
      },
    },
    async (request, reply) => {
      const archive = await exportArchiveOf(contextOf(request), request.params.id);
      void reply.headers({
        'content-type': 'application/zip',
        'content-length': String(archive.size),
        'content-disposition': contentDisposition('attachment', archive.fileName),
        'cache-control': 'no-store',
      });
      return reply.send(archive.bytes as unknown as string);
    },
  );

  app.get(
    ApiPaths.privacyExportsManage,
    {
      config: { roles: privacyRoles.exportViewers },
      schema: {
        tags,
        summary: 'Who asked for a copy of their data, when, and where it stands (never its contents)',
        description: "School admins: their school's people; district staff: the tenant's. Teachers: 403.",
        querystring: ManagedExportsQuery,
        response: responses(ManagedExportsPage),
      },
    },
    async (request) => ok(await managedExports(contextOf(request), request.query)),
  );
};
