import type { Readable } from 'node:stream';
import { EXPORTS_PER_DAY, type ManagedExportsPage, type ManagedExportsQuery, type MyExport } from '@yanxiu/contract/privacy-exports';
import { DISTRICT_STAFF_ROLES } from '@yanxiu/contract/roles';
import { chinaDay } from '@yanxiu/contract/china-time';
import type { RequestContext } from '@server/platform/context/request-context';
import { hasRole } from '@server/platform/auth/actor';
import { AppError } from '@server/platform/http/app-error';
import { prepareExportQueue } from './exports.queues';
import {
  countExportRequestsSince,
  findExport,
  insertExportRequest,
  listExportsOfUser,
  listManagedExports,
  type ExportRow,
} from './exports.repository';
import { exportTexts } from './exports.texts';

// A teacher's copies of their data: asking (one on its way at a time, a few a day), their list, the download while
// ready; and the staff's list of who asked and when, never what the archive holds.

const DAY_MS = 86_400_000;
// The teacher's page shows their last few requests; older rows stay for the staff's list.
const MY_EXPORTS_SHOWN = 10;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toMyExport(row: ExportRow): MyExport {
  return {
    id: row.id,
    status: row.status as MyExport['status'],
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    expiresAt: iso(row.expiresAt),
    size: row.status === 'ready' ? row.size : null,
  };
}

/** Queues an export of everything held about the caller; 409 while one is on its way, 429 past the day's allowance. */
export async function requestExport(ctx: RequestContext, origin: string): Promise<MyExport> {
  const { tenantId, actor } = ctx;
  const row = await ctx.transaction(async (tx) => {
    const asked = await countExportRequestsSince(tx, tenantId, actor.userId, new Date(Date.now() - DAY_MS));
    if (asked >= EXPORTS_PER_DAY) throw new AppError('RATE_LIMITED', { retryAfterSeconds: 3600 });
    const inserted = await insertExportRequest(tx, tenantId, actor.userId);
    if (!inserted) throw new AppError('PRIVACY_EXPORT_OPEN');
    await ctx.jobs.send(prepareExportQueue, { tenantId, exportId: inserted.id, origin, locale: ctx.locale }, { tx });
    return inserted;
  });
  return toMyExport(row);
}

/** The caller's recent exports, newest first. */
export async function myExports(ctx: RequestContext): Promise<MyExport[]> {
  return (await listExportsOfUser(ctx.db, ctx.tenantId, ctx.actor.userId, MY_EXPORTS_SHOWN)).map(toMyExport);
}

/**
 * The archive of one of the caller's exports, while it is ready: 404 for anyone else's (staff included: they never
 * see the contents) or an unknown id, 409 when it is not ready or has expired.
 */
export async function exportArchiveOf(ctx: RequestContext, id: number): Promise<{ fileName: string; size: number; bytes: Readable }> {
  const row = await findExport(ctx.db, ctx.tenantId, id);
  if (!row || row.userId !== ctx.actor.userId) throw new AppError('NOT_FOUND');
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('PRIVACY_EXPORT_NOT_READY');
  }
  const stat = await ctx.storage.stat(row.storageKey);
  if (!stat) throw new AppError('PRIVACY_EXPORT_NOT_READY');
  const fileName = exportTexts(ctx.locale, 'fileName', { day: chinaDay(row.finishedAt ?? row.requestedAt) });
  return { fileName, size: stat.size, bytes: await ctx.storage.get(row.storageKey) };
}

/** The staff's page of who asked and when: school admins their school's people, district staff the tenant's. */
export async function managedExports(ctx: RequestContext, query: ManagedExportsQuery): Promise<ManagedExportsPage> {
  const { current, size } = query;
  const orgPath = hasRole(ctx.actor, ...DISTRICT_STAFF_ROLES) ? undefined : ctx.actor.orgPath;
  const rows = await listManagedExports(ctx.db, ctx.tenantId, { orgPath, status: query.status, offset: (current - 1) * size, limit: size });
  return {
    records: rows.map(({ request, userName, unitName }) => ({
      ...toMyExport(request),
      userId: request.userId,
      userName,
      unitName,
    })),
    total: rows[0]?.total ?? 0,
    current,
    size,
  };
}
