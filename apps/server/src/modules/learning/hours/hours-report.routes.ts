import { ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ReportPage, ReportQuery } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { sendWorkbook } from '@server/platform/export/download';
import { learningRoles } from '@server/modules/learning/learning.access';
import { hoursReportPage, hoursReportWorkbook, REPORT_EXPORT_MAX_ROWS } from './hours-report.service';

const tags = ['learning: report'];
const scope =
  "School admins see their school's teachers; district admins every teacher of the district (`schoolId` narrows to one school). Teachers: 403.";

/** Who has (not) met the year's requirement, for school and district staff, and its Excel export. */
export const hoursReportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: learningRoles.staff };
  });

  app.get(
    ApiPaths.learningManageReport,
    {
      schema: {
        tags,
        summary: "Teachers' hours of a year against the requirement",
        description: `\`onlyUnmet\` (default true) lists only those short of the total or of a category minimum; \`keyword\` matches the name. \`cursor\` (the page before's \`nextCursor\`, with \`current\` + 1) reads on from where that page ended; a cursor not made by this report is 400. \`teachers\` and \`metCount\` count everyone in scope. ${scope}`,
        querystring: ReportQuery,
        response: responses(ReportPage),
      },
    },
    async (request) => ok(await hoursReportPage(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.learningManageReportExport,
    {
      schema: {
        tags,
        summary: 'The report as an Excel workbook',
        description: `Every matching row (not one page), at most ${REPORT_EXPORT_MAX_ROWS}; headers in the caller's language. ${scope}`,
        querystring: ReportQuery.omit({ current: true, size: true, cursor: true }),
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await hoursReportWorkbook(contextOf(request), request.query));
    },
  );
};
