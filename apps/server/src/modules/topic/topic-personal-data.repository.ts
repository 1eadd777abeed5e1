import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { topicApplications, topicMembers } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The topic applications a person hosts, and the topics they were invited to join. */
export async function selectTopicsOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const hosted = await db
    .select()
    .from(topicApplications)
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.hostUserId, userId)));
  const memberships = await db
    .select({ membership: topicMembers, title: topicApplications.title })
    .from(topicMembers)
    .innerJoin(
      topicApplications,
      and(eq(topicApplications.tenantId, topicMembers.tenantId), eq(topicApplications.id, topicMembers.applicationId)),
    )
    .where(and(eq(topicMembers.tenantId, tenantId), eq(topicMembers.userId, userId)));
  return { hosted, memberships };
}
