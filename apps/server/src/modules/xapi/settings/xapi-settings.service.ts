import type {
  SaveXapiSettingsBody,
  XapiConnectionTest,
  XapiDeliveryProblem,
  XapiSendNow,
  XapiSettings,
} from '@yanxiu/contract/xapi-settings';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { probeLrs } from '@server/modules/xapi/lrs/lrs-client';
import { xapiSendQueue } from '@server/modules/xapi/xapi.queues';
import { countStatements, findXapiSettings, saveXapiSettingsRow, type XapiSettingsRow } from '@server/modules/xapi/xapi.repository';
import { lrsAddressOf, xapiSecretBoxOf, xapiSecretContextOf } from '@server/modules/xapi/lrs/lrs-secret';

// A district admin reads and saves the tenant's LRS settings (the secret write-only), tests the connection and asks
// for pending statements to be sent now. Every call is about the caller's own tenant.

const unprocessable = (path: string, message: string) => new AppError('UNPROCESSABLE', { issues: [{ path, message }] });

async function viewOf(ctx: RequestContext, row: XapiSettingsRow | undefined): Promise<XapiSettings> {
  const counts = await countStatements(ctx.db, ctx.tenantId);
  const delivery: XapiSettings['delivery'] = {
    ...counts,
    lastSentAt: row?.lastSentAt?.toISOString() ?? null,
    lastError:
      row?.lastErrorProblem && row.lastErrorAt
        ? { problem: row.lastErrorProblem as XapiDeliveryProblem, status: row.lastErrorStatus, at: row.lastErrorAt.toISOString() }
        : null,
  };
  if (!row) return { configured: false, enabled: false, endpoint: '', key: '', secretSet: false, version: 0, delivery };
  return { configured: true, enabled: row.enabled, endpoint: row.endpoint, key: row.key, secretSet: true, version: row.version, delivery };
}

/** What the audit trail keeps of the settings: everything but the secret, which it only says changed. */
const audited = (row: XapiSettingsRow | undefined) => (row ? { enabled: row.enabled, endpoint: row.endpoint, key: row.key } : null);

/** The tenant's LRS settings and how delivery is going (the secret only as set or not). */
export async function xapiSettingsOf(ctx: RequestContext): Promise<XapiSettings> {
  return viewOf(ctx, await findXapiSettings(ctx.db, ctx.tenantId));
}

/**
 * Saves at the version read (409/4010 otherwise). The endpoint must be https (http only on this machine outside
 * production); the first save needs the secret. Audited without the secret.
 */
export async function saveXapiSettings(ctx: RequestContext, body: SaveXapiSettingsBody): Promise<XapiSettings> {
  const endpoint = new URL(body.endpoint);
  const loopback = endpoint.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(endpoint.hostname);
  if (endpoint.protocol !== 'https:' && !(loopback && ctx.config.NODE_ENV !== 'production'))
    throw unprocessable('body.endpoint', 'must be an https address');
  if (endpoint.username || endpoint.password || endpoint.search || endpoint.hash)
    throw unprocessable('body.endpoint', 'the address alone: the key and secret go in their own fields');
  const before = await findXapiSettings(ctx.db, ctx.tenantId);
  if (!before && body.secret === undefined) throw unprocessable('body.secret', 'required on the first save');
  const saved = await ctx.transaction(async (tx) => {
    const secretSealed =
      body.secret !== undefined ? xapiSecretBoxOf(ctx.config).seal(body.secret, xapiSecretContextOf(ctx.tenantId)) : before!.secretSealed;
    const change = { enabled: body.enabled, endpoint: body.endpoint.replace(/\/+$/, ''), key: body.key, secretSealed };
    const row = await saveXapiSettingsRow(tx, ctx.tenantId, body.version, change, new Date());
    if (!row) throw new AppError('STALE_VERSION');
    await recordAudit(tx, ctx, {
      action: 'xapi.settings_saved',
      entityType: 'xapi_settings',
      entityId: String(ctx.tenantId),
      before: audited(before),
      after: { ...audited(row), secretChanged: body.secret !== undefined },
    });
    return row;
  });
  return viewOf(ctx, saved);
}

/** Asks the saved LRS for one statement with the saved key: whether it answers and takes the key. Writes nothing. */
export async function testXapiConnection(ctx: RequestContext): Promise<XapiConnectionTest> {
  const row = await findXapiSettings(ctx.db, ctx.tenantId);
  if (!row) return { outcome: 'not_configured', status: null };
  const lrs = lrsAddressOf(ctx.config, row);
  // A secret sealed under another settings key is as good as none: the admin saves it again.
  if (!lrs) return { outcome: 'unauthorised', status: null };
  const answer = await probeLrs(lrs);
  ctx.log.info({ outcome: answer.ok ? 'ok' : answer.problem, status: answer.status }, 'xapi connection test');
  return answer.ok ? { outcome: 'ok', status: answer.status } : { outcome: answer.problem, status: answer.status };
}

/** Queues a delivery of the pending statements at once (false when sending is off or nothing waits). */
export async function sendXapiNow(ctx: RequestContext): Promise<XapiSendNow> {
  const row = await findXapiSettings(ctx.db, ctx.tenantId);
  if (!row?.enabled || (await countStatements(ctx.db, ctx.tenantId)).pending === 0) return { queued: false };
  await ctx.jobs.send(xapiSendQueue, { tenantId: ctx.tenantId });
  return { queued: true };
}
