import { ErrorEnvelope, AppIdQuery } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { HourEntry, HoursBreakdown, HoursQuery, ReverseEntryBody } from '@yanxiu/contract/learning-hours';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { sendWorkbook } from '@server/platform/export/download';
import { learningRoles } from '@server/modules/learning/learning.access';
import { hoursBreakdown, hoursBreakdownWorkbook, reverseHourEntry } from './hours.service';

const tags = ['learning: hours'];
const whose =
  'Teachers see their own; staff may name a teacher under their unit in `userId` (school admins their school, district admins the district). Naming someone else: 403 for non-staff, 404 for staff when the person is outside their reach.';

/** The learning-hours breakdown of `/studyTime`, its Excel export, and staff reversing an entry. */
export const hoursRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.learningHours,
    {
      schema: {
        tags,
        summary: "A teacher's hours of a year against the tenant's requirement",
        description: `Totals are net of reversals; \`year\` defaults to the current year (China time). ${whose}`,
        querystring: HoursQuery,
        response: responses(HoursBreakdown),
      },
    },
    async (request) => ok(await hoursBreakdown(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.learningHoursExport,
    {
      schema: {
        tags,
        summary: 'The same breakdown as an Excel workbook',
        description: `Sheets: summary, entries, by month, by programme; headers in the caller's language. ${whose}`,
        querystring: HoursQuery,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await hoursBreakdownWorkbook(contextOf(request), request.query));
    },
  );

  app.post(
    ApiPaths.learningManageReverseEntry,
    {
      config: { roles: learningRoles.staff },
      schema: {
        tags,
        summary: 'Reverse a ledger entry with a reason',
        description:
          'Entries are never edited or deleted: a reversal entry with the negative hours undoes one, in its year and category. For staff over the teacher (not their own hours). 409 ENTRY_ALREADY_REVERSED when it already was; 422 for a reversal. Answers the reversal entry.',
        querystring: AppIdQuery,
        body: ReverseEntryBody,
        response: responses(HourEntry),
      },
    },
    async (request) => ok(await reverseHourEntry(contextOf(request), request.body)),
  );
};
