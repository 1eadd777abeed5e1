import type { QuickLoginSettings } from '@yanxiu/contract/quick-login';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
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

/** Platform staff read and save each tenant's quick-login settings (beside its identity-provider settings). */
export function createQuickLoginSettingsService({ db }: AppDeps) {
  const tenantOf = (tenantId: string) => knownTenantOf(db, tenantId);

  return {
    async detail(_ctx: RequestContext, tenantId: string): Promise<QuickLoginSettings> {
      const id = await tenantOf(tenantId);
      return viewOf(id, await findQuickLoginSettings(db, id));
    },

    /** Saves the settings, audited with before and after, in one transaction. */
    async save(ctx: RequestContext, body: QuickLoginSettings): Promise<QuickLoginSettings> {
      const id = await tenantOf(body.tenantId);
      return ctx.transaction(async (tx) => {
        const before = await findQuickLoginSettings(tx, id);
        const change = { enabled: body.enabled, jwksUri: body.jwksUri, ticketUrl: body.ticketUrl, maxTicketSeconds: body.maxTicketSeconds };
        await upsertQuickLoginSettings(tx, id, change);
        const after = viewOf(id, { tenantId: id, ...change });
        await recordAudit(tx, ctx, { action: 'auth.quick_login_settings_saved', entityType: 'tenant', entityId: String(id), before: before ? viewOf(id, before) : null, after });
        return after;
      });
    },
  };
}
