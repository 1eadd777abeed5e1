import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { reviewInstances } from '@server/db/schema/review';
import { topicApplications, topicCalls, topicMembers, topicNumberCounters, topicRecords, topicStages } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type DemoCall = Omit<typeof topicCalls.$inferInsert, 'tenantId' | 'id'>;
export type DemoTopic = Omit<typeof topicApplications.$inferInsert, 'tenantId' | 'id' | 'reviewInstanceId'>;
export type DemoReview = Omit<typeof reviewInstances.$inferInsert, 'tenantId' | 'id'>;

/** Whether the tenant has any topic call (the demo seeds once). */
export async function hasCalls(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db.select({ id: topicCalls.id }).from(topicCalls).where(eq(topicCalls.tenantId, tenantId)).limit(1);
  return rows.length > 0;
}

/** Username -> user id, org unit and its path, for some demo accounts. */
export async function findDemoUsers(db: Executor, tenantId: TenantId, usernames: readonly string[]) {
  const rows = await db
    .select({ username: users.username, id: users.id, orgUnitId: users.orgUnitId, orgPath: orgUnits.path })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...usernames])));
  return new Map(rows.map((row) => [row.username, row]));
}

export async function insertDemoCall(tx: Executor, tenantId: TenantId, call: DemoCall): Promise<number> {
  const [row] = await tx
    .insert(topicCalls)
    .values({ ...call, tenantId })
    .returning({ id: topicCalls.id });
  return row!.id;
}

/** A finished review of the engine (the demo's past decisions are not replayed). */
export async function insertDemoReview(tx: Executor, tenantId: TenantId, review: DemoReview): Promise<number> {
  const [row] = await tx
    .insert(reviewInstances)
    .values({ ...review, tenantId })
    .returning({ id: reviewInstances.id });
  return row!.id;
}

export async function insertDemoTopic(
  tx: Executor,
  tenantId: TenantId,
  topic: DemoTopic,
  memberUserIds: readonly number[],
): Promise<number> {
  const [row] = await tx
    .insert(topicApplications)
    .values({ ...topic, tenantId })
    .returning({ id: topicApplications.id });
  const applicationId = row!.id;
  if (memberUserIds.length > 0) {
    await tx.insert(topicMembers).values(
      memberUserIds.map((userId) => ({
        tenantId,
        applicationId,
        userId,
        status: 'confirmed',
        respondedAt: topic.approvedAt ?? new Date(),
      })),
    );
  }
  return applicationId;
}

export async function insertDemoStage(
  tx: Executor,
  tenantId: TenantId,
  stage: Omit<typeof topicStages.$inferInsert, 'tenantId' | 'id'>,
): Promise<void> {
  await tx.insert(topicStages).values({ ...stage, tenantId });
}

export async function insertDemoRecord(
  tx: Executor,
  tenantId: TenantId,
  record: Omit<typeof topicRecords.$inferInsert, 'tenantId' | 'id'>,
): Promise<void> {
  await tx.insert(topicRecords).values({ ...record, tenantId });
}

/** Sets the last topic number given in a year. */
export async function setDemoCounter(tx: Executor, tenantId: TenantId, year: number, last: number): Promise<void> {
  await tx.insert(topicNumberCounters).values({ tenantId, year, last }).onConflictDoNothing();
}

/** Points a demo topic at its application review. */
export async function setDemoTopicReview(tx: Executor, tenantId: TenantId, id: number, reviewInstanceId: number): Promise<void> {
  await tx
    .update(topicApplications)
    .set({ reviewInstanceId })
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, id)));
}
