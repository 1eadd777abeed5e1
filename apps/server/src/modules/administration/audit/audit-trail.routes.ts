import { AUDIT_EXPORT_MAX_ROWS, AuditChoices, AuditFilters, AuditListQuery, AuditPage } from '@yanxiu/contract/administration-tenants';
import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { sendWorkbook } from '@server/platform/export/download';
import { administrationRoles } from '@server/modules/administration/administration.access';
import { auditChoices, exportAuditTrail, listAuditTrail } from './audit-trail.service';

const tags = ['administration'];
const config = { roles: administrationRoles.readAudit };

/** The audit trail for staff: read-only (there is no route that changes or deletes an entry). */
export const auditTrailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.administrationAudit,
    {
      config,
      schema: {
        tags,
        summary: 'The audit trail, newest first',
        description:
          'Who did what to which object and when, with before and after; filtered by actor, action, object and time, paged. ' +
          "District staff read their tenant's; platform staff may name another tenant (`tenantId`, 403 for anyone else).",
        querystring: AuditListQuery,
        response: responses(AuditPage),
      },
    },
    async (request) => ok(await listAuditTrail(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.administrationAuditChoices,
    {
      config,
      schema: {
        tags,
        summary: 'The actions and object types in the trail (for the filters)',
        querystring: AppIdQuery.extend({ tenantId: AuditFilters.shape.tenantId }),
        response: responses(AuditChoices),
      },
    },
    async (request) => ok(await auditChoices(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.administrationAuditExport,
    {
      config,
      schema: {
        tags,
        summary: 'Export the audit trail to Excel',
        description: `The trail under the same filters as .xlsx (headers in the caller's language, times in China time), newest first, at most ${AUDIT_EXPORT_MAX_ROWS} rows.`,
        querystring: AuditFilters,
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await exportAuditTrail(contextOf(request), request.query));
    },
  );
};
