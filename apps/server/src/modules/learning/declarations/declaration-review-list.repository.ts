import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { learningHourDeclarations } from '@server/db/schema/learning';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Title and hours of the declarations some reviews decide, in one read. */
export async function declarationsOfReviews(db: Executor, tenantId: TenantId, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      reviewId: learningHourDeclarations.reviewInstanceId,
      title: learningHourDeclarations.title,
      hours: learningHourDeclarations.hours,
    })
    .from(learningHourDeclarations)
    .where(and(eq(learningHourDeclarations.tenantId, tenantId), inArray(learningHourDeclarations.reviewInstanceId, [...reviewIds])));
}
