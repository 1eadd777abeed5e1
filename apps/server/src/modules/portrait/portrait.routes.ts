import { ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { PortraitQuery, StaffPortrait, StaffPortraitQuery, TeacherPortrait } from '@yanxiu/contract/portrait';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { contentDisposition } from '@server/platform/storage/http-file';
import { sendWorkbook } from '@server/platform/export/download';
import { portraitRoles } from './portrait.access';
import { portraitPdf, staffPortraitExport } from './portrait-exports';
import { teacherPortrait } from './portrait.service';
import { STAFF_EXPORT_MAX_ROWS, staffPortrait } from './staff-portrait.service';

const tags = ['portrait'];
const whose =
  'A teacher reads their own; staff name a teacher under their unit with `userId` (404 for anyone else they name; 403 for a teacher naming anyone else).';
const staffScope =
  "School admins see their school's teachers; district staff the district's (`schoolId` narrows to one school; a unit out of reach is 404). Teachers: 403.";
const binary = { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** The teacher portrait, its PDF, and the staff portrait with its Excel export. Read-only. */
export const portraitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.portraitTeacher,
    {
      config: { roles: portraitRoles.teacher },
      schema: {
        tags,
        summary: "A teacher's portrait",
        description: `Hours by year against the requirement, training completed, career phase history, development and selection outcomes, profile records, and the radar's dimensions beside the medians of the school's and district's teachers (no one named). ${whose}`,
        querystring: PortraitQuery,
        response: responses(TeacherPortrait),
      },
    },
    async (request) => ok(await teacherPortrait(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.portraitTeacherPdf,
    {
      config: { roles: portraitRoles.teacher },
      schema: {
        tags,
        summary: "A teacher's portrait as a PDF",
        description: `In the caller's language. ${whose}`,
        querystring: PortraitQuery,
        response: binary,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await portraitPdf(contextOf(request), request.query);
      void reply.headers({
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition('attachment', fileName),
        'cache-control': 'no-store',
      });
      return reply.send(bytes as unknown as string);
    },
  );

  app.get(
    ApiPaths.portraitManage,
    {
      config: { roles: portraitRoles.staff },
      schema: {
        tags,
        summary: "The distribution of a school's or the district's teachers",
        description: `A page of teachers with their year's hours, whether they are behind the total requirement, their phase and training units completed; the summary counts the whole scope. ${staffScope}`,
        querystring: StaffPortraitQuery,
        response: responses(StaffPortrait),
      },
    },
    async (request) => ok(await staffPortrait(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.portraitManageExport,
    {
      config: { roles: portraitRoles.staff },
      schema: {
        tags,
        summary: 'The staff portrait as an Excel workbook',
        description: `Every matching teacher (not one page), at most ${STAFF_EXPORT_MAX_ROWS}, and a summary sheet; headers in the caller's language. ${staffScope}`,
        querystring: StaffPortraitQuery.omit({ current: true, size: true }),
        response: binary,
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await staffPortraitExport(contextOf(request), request.query));
    },
  );
};
