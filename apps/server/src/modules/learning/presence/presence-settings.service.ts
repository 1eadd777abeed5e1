import type { PresenceSettings } from '@yanxiu/contract/learning-presence';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import { findWatchSettings, savePresenceSettings } from '@server/modules/learning/watch/completion-share.repository';

/**
 * The tenant's presence checks: off, or on average every N minutes with an answer window. Read by staff, set by
 * district admins (audited). Watch tickets carry the setting, so it applies to sessions opened from now on.
 */
export const presenceSettingsService = {
  read: async (ctx: RequestContext): Promise<PresenceSettings> => (await findWatchSettings(ctx.db, ctx.tenantId)).presence,

  async save(ctx: RequestContext, body: PresenceSettings): Promise<PresenceSettings> {
    return ctx.transaction(async (tx) => {
      const before = (await findWatchSettings(tx, ctx.tenantId)).presence;
      await savePresenceSettings(tx, ctx.tenantId, body, ctx.actor.userId, new Date());
      await recordAudit(tx, ctx, { action: 'learning.presence_settings_saved', entityType: 'learning_settings', entityId: String(ctx.tenantId), before, after: body });
      return { everyMinutes: body.everyMinutes, answerSeconds: body.answerSeconds };
    });
  },
};
