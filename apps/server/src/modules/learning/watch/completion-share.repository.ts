import { PRESENCE_DEFAULT_ANSWER_SECONDS, PRESENCE_DEFAULT_EVERY_MINUTES, type PresenceSettings } from '@yanxiu/contract/learning-presence';
import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { learningSettings } from '@server/db/schema/learning';
import { DEFAULT_COMPLETION_SHARE } from './watch-credit';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The tenant's share of a video that completes it (the default when the tenant set none). */
export async function findCompletionShare(db: Executor, tenantId: TenantId): Promise<number> {
  const rows = await db
    .select({ share: learningSettings.completionShare })
    .from(learningSettings)
    .where(eq(learningSettings.tenantId, tenantId))
    .limit(1);
  return rows[0]?.share ?? DEFAULT_COMPLETION_SHARE;
}

/** The tenant's learning settings: what a watch ticket carries of them. */
export type LearningSettings = { completionShare: number; presence: PresenceSettings };

/** What a watch ticket carries of the tenant's settings: the completion share and its presence checks (defaults without a row). */
export async function findWatchSettings(db: Executor, tenantId: TenantId): Promise<LearningSettings> {
  const rows = await db
    .select({
      share: learningSettings.completionShare,
      everyMinutes: learningSettings.presenceEveryMinutes,
      answerSeconds: learningSettings.presenceAnswerSeconds,
    })
    .from(learningSettings)
    .where(eq(learningSettings.tenantId, tenantId))
    .limit(1);
  const row = rows[0];
  if (!row)
    return {
      completionShare: DEFAULT_COMPLETION_SHARE,
      presence: { everyMinutes: PRESENCE_DEFAULT_EVERY_MINUTES, answerSeconds: PRESENCE_DEFAULT_ANSWER_SECONDS },
    };
  return { completionShare: row.share, presence: { everyMinutes: row.everyMinutes, answerSeconds: row.answerSeconds } };
}

/** Sets the tenant's presence checks (creating its settings row on first save). */
export async function savePresenceSettings(
  db: Executor,
  tenantId: TenantId,
  settings: PresenceSettings,
  updatedBy: number,
  now: Date,
): Promise<void> {
  const values = { presenceEveryMinutes: settings.everyMinutes, presenceAnswerSeconds: settings.answerSeconds, updatedBy, updatedAt: now };
  await db
    .insert(learningSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: learningSettings.tenantId, set: values });
}

/** Sets the tenant's completion share (creating its settings row on first save). */
export async function saveCompletionShare(db: Executor, tenantId: TenantId, share: number, updatedBy: number, now: Date): Promise<void> {
  await db
    .insert(learningSettings)
    .values({ tenantId, completionShare: share, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: learningSettings.tenantId, set: { completionShare: share, updatedBy, updatedAt: now } });
}
