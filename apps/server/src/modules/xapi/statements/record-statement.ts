import type { EventScope } from '@server/platform/events/domain-events';
import { xapiSendQueue } from '@server/modules/xapi/xapi.queues';
import { findTenantSite, findXapiSettings, insertStatement } from '@server/modules/xapi/xapi.repository';
import { statementOf } from './statement-of';
import type { XapiFact } from './xapi-facts';

/**
 * Records the statement of a fact in the emitter's transaction, with a job to send it, when the tenant's sending is
 * on: the fact, its statement and the job commit or roll back together, so nothing is lost while the LRS is down.
 * A fact already recorded (the same statement id) records nothing more.
 */
export async function recordXapiFact(scope: EventScope, fact: XapiFact): Promise<void> {
  const settings = await findXapiSettings(scope.tx, scope.tenantId);
  if (!settings?.enabled) return;
  const site = await findTenantSite(scope.tx, scope.tenantId);
  const hostname = site?.hostnames[0];
  if (!site || !hostname) return;
  const tenant = {
    id: scope.tenantId,
    homePage: `https://${hostname}`,
    locale: site.defaultLocale === 'en-US' ? 'en-US' : 'zh-CN',
  } as const;
  const statement = statementOf(tenant, fact);
  if (await insertStatement(scope.tx, scope.tenantId, statement.id, statement, new Date()))
    await scope.jobs.send(xapiSendQueue, { tenantId: scope.tenantId }, { tx: scope.tx });
}
