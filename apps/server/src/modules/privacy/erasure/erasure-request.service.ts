import type { ErasureRequestBody, MyErasureRequest } from '@yanxiu/contract/privacy-erasure';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { insertErasureRequest, selectErasureRequestsOf } from './erasure.repository';

/** A teacher asks for their personal data to be erased; one open request at a time (409 while one is). */
export async function requestErasure(
  ctx: RequestContext,
  body: { reason: string; confirm: true } & ErasureRequestBody,
): Promise<MyErasureRequest> {
  return ctx.transaction(async (tx) => {
    const created = await insertErasureRequest(tx, ctx.tenantId, ctx.actor.userId, body.reason);
    if (!created) throw new AppError('PRIVACY_ERASURE_OPEN');
    await recordAudit(tx, ctx, {
      action: 'privacy.erasure_requested',
      entityType: 'privacy_erasure_request',
      entityId: String(created.id),
      after: { userId: ctx.actor.userId },
    });
    return {
      id: created.id,
      status: 'pending',
      reason: body.reason,
      requestedAt: created.requestedAt.toISOString(),
      decidedAt: null,
      decisionReason: null,
    };
  });
}

/** The caller's own requests and their outcomes, newest first. */
export async function listMyErasureRequests(ctx: RequestContext): Promise<MyErasureRequest[]> {
  const rows = await selectErasureRequestsOf(ctx.db, ctx.tenantId, ctx.actor.userId);
  return rows.map((row) => ({
    id: row.id,
    status: row.status as MyErasureRequest['status'],
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  }));
}
