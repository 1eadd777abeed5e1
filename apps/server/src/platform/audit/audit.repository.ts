import type { FastifyRequest } from 'fastify';
import type { Executor } from '@server/db/client';
import { auditLog } from '@server/db/schema/audit';

/** One audited event. */
export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/** Appends an audit entry for the request's tenant and caller; call it inside the transaction of the write. */
export async function recordAudit(db: Executor, request: FastifyRequest, tenantId: number, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId,
    actorUserId: request.actor?.userId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: String(request.id),
    ip: request.ip,
  });
}
