import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import {
  researchActivities,
  researchActivityStages,
  researchGroupFiles,
  researchGroupMembers,
  researchGroups,
  researchParticipants,
} from '@server/db/schema/research';
import { researchHandIns, researchPosts, researchSummaries } from '@server/db/schema/research-interaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// What every interaction part reads first: the activity with what the access rules need, the caller's
// participation, a stage, people's names and the files they attach.

// The activity's organisers' facts and the caller's participation, joined to the activity.
const activityFacts = {
  activity: researchActivities,
  groupLeaderUserId: researchGroups.leaderUserId,
  organiserUnitPath: orgUnits.path,
  participant: researchParticipants,
};
const organiserUnit = and(eq(orgUnits.tenantId, researchActivities.tenantId), eq(orgUnits.id, researchActivities.organiserUnitId));
const organiserGroup = and(
  eq(researchGroups.tenantId, researchActivities.tenantId),
  eq(researchGroups.id, researchActivities.organiserGroupId),
);
const participation = (userId: number) =>
  and(
    eq(researchParticipants.tenantId, researchActivities.tenantId),
    eq(researchParticipants.activityId, researchActivities.id),
    eq(researchParticipants.userId, userId),
  );

/** An activity with its organisers' facts and the caller's participation (null when they have not joined). */
export async function findActivityFor(db: Executor, tenantId: TenantId, activityId: number, userId: number) {
  const [row] = await db
    .select(activityFacts)
    .from(researchActivities)
    .innerJoin(orgUnits, organiserUnit)
    .leftJoin(researchGroups, organiserGroup)
    .leftJoin(researchParticipants, participation(userId))
    .where(and(eq(researchActivities.tenantId, tenantId), eq(researchActivities.id, activityId)));
  return row ?? null;
}

/** A stage with its activity as `findActivityFor` reads it, in one query (every stage call starts with it). */
export async function findStageActivityFor(db: Executor, tenantId: TenantId, stageId: number, userId: number) {
  const [row] = await db
    .select({ ...activityFacts, stage: researchActivityStages })
    .from(researchActivityStages)
    .innerJoin(
      researchActivities,
      and(eq(researchActivities.tenantId, researchActivityStages.tenantId), eq(researchActivities.id, researchActivityStages.activityId)),
    )
    .innerJoin(orgUnits, organiserUnit)
    .leftJoin(researchGroups, organiserGroup)
    .leftJoin(researchParticipants, participation(userId))
    .where(and(eq(researchActivityStages.tenantId, tenantId), eq(researchActivityStages.id, stageId)));
  return row ?? null;
}

/** Which of the people joined the activity. */
export async function participantsAmong(
  db: Executor,
  tenantId: TenantId,
  activityId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: researchParticipants.userId })
    .from(researchParticipants)
    .where(
      and(
        eq(researchParticipants.tenantId, tenantId),
        eq(researchParticipants.activityId, activityId),
        inArray(researchParticipants.userId, [...userIds]),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** People by id with their unit's name (the tenant's only). */
export async function findPeople(db: Executor, tenantId: TenantId, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, { userId: number; name: string; orgName: string }>();
  const rows = await db
    .select({ userId: users.id, name: users.name, orgName: orgUnits.name })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(userIds)])));
  return new Map(rows.map((row) => [row.userId, row]));
}

// A stage names a file as one of its materials (or a task's brief) or as its video.
const stageNames = (fileId: string) =>
  sql`(${researchActivityStages.fileIds} @> array[${fileId}]::uuid[] or ${researchActivityStages.videoFileId} = ${fileId}::uuid)`;

/**
 * Where an activity names a file: in a stage (materials, a task's brief, the video), on a post (visible or hidden,
 * and whose), on a hand-in (whose) or in the summary. Answers the first use found, the most open first.
 */
export async function findFileUse(db: Executor, tenantId: TenantId, activityId: number, fileId: string) {
  const [stage] = await db
    .select({ id: researchActivityStages.id })
    .from(researchActivityStages)
    .where(and(eq(researchActivityStages.tenantId, tenantId), eq(researchActivityStages.activityId, activityId), stageNames(fileId)))
    .limit(1);
  if (stage) return { use: 'stage' as const, ownerUserId: null };
  const [post] = await db
    .select({ hidden: sql<boolean>`${researchPosts.hiddenAt} is not null`, ownerUserId: researchPosts.authorUserId })
    .from(researchPosts)
    .where(
      and(
        eq(researchPosts.tenantId, tenantId),
        eq(researchPosts.activityId, activityId),
        sql`${researchPosts.fileIds} @> array[${fileId}]::uuid[]`,
      ),
    )
    .orderBy(researchPosts.hiddenAt)
    .limit(1);
  if (post) return { use: post.hidden ? ('hiddenPost' as const) : ('post' as const), ownerUserId: post.ownerUserId };
  const [handIn] = await db
    .select({ ownerUserId: researchHandIns.userId })
    .from(researchHandIns)
    .innerJoin(
      researchActivityStages,
      and(eq(researchActivityStages.tenantId, researchHandIns.tenantId), eq(researchActivityStages.id, researchHandIns.stageId)),
    )
    .where(
      and(
        eq(researchHandIns.tenantId, tenantId),
        eq(researchActivityStages.activityId, activityId),
        sql`${researchHandIns.fileIds} @> array[${fileId}]::uuid[]`,
      ),
    )
    .limit(1);
  if (handIn) return { use: 'handIn' as const, ownerUserId: handIn.ownerUserId };
  const [summary] = await db
    .select({ ownerUserId: researchSummaries.authorUserId })
    .from(researchSummaries)
    .where(
      and(
        eq(researchSummaries.tenantId, tenantId),
        eq(researchSummaries.activityId, activityId),
        sql`${researchSummaries.photoFileIds} @> array[${fileId}]::uuid[]`,
      ),
    );
  if (summary) return { use: 'summary' as const, ownerUserId: summary.ownerUserId };
  return null;
}

/** Whether any stage, post, hand-in, summary or group of the tenant names the file (the files domain's deletion check). */
export async function isFileUsed(db: Executor, tenantId: TenantId, fileId: string): Promise<boolean> {
  const names = (column: typeof researchPosts.fileIds | typeof researchHandIns.fileIds | typeof researchSummaries.photoFileIds) =>
    sql`${column} @> array[${fileId}]::uuid[]`;
  const probes = [
    db
      .select({ one: sql`1` })
      .from(researchPosts)
      .where(and(eq(researchPosts.tenantId, tenantId), names(researchPosts.fileIds)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(researchHandIns)
      .where(and(eq(researchHandIns.tenantId, tenantId), names(researchHandIns.fileIds)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(researchSummaries)
      .where(and(eq(researchSummaries.tenantId, tenantId), names(researchSummaries.photoFileIds)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(researchActivityStages)
      .where(and(eq(researchActivityStages.tenantId, tenantId), stageNames(fileId)))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(researchGroupFiles)
      .where(and(eq(researchGroupFiles.tenantId, tenantId), eq(researchGroupFiles.fileId, fileId)))
      .limit(1),
  ];
  for (const probe of probes) if ((await probe).length > 0) return true;
  return false;
}

/**
 * A file shared with a group, with what the access rule needs: the group's leader and owning unit, and whether the
 * caller is a member (a pending request is not). Null when the group does not share that file.
 */
export async function findGroupFileFor(db: Executor, tenantId: TenantId, groupId: number, fileId: string, userId: number) {
  const m = researchGroupMembers;
  const [row] = await db
    .select({ leaderUserId: researchGroups.leaderUserId, ownerUnitPath: orgUnits.path, memberStatus: m.status })
    .from(researchGroupFiles)
    .innerJoin(
      researchGroups,
      and(eq(researchGroups.tenantId, researchGroupFiles.tenantId), eq(researchGroups.id, researchGroupFiles.groupId)),
    )
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, researchGroups.tenantId), eq(orgUnits.id, researchGroups.ownerUnitId)))
    .leftJoin(m, and(eq(m.tenantId, researchGroups.tenantId), eq(m.groupId, researchGroups.id), eq(m.userId, userId)))
    .where(and(eq(researchGroupFiles.tenantId, tenantId), eq(researchGroupFiles.groupId, groupId), eq(researchGroupFiles.fileId, fileId)));
  return row
    ? { group: { leaderUserId: row.leaderUserId, ownerUnitPath: row.ownerUnitPath }, isMember: row.memberStatus === 'member' }
    : null;
}
