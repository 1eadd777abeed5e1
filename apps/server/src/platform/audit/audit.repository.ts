import type { AuditAction, AuditObjectType } from '@yanxiu/contract/administration-audit';
import type { Executor } from '@server/db/client';
import { auditLog } from '@server/db/schema/audit';
import type { AuditSource } from '@server/platform/context/request-context';

/** One audited event; its action and object type are the contract's, which give them words on the trail. */
export type AuditEntry = {
  action: AuditAction;
  entityType: AuditObjectType;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/** Appends an audit entry for the context's tenant and caller; call it inside the transaction of the write. */
export async function recordAudit(db: Executor, source: AuditSource, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: source.tenantId,
    actorUserId: source.actor?.userId ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: source.requestId,
    ip: source.ip,
  });
}
