import { SaveSettingsBody } from '@yanxiu/contract/learning-hours';
import { PresenceSettings } from '@yanxiu/contract/learning-presence';
import { z } from 'zod';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext } from '@server/platform/context/request-context';
import type { Tx } from '@server/platform/context/transaction';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import {
  findWatchSettings,
  saveCompletionShare,
  savePresenceSettings,
  type LearningSettings,
} from '@server/modules/learning/watch/completion-share.repository';

/** What may change of a tenant's learning settings; a part left out stays as it is. */
export type LearningSettingsChange = { completionShare?: number; presence?: PresenceSettings };

// The same bounds as learning's own forms, checked here as well because administration's tenant page reaches this
// with a body of its own shape.
const LearningSettingsChange = z.object({
  completionShare: SaveSettingsBody.shape.completionShare.optional(),
  presence: PresenceSettings.optional(),
});

/**
 * The one write path of a tenant's learning settings: district admins' pages (their own tenant) and the platform
 * staff's tenant settings (any tenant, in administration's transaction) both come here, so the bounds are checked and
 * each changed part audited in one place. Runs in the caller's `tx`; 422 for a value out of bounds, nothing written.
 * Watch tickets carry the settings, so they apply to sessions opened from now on.
 */
export async function changeLearningSettings(
  ctx: RequestContext,
  tx: Tx,
  tenantId: TenantId,
  change: LearningSettingsChange,
): Promise<LearningSettings> {
  const checked = LearningSettingsChange.safeParse(change);
  if (!checked.success) {
    throw new AppError('UNPROCESSABLE', {
      issues: checked.error.issues.map((issue) => ({ path: ['body', ...issue.path].join('.'), message: issue.message })),
    });
  }
  const { completionShare, presence } = checked.data;
  const before = await findWatchSettings(tx, tenantId);
  const now = new Date();
  const entityId = String(tenantId);
  if (completionShare !== undefined) {
    await saveCompletionShare(tx, tenantId, completionShare, ctx.actor.userId, now);
    const audit = { before: { completionShare: before.completionShare }, after: { completionShare } };
    await recordAudit(tx, ctx, { action: 'learning.settings_saved', entityType: 'learning_settings', entityId, ...audit });
  }
  if (presence !== undefined) {
    await savePresenceSettings(tx, tenantId, presence, ctx.actor.userId, now);
    await recordAudit(tx, ctx, {
      action: 'learning.presence_settings_saved',
      entityType: 'learning_settings',
      entityId,
      before: before.presence,
      after: presence,
    });
  }
  return { completionShare: completionShare ?? before.completionShare, presence: presence ?? before.presence };
}
