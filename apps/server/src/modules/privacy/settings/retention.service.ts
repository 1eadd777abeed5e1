import { PRIVACY_SETTINGS_DEFAULTS } from '@yanxiu/contract/privacy-erasure';
import type { FastifyBaseLogger } from 'fastify';
import { eraseSignInHistoryBefore } from '@server/modules/auth/auth.public';
import type { AppDeps } from '@server/platform/deps';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { selectSignInRetentionAcrossTenants } from './settings.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Applies every tenant's sign-in history retention: sessions that ended more than its days ago are removed (auth's
 * writer). One transaction per tenant, so one tenant's failure leaves the others swept. Answers how many were removed.
 */
export async function applyRetentionAcrossTenants(deps: AppDeps, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  const tenants = await selectSignInRetentionAcrossTenants(deps.db, PRIVACY_SETTINGS_DEFAULTS.signInHistoryDays);
  let removed = 0;
  for (const { tenantId, days } of tenants) {
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    removed += await deps.db.transaction((tx) => eraseSignInHistoryBefore(eventScopeFromDeps(deps, tx, asTenantId(tenantId)), cutoff));
  }
  if (removed > 0) log.info({ removed }, 'sign-in history past its retention removed');
  return removed;
}
