import type { PresenceSettings } from '@yanxiu/contract/learning-presence';
import type { RequestContext } from '@server/platform/context/request-context';
import { changeLearningSettings } from '@server/modules/learning/settings/learning-settings.service';
import { findWatchSettings } from '@server/modules/learning/watch/completion-share.repository';

// The tenant's presence checks: off, or on average every N minutes with an answer window. Read by staff, set by
// district admins (audited). Watch tickets carry the setting, so it applies to sessions opened from now on.

/** The caller's tenant's presence checks. */
export async function readPresenceSettings(ctx: RequestContext): Promise<PresenceSettings> {
  return (await findWatchSettings(ctx.db, ctx.tenantId)).presence;
}

/** Sets the caller's tenant's presence checks, through the one write path of learning settings. */
export async function savePresenceSettingsOfTenant(ctx: RequestContext, body: PresenceSettings): Promise<PresenceSettings> {
  return (await ctx.transaction((tx) => changeLearningSettings(ctx, tx, ctx.tenantId, { presence: body }))).presence;
}
