import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { researchActivities, researchGroupMembers, researchGroups, researchParticipants } from '@server/db/schema/research';
import { researchAttendance, researchHandIns, researchObservations } from '@server/db/schema/research-interaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A person's research activities (with titles), group memberships (with names), attendance, hand-ins and observation forms. */
export async function selectResearchOfUser(db: Executor, tenantId: TenantId, userId: number) {
  const activities = await db
    .select({ participation: researchParticipants, title: researchActivities.title })
    .from(researchParticipants)
    .innerJoin(
      researchActivities,
      and(eq(researchActivities.tenantId, researchParticipants.tenantId), eq(researchActivities.id, researchParticipants.activityId)),
    )
    .where(and(eq(researchParticipants.tenantId, tenantId), eq(researchParticipants.userId, userId)));
  const groups = await db
    .select({ membership: researchGroupMembers, name: researchGroups.name })
    .from(researchGroupMembers)
    .innerJoin(
      researchGroups,
      and(eq(researchGroups.tenantId, researchGroupMembers.tenantId), eq(researchGroups.id, researchGroupMembers.groupId)),
    )
    .where(and(eq(researchGroupMembers.tenantId, tenantId), eq(researchGroupMembers.userId, userId)));
  const attendance = await db
    .select()
    .from(researchAttendance)
    .where(and(eq(researchAttendance.tenantId, tenantId), eq(researchAttendance.userId, userId)));
  const handIns = await db
    .select()
    .from(researchHandIns)
    .where(and(eq(researchHandIns.tenantId, tenantId), eq(researchHandIns.userId, userId)));
  const observations = await db
    .select()
    .from(researchObservations)
    .where(and(eq(researchObservations.tenantId, tenantId), eq(researchObservations.userId, userId)));
  return { activities, groups, attendance, handIns, observations };
}
