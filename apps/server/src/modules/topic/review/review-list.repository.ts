import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { topicApplications, topicStages } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Titles of topics by id, in one read. */
export async function topicTitlesOf(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: topicApplications.id, title: topicApplications.title })
    .from(topicApplications)
    .where(and(eq(topicApplications.tenantId, tenantId), inArray(topicApplications.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** The kind of the stage filing each review decides, by review id, in one read. */
export async function stageKindsOfReviews(db: Executor, tenantId: TenantId, reviewIds: readonly number[]): Promise<Map<number, string>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ reviewId: topicStages.reviewInstanceId, kind: topicStages.kind })
    .from(topicStages)
    .where(and(eq(topicStages.tenantId, tenantId), inArray(topicStages.reviewInstanceId, [...reviewIds])));
  return new Map(rows.map((row) => [row.reviewId, row.kind]));
}
