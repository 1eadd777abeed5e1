import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { developmentApplications } from '@server/db/schema/development-apply';
import { teacherDevelopmentTypes } from '@server/db/schema/development-model';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person's development applications and the development types they chose. */
export async function selectDevelopmentOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const applications = await db
    .select()
    .from(developmentApplications)
    .where(and(eq(developmentApplications.tenantId, tenantId), eq(developmentApplications.userId, userId)));
  const types = await db
    .select()
    .from(teacherDevelopmentTypes)
    .where(and(eq(teacherDevelopmentTypes.tenantId, tenantId), eq(teacherDevelopmentTypes.userId, userId)));
  return { applications, types };
}
