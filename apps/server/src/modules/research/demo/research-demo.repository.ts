import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import {
  researchActivities,
  researchActivityStages,
  researchGroupMembers,
  researchGroups,
  researchParticipants,
} from '@server/db/schema/research';
import { researchFormTemplates } from '@server/db/schema/research-interaction';
import { trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The demo seed's writes of groups and activities (straight rows: the seed is not a caller of the API).

/** Demo accounts by username: id and org unit. */
export async function findDemoPeople(
  db: Executor,
  tenantId: TenantId,
  usernames: readonly string[],
): Promise<Map<string, { id: number; orgUnitId: number }>> {
  const rows = await db
    .select({ username: users.username, id: users.id, orgUnitId: users.orgUnitId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.username, [...usernames])));
  return new Map(rows.map((row) => [row.username, { id: row.id, orgUnitId: row.orgUnitId }]));
}

export async function hasGroups(db: Executor, tenantId: TenantId): Promise<boolean> {
  const rows = await db.select({ id: researchGroups.id }).from(researchGroups).where(eq(researchGroups.tenantId, tenantId)).limit(1);
  return rows.length > 0;
}

export async function firstTemplateId(db: Executor, tenantId: TenantId): Promise<number | null> {
  const [row] = await db
    .select({ id: researchFormTemplates.id })
    .from(researchFormTemplates)
    .where(eq(researchFormTemplates.tenantId, tenantId))
    .orderBy(researchFormTemplates.id)
    .limit(1);
  return row?.id ?? null;
}

export async function firstFusionProgrammeId(db: Executor, tenantId: TenantId): Promise<number | null> {
  const [row] = await db
    .select({ id: trainingProgrammes.id })
    .from(trainingProgrammes)
    .where(and(eq(trainingProgrammes.tenantId, tenantId), eq(trainingProgrammes.kind, 'fusion')))
    .orderBy(trainingProgrammes.id)
    .limit(1);
  return row?.id ?? null;
}

export async function insertDemoGroup(
  db: Executor,
  tenantId: TenantId,
  group: Omit<typeof researchGroups.$inferInsert, 'tenantId'>,
  members: ReadonlyArray<{ userId: number; role: 'leader' | 'member' }>,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(researchGroups)
    .values({ ...group, tenantId })
    .returning({ id: researchGroups.id });
  await db
    .insert(researchGroupMembers)
    .values(members.map((member) => ({ tenantId, groupId: row!.id, ...member, status: 'member', joinedAt: now })));
  return row!.id;
}

export async function insertDemoActivity(
  db: Executor,
  tenantId: TenantId,
  activity: Omit<typeof researchActivities.$inferInsert, 'tenantId' | 'seatsTaken' | 'searchGrams'>,
  stages: ReadonlyArray<Omit<typeof researchActivityStages.$inferInsert, 'tenantId' | 'activityId' | 'position'>>,
  participantIds: readonly number[],
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(researchActivities)
    .values({ ...activity, tenantId, seatsTaken: participantIds.length, searchGrams: sql`yx_grams(lower(${activity.title}))` })
    .returning({ id: researchActivities.id });
  const activityId = row!.id;
  if (stages.length > 0)
    await db.insert(researchActivityStages).values(stages.map((stage, index) => ({ ...stage, tenantId, activityId, position: index + 1 })));
  if (participantIds.length > 0)
    await db.insert(researchParticipants).values(participantIds.map((userId) => ({ tenantId, activityId, userId, joinedAt: now })));
  return activityId;
}
