import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import type { RecurringJob } from '@server/platform/module';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { lrsAddressOf } from '@server/modules/xapi/lrs/lrs-secret';
import { xapiSendQueue } from '@server/modules/xapi/xapi.queues';
import {
  claimPendingStatements,
  findXapiSettings,
  markStatementsSent,
  noteDeliveryFailed,
  noteDeliverySucceeded,
  releaseStatements,
  tenantsWithPendingStatementsAcrossTenants,
} from '@server/modules/xapi/xapi.repository';
import { postStatements } from '@server/modules/xapi/lrs/lrs-client';

// Delivery of a tenant's outbox to its LRS, oldest first, in batches. A statement is marked sent only once the LRS
// accepted its batch; a failed batch goes back to the outbox, the failure is noted for the settings page, and the job
// throws so the queue tries again later (its back-off). Ids are the facts' own, so a batch sent twice (a process died
// between the LRS's answer and our mark) is the same statements at the LRS, not new ones.

/** Statements per POST (LRSs take far more; small batches keep one refusal from holding many back). */
const BATCH_SIZE = 50;
/** How long a sender holds what it claimed: longer than a request may take, so two senders never hold one row. */
const HOLD_MS = 5 * 60_000;

/** A failed delivery, worded for the jobs page: the problem and the status, never the LRS's text or address. */
class XapiDeliveryError extends Error {}

/** Sends every pending statement of the tenant; answers how many the LRS accepted. Throws on a failed batch. */
export async function sendPendingXapiStatements(deps: AppDeps, tenantId: TenantId, log: FastifyBaseLogger): Promise<number> {
  const settings = await findXapiSettings(deps.db, tenantId);
  if (!settings?.enabled) return 0;
  const lrs = lrsAddressOf(deps.config, settings);
  if (!lrs) {
    await noteDeliveryFailed(deps.db, tenantId, 'unauthorised', null, new Date());
    throw new XapiDeliveryError('xAPI delivery: the stored LRS secret does not open under this settings key; save it again');
  }
  let accepted = 0;
  for (;;) {
    const now = new Date();
    const batch = await claimPendingStatements(deps.db, tenantId, BATCH_SIZE, now, new Date(now.getTime() + HOLD_MS));
    if (batch.length === 0) return accepted;
    const ids = batch.map((row) => row.id);
    const answer = await postStatements(
      lrs,
      batch.map((row) => row.statement),
    );
    if (!answer.ok) {
      await releaseStatements(deps.db, tenantId, ids);
      await noteDeliveryFailed(deps.db, tenantId, answer.problem, answer.status, new Date());
      log.warn({ tenantId, problem: answer.problem, status: answer.status, statements: ids.length }, 'xapi delivery failed');
      throw new XapiDeliveryError(`xAPI delivery failed: ${answer.problem}${answer.status === null ? '' : ` (HTTP ${answer.status})`}`);
    }
    await markStatementsSent(deps.db, tenantId, ids, new Date());
    await noteDeliverySucceeded(deps.db, tenantId, new Date());
    accepted += batch.length;
  }
}

/**
 * Every ten minutes, a delivery for each tenant with statements still pending: what waited out its job's last retry
 * (an LRS down for hours) goes once the LRS is back, without anyone asking.
 */
export const resendPendingXapi: RecurringJob = {
  name: 'xapi.resendPending',
  everySeconds: () => 600,
  async run(deps) {
    const tenantIds = await tenantsWithPendingStatementsAcrossTenants(deps.db);
    for (const tenantId of tenantIds) await deps.jobs.send(xapiSendQueue, { tenantId: asTenantId(tenantId) });
    return tenantIds.length;
  },
};
