import type {
  ErasureDecided,
  ErasureDecisionBody,
  ErasureQueuePage,
  ErasureQueueQuery,
  ErasureStatus,
} from '@yanxiu/contract/privacy-erasure';
import { notify } from '@server/modules/notifications/notifications.public';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { eventScopeOf, type RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { privacyAccess } from '../privacy.access';
import { decideErasureRequest, selectErasureQueue, selectErasureRequest } from './erasure.repository';
import { eraseAccountQueue } from './erasure.queues';

/** The tenant's erasure requests in one status, oldest first (district admin). */
export async function listErasureQueue(
  ctx: RequestContext,
  query: ErasureQueueQuery & { current: number; size: number },
): Promise<ErasureQueuePage> {
  requireAccess(ctx.actor, privacyAccess.decideErasure);
  const status = (query.status ?? 'pending') as ErasureStatus;
  const { rows, total } = await selectErasureQueue(ctx.db, ctx.tenantId, status, query);
  return {
    records: rows.map((row) => ({
      id: row.id,
      version: row.version,
      userId: row.userId,
      userName: row.userName,
      unitName: row.unitName,
      status: row.status as ErasureStatus,
      reason: row.reason,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionReason: row.decisionReason,
      decidedByName: row.decidedByName,
      erasedAt: row.erasedAt?.toISOString() ?? null,
    })),
    total,
    current: query.current,
    size: query.size,
  };
}

/**
 * Decides a pending request at the version read, audited in the decision's transaction. Approving queues the erasure
 * in the same transaction, so it runs exactly when the approval commits; refusing tells the teacher why. A request
 * already decided (a second click, another admin first) answers 409; the requester never decides their own.
 */
async function decideErasure(ctx: RequestContext, body: ErasureDecisionBody, status: 'approved' | 'refused'): Promise<ErasureDecided> {
  requireAccess(ctx.actor, privacyAccess.decideErasure);
  return ctx.transaction(async (tx) => {
    const request = await selectErasureRequest(tx, ctx.tenantId, body.id);
    if (!request) throw new AppError('NOT_FOUND');
    if (request.userId === ctx.actor.userId) throw new AppError('PRIVACY_ERASURE_OWN');
    if (request.status !== 'pending') throw new AppError('PRIVACY_ERASURE_DECIDED');
    if (request.version !== body.version) throw new AppError('STALE_VERSION');
    const decided = await decideErasureRequest(tx, ctx.tenantId, {
      id: body.id,
      version: body.version,
      status,
      by: ctx.actor.userId,
      reason: body.reason,
      now: new Date(),
    });
    if (!decided) throw new AppError('PRIVACY_ERASURE_DECIDED');
    await recordAudit(tx, ctx, {
      action: status === 'approved' ? 'privacy.erasure_approved' : 'privacy.erasure_refused',
      entityType: 'privacy_erasure_request',
      entityId: String(body.id),
      before: { status: 'pending' },
      after: { status, userId: request.userId, reason: body.reason },
    });
    const scope = eventScopeOf(ctx, tx);
    if (status === 'approved') {
      await scope.jobs.send(eraseAccountQueue, { tenantId: ctx.tenantId, requestId: body.id }, { tx });
    } else {
      await notify(scope, {
        audience: { kind: 'users', userIds: [request.userId] },
        kind: 'privacy.erasureRefused',
        params: { reason: body.reason },
        link: '/my/privacy',
        objectRef: `privacyErasure:${body.id}`,
      });
    }
    return { id: body.id, status, version: body.version + 1 };
  });
}

/** Approves a pending request: the erasure job is queued with the approval. */
export function approveErasure(ctx: RequestContext, body: ErasureDecisionBody): Promise<ErasureDecided> {
  return decideErasure(ctx, body, 'approved');
}

/** Refuses a pending request with the reason the teacher reads. */
export function refuseErasure(ctx: RequestContext, body: ErasureDecisionBody): Promise<ErasureDecided> {
  return decideErasure(ctx, body, 'refused');
}
