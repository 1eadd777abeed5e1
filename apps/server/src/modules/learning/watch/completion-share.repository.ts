import { eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { learningSettings } from '@server/db/schema/learning';
import { DEFAULT_COMPLETION_SHARE } from './watch-credit';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The tenant's share of a video that completes it (the default when the tenant set none). */
export async function findCompletionShare(db: Executor, tenantId: TenantId): Promise<number> {
  const rows = await db.select({ share: learningSettings.completionShare }).from(learningSettings).where(eq(learningSettings.tenantId, tenantId)).limit(1);
  return rows[0]?.share ?? DEFAULT_COMPLETION_SHARE;
}

/** Sets the tenant's completion share (creating its settings row on first save). */
export async function saveCompletionShare(db: Executor, tenantId: TenantId, share: number, updatedBy: number, now: Date): Promise<void> {
  await db
    .insert(learningSettings)
    .values({ tenantId, completionShare: share, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: learningSettings.tenantId, set: { completionShare: share, updatedBy, updatedAt: now } });
}
