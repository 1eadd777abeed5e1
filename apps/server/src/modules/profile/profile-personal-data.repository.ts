import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { backboneApplications, growthFiles, profileRecords } from '@server/db/schema/profile';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Every profile record of a person (all kinds, all states), their backbone applications and growth files. */
export async function selectProfileOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const [records, backbone, growth] = await Promise.all([
    db
      .select()
      .from(profileRecords)
      .where(and(eq(profileRecords.tenantId, tenantId), eq(profileRecords.userId, userId))),
    db
      .select()
      .from(backboneApplications)
      .where(and(eq(backboneApplications.tenantId, tenantId), eq(backboneApplications.userId, userId))),
    db
      .select()
      .from(growthFiles)
      .where(and(eq(growthFiles.tenantId, tenantId), eq(growthFiles.userId, userId))),
  ]);
  return { records, backbone, growth };
}
