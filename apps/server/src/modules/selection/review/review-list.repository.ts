import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { selectionApplications, selectionProjects } from '@server/db/schema/selection';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The application and its project's title of each review, in one read. */
export async function projectTitlesOfReviews(db: Executor, tenantId: TenantId, reviewIds: readonly number[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({ reviewId: selectionApplications.reviewInstanceId, applyId: selectionApplications.id, title: selectionProjects.title })
    .from(selectionApplications)
    .innerJoin(
      selectionProjects,
      and(eq(selectionProjects.tenantId, selectionApplications.tenantId), eq(selectionProjects.id, selectionApplications.projectId)),
    )
    .where(and(eq(selectionApplications.tenantId, tenantId), inArray(selectionApplications.reviewInstanceId, [...reviewIds])));
}
