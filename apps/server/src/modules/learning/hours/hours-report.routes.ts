import { ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ReportPage, ReportQuery } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantOf } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { localeOf } from '@server/platform/http/locale';
import { responses } from '@server/platform/http/route-schema';
import { contentDisposition } from '@server/platform/storage/http-file';
import { chinaDay } from '@server/platform/time/china-time';
import { reportFileName, reportWorkbook } from './hours-report-export';
import { createHoursReportService, REPORT_EXPORT_MAX_ROWS } from './hours-report.service';
import { listHourCategories } from '@server/modules/learning/settings/learning-config.repository';

const tags = ['learning: report'];
const scope = "School admins see their school's teachers; district admins every teacher of the district (`schoolId` narrows to one school). Teachers: 403.";

/** Who has (not) met the year's requirement, for school and district staff, and its Excel export. */
export const hoursReportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const report = createHoursReportService(deps);
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, roles: ['school_admin', 'district_admin', 'platform_admin'] };
  });

  app.get(
    ApiPaths.learningManageReport,
    {
      schema: {
        tags,
        summary: "Teachers' hours of a year against the requirement",
        description: `\`onlyUnmet\` (default true) lists only those short of the total or of a category minimum; \`keyword\` matches the name. \`teachers\` and \`metCount\` count everyone in scope. ${scope}`,
        querystring: ReportQuery,
        response: responses(ReportPage),
      },
    },
    async (request) => ok(await report.page(tenantOf(request), actorOf(request), request.query)),
  );

  app.get(
    ApiPaths.learningManageReportExport,
    {
      schema: {
        tags,
        summary: 'The report as an Excel workbook',
        description: `Every matching row (not one page), at most ${REPORT_EXPORT_MAX_ROWS}; headers in the caller's language. ${scope}`,
        querystring: ReportQuery.omit({ current: true, size: true }),
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const [{ year, requirement, rows }, categories] = await Promise.all([report.all(tenant, actorOf(request), request.query), listHourCategories(deps.db, tenant.id)]);
      const locale = localeOf(request);
      const workbook = await reportWorkbook(rows, requirement, categories, locale);
      void reply.headers({
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': contentDisposition('attachment', reportFileName(locale, year, chinaDay(new Date()))),
        'cache-control': 'no-store',
      });
      return reply.send(workbook as unknown as string);
    },
  );
};
