import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { researchActivities, researchParticipants } from '@server/db/schema/research';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ResearchActivityRecord } from './completion-events';
import type { ParticipantFacts } from './completion-rule';

export type ParticipantRecord = typeof researchParticipants.$inferSelect;

const keyOf = (tenantId: TenantId, activityId: number, userId: number) =>
  and(
    eq(researchParticipants.tenantId, tenantId),
    eq(researchParticipants.activityId, activityId),
    eq(researchParticipants.userId, userId),
  );

/** An activity by id in the tenant (any status). */
export async function findActivityRecord(db: Executor, tenantId: TenantId, activityId: number): Promise<ResearchActivityRecord | null> {
  const [row] = await db
    .select()
    .from(researchActivities)
    .where(and(eq(researchActivities.tenantId, tenantId), eq(researchActivities.id, activityId)));
  return row ?? null;
}

/** A person's participation in an activity, or null when they have not joined. */
export async function findParticipant(
  db: Executor,
  tenantId: TenantId,
  activityId: number,
  userId: number,
): Promise<ParticipantRecord | null> {
  const [row] = await db
    .select()
    .from(researchParticipants)
    .where(keyOf(tenantId, activityId, userId));
  return row ?? null;
}

/**
 * Sets one fact column the first time (an earlier time stays). Answers the row after the update, with the facts
 * other transactions committed first (the update waits for their row lock and re-reads), or null when the person
 * has not joined.
 */
export async function setFact(
  db: Executor,
  tenantId: TenantId,
  activityId: number,
  userId: number,
  column: keyof ParticipantFacts,
  at: Date,
): Promise<ParticipantRecord | null> {
  const target = researchParticipants[column];
  const [row] = await db
    .update(researchParticipants)
    .set({ [column]: sql`coalesce(${target}, ${at.toISOString()}::timestamptz)` })
    .where(keyOf(tenantId, activityId, userId))
    .returning();
  return row ?? null;
}

/** Marks the participation complete unless it already is; answers whether this call did (once per person). */
export async function markCompleted(db: Executor, tenantId: TenantId, activityId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(researchParticipants)
    .set({ completedAt: at })
    .where(and(keyOf(tenantId, activityId, userId), isNull(researchParticipants.completedAt)))
    .returning({ userId: researchParticipants.userId });
  return rows.length === 1;
}

/** How many people joined an activity. */
export async function countParticipants(db: Executor, tenantId: TenantId, activityId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(researchParticipants)
    .where(and(eq(researchParticipants.tenantId, tenantId), eq(researchParticipants.activityId, activityId)));
  return row?.count ?? 0;
}
