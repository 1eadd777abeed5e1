import { and, eq, sql, type SQL } from 'drizzle-orm';
import { reviewInstances } from '@server/db/schema/review';
import { topicApplications, topicStages } from '@server/db/schema/topic';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The review-queue condition on `review_instances` for topic reviews: of one kind, of one call, a title like the keyword. */
export function topicReviewsWhere(
  subjects: { application: string; stage: string },
  filter: { kind?: string | undefined; callId?: number | undefined; keyword?: string | undefined },
): SQL {
  const topicOf = (condition: SQL) =>
    sql`exists (select 1 from ${topicApplications} a where a.tenant_id = ${reviewInstances.tenantId} and a.id = ${reviewInstances.subjectId}::bigint and ${condition})`;
  return and(
    sql`${reviewInstances.subjectType} in (${subjects.application}, ${subjects.stage})`,
    filter.kind === 'application' ? eq(reviewInstances.subjectType, subjects.application) : undefined,
    filter.kind && filter.kind !== 'application'
      ? sql`exists (select 1 from ${topicStages} s where s.tenant_id = ${reviewInstances.tenantId} and s.review_instance_id = ${reviewInstances.id} and s.kind = ${filter.kind})`
      : undefined,
    filter.callId ? topicOf(sql`a.call_id = ${filter.callId}`) : undefined,
    filter.keyword ? topicOf(sql`a.title ilike ${`%${escapeLike(filter.keyword)}%`}`) : undefined,
  )!;
}
