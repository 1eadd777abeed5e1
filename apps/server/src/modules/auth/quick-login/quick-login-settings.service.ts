import type { QuickLoginSettings } from '@yanxiu/contract/quick-login';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { knownTenantOf } from '../portal/portal-settings.service';
import { findQuickLoginSettings, upsertQuickLoginSettings, type QuickLoginSettingsRow } from './quick-login.repository';

function viewOf(tenantId: TenantId, row: QuickLoginSettingsRow | undefined): QuickLoginSettings {
  return {
    tenantId: String(tenantId),
    enabled: row?.enabled ?? false,
    jwksUri: row?.jwksUri ?? null,
    ticketUrl: row?.ticketUrl ?? null,
    maxTicketSeconds: row?.maxTicketSeconds ?? 300,
  };
}

// Platform staff read and save each tenant's quick-login settings (beside its identity-provider settings).

/** One tenant's quick-login settings as platform staff read them. */
export async function quickLoginSettingsOf(ctx: RequestContext, tenantId: string): Promise<QuickLoginSettings> {
  const id = await knownTenantOf(ctx.db, tenantId);
  return viewOf(id, await findQuickLoginSettings(ctx.db, id));
}

/** Saves a tenant's quick-login settings, audited with before and after, in one transaction. */
export async function saveQuickLoginSettings(ctx: RequestContext, body: QuickLoginSettings): Promise<QuickLoginSettings> {
  const id = await knownTenantOf(ctx.db, body.tenantId);
  return ctx.transaction(async (tx) => {
    const before = await findQuickLoginSettings(tx, id);
    const change = { enabled: body.enabled, jwksUri: body.jwksUri, ticketUrl: body.ticketUrl, maxTicketSeconds: body.maxTicketSeconds };
    await upsertQuickLoginSettings(tx, id, change);
    const after = viewOf(id, { tenantId: id, ...change });
    await recordAudit(tx, ctx, {
      action: 'auth.quick_login_settings_saved',
      entityType: 'tenant',
      entityId: String(id),
      before: before ? viewOf(id, before) : null,
      after,
    });
    return after;
  });
}
