import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditChoices,
  type AuditEntryView,
  type AuditFilters,
  type AuditPage,
} from '@yanxiu/contract/administration-tenants';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { chinaDay } from '@server/platform/time/china-time';
import { administrationAccess } from '@server/modules/administration/administration.access';
import {
  auditTrailChoices,
  countAuditTrail,
  selectAuditTrail,
  findNamedTenant,
  type AuditTrailFilter,
  type AuditTrailRow,
} from './audit-trail.repository';
import { auditFileName, auditWorkbook } from './audit-workbook';

/**
 * The tenant whose trail is read: the caller's own, or, for platform staff, the one named (403 for anyone else naming
 * another tenant; 404 for a tenant that does not exist).
 */
async function trailTenant(ctx: RequestContext, tenantId: string | undefined): Promise<TenantId> {
  if (tenantId === undefined || Number(tenantId) === ctx.tenantId) return ctx.tenantId;
  requireAccess(ctx.actor, administrationAccess.readAuditAcrossTenants);
  const named = await findNamedTenant(ctx.db, Number(tenantId));
  if (named === undefined) throw new AppError('NOT_FOUND');
  return named;
}

function filterOf(query: AuditFilters): AuditTrailFilter {
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && to && from >= to) throw new AppError('UNPROCESSABLE', { issues: [{ path: 'query.to', message: 'must be after from' }] });
  return {
    actorId: query.actorId === undefined ? undefined : Number(query.actorId),
    actorKeyword: query.actor,
    action: query.action,
    entityType: query.entityType,
    entityId: query.entityId,
    from,
    to,
  };
}

function viewOf(row: AuditTrailRow): AuditEntryView {
  return {
    id: String(row.id),
    at: row.createdAt.toISOString(),
    actorId: row.actorUserId === null ? null : String(row.actorUserId),
    actorName: row.actorName,
    actorUsername: row.actorUsername,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    requestId: row.requestId,
    ip: row.ip,
  };
}

// The audit trail, read-only: filtered, paged on the server, exported to Excel. Nothing here writes.

/** A page of the trail under the filters, newest first. */
export async function listAuditTrail(ctx: RequestContext, query: AuditFilters & { current: number; size: number }): Promise<AuditPage> {
  const tenantId = await trailTenant(ctx, query.tenantId);
  const filter = filterOf(query);
  const [rows, total] = await Promise.all([
    selectAuditTrail(ctx.db, tenantId, filter, { limit: query.size, offset: (query.current - 1) * query.size }),
    countAuditTrail(ctx.db, tenantId, filter),
  ]);
  return { records: rows.map(viewOf), total, current: query.current, size: query.size };
}

/** The actions and object types in the trail (for the filters). */
export async function auditChoices(ctx: RequestContext, query: Pick<AuditFilters, 'tenantId'>): Promise<AuditChoices> {
  return auditTrailChoices(ctx.db, await trailTenant(ctx, query.tenantId));
}

/** The filtered trail as .xlsx, newest first, at most AUDIT_EXPORT_MAX_ROWS rows. */
export async function exportAuditTrail(ctx: RequestContext, query: AuditFilters): Promise<{ fileName: string; bytes: Buffer }> {
  const tenantId = await trailTenant(ctx, query.tenantId);
  const rows = await selectAuditTrail(ctx.db, tenantId, filterOf(query), { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 });
  return { fileName: auditFileName(ctx.locale, chinaDay(new Date())), bytes: await auditWorkbook(rows.map(viewOf), ctx.locale) };
}
