import { and, asc, eq, getTableColumns, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { orgUnits } from '@server/db/schema/org';
import { researchActivities, researchActivityStages, researchGroups, researchParticipants } from '@server/db/schema/research';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ResearchActivityRecord } from '@server/modules/research/completion/completion-events';

// Activities, their stages and sign-ups. Writes are single guarded statements inside the service's transaction.

export type StageRecord = typeof researchActivityStages.$inferSelect;

/** An activity with what its views and rules need: the organiser's name, the group's leader and the unit's path. */
export type ActivityRow = ResearchActivityRecord & {
  organiserName: string;
  groupLeaderUserId: number | null;
  organiserUnitPath: string;
};

export type ActivityValues = Omit<
  typeof researchActivities.$inferInsert,
  | 'tenantId'
  | 'id'
  | 'status'
  | 'version'
  | 'seatsTaken'
  | 'searchGrams'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
  | 'closedAt'
  | 'remindedAt'
>;

export type StageValues = Omit<typeof researchActivityStages.$inferInsert, 'tenantId' | 'id' | 'activityId'> & { id?: number | undefined };

const activityColumns = {
  ...getTableColumns(researchActivities),
  organiserName: sql<string>`coalesce(${researchGroups.name}, ${orgUnits.name})`,
  groupLeaderUserId: researchGroups.leaderUserId,
  organiserUnitPath: orgUnits.path,
};

/** Activities with organiser facts, from the tenant, matching `where`. */
function selectActivities(db: Executor, tenantId: TenantId) {
  return db
    .select(activityColumns)
    .from(researchActivities)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, researchActivities.tenantId), eq(orgUnits.id, researchActivities.organiserUnitId)))
    .leftJoin(
      researchGroups,
      and(eq(researchGroups.tenantId, researchActivities.tenantId), eq(researchGroups.id, researchActivities.organiserGroupId)),
    )
    .$dynamic()
    .where(eq(researchActivities.tenantId, tenantId));
}

export async function findActivity(db: Executor, tenantId: TenantId, id: number): Promise<ActivityRow | null> {
  const [row] = await selectActivities(db, tenantId).where(and(eq(researchActivities.tenantId, tenantId), eq(researchActivities.id, id)));
  return row ?? null;
}

/** Activities by a condition, newest start first, at most `limit`. */
export async function listActivitiesWhere(db: Executor, tenantId: TenantId, condition: SQL, limit: number): Promise<ActivityRow[]> {
  return (
    selectActivities(db, tenantId)
      .where(and(eq(researchActivities.tenantId, tenantId), condition))
      // NULLS LAST as the square's index is ordered, so a page reads off it instead of sorting every match.
      .orderBy(sql`${researchActivities.startsAt} desc nulls last`, sql`${researchActivities.id} desc nulls last`)
      .limit(limit)
  );
}

const gramsOf = (title: string) => sql`yx_grams(lower(${title}))`;

export async function insertActivity(db: Executor, tenantId: TenantId, values: ActivityValues): Promise<number> {
  const [row] = await db
    .insert(researchActivities)
    .values({ ...values, tenantId, searchGrams: gramsOf(values.title) })
    .returning({ id: researchActivities.id });
  return row!.id;
}

/** Edits an activity still at `version` and not closed; answers the new version, or null when it moved on. */
export async function updateActivity(
  db: Executor,
  tenantId: TenantId,
  id: number,
  version: number,
  values: ActivityValues,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(researchActivities)
    .set({ ...values, searchGrams: gramsOf(values.title), version: sql`${researchActivities.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(researchActivities.tenantId, tenantId),
        eq(researchActivities.id, id),
        eq(researchActivities.version, version),
        notInArray(researchActivities.status, ['closed']),
      ),
    )
    .returning({ version: researchActivities.version });
  return row?.version ?? null;
}

/** Moves an activity from one status to another at `version`; answers the new version, or null when it had moved. */
export async function moveStatus(
  db: Executor,
  tenantId: TenantId,
  id: number,
  move: { from: string; to: string; version: number; now: Date },
): Promise<number | null> {
  const [row] = await db
    .update(researchActivities)
    .set({
      status: move.to,
      version: sql`${researchActivities.version} + 1`,
      updatedAt: move.now,
      ...(move.to === 'published' ? { publishedAt: move.now } : {}),
    })
    .where(
      and(
        eq(researchActivities.tenantId, tenantId),
        eq(researchActivities.id, id),
        eq(researchActivities.status, move.from),
        eq(researchActivities.version, move.version),
      ),
    )
    .returning({ version: researchActivities.version });
  return row?.version ?? null;
}

export async function listStages(db: Executor, tenantId: TenantId, activityId: number): Promise<StageRecord[]> {
  return db
    .select()
    .from(researchActivityStages)
    .where(and(eq(researchActivityStages.tenantId, tenantId), eq(researchActivityStages.activityId, activityId)))
    .orderBy(asc(researchActivityStages.position));
}

/**
 * Makes the activity's stages the given list, in order: stages named by id are updated, new ones inserted, the
 * others deleted with what was posted or handed in to them (the service lets only drafts, which take none, lose any).
 */
export async function replaceStages(db: Executor, tenantId: TenantId, activityId: number, stages: readonly StageValues[]): Promise<void> {
  const keep = stages.map((stage) => stage.id).filter((id): id is number => id !== undefined);
  const scope = and(eq(researchActivityStages.tenantId, tenantId), eq(researchActivityStages.activityId, activityId));
  await db.delete(researchActivityStages).where(keep.length > 0 ? and(scope, notInArray(researchActivityStages.id, keep)) : scope);
  for (const [index, { id, ...stage }] of stages.entries()) {
    const values = { ...stage, position: index + 1 };
    if (id === undefined) await db.insert(researchActivityStages).values({ ...values, tenantId, activityId });
    else
      await db
        .update(researchActivityStages)
        .set(values)
        .where(and(scope, eq(researchActivityStages.id, id)));
  }
}

// ---- Sign-up ----

/** Adds the participant; false when they had already joined. */
export async function insertParticipant(db: Executor, tenantId: TenantId, activityId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(researchParticipants)
    .values({ tenantId, activityId, userId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: researchParticipants.userId });
  return rows.length === 1;
}

/**
 * Takes a place if one is left: one guarded update, so of two sign-ups for the last place the second waits for the
 * first's row lock, re-reads `seats_taken` and takes nothing.
 */
export async function takeSeat(db: Executor, tenantId: TenantId, activityId: number): Promise<boolean> {
  const rows = await db
    .update(researchActivities)
    .set({ seatsTaken: sql`${researchActivities.seatsTaken} + 1` })
    .where(
      and(
        eq(researchActivities.tenantId, tenantId),
        eq(researchActivities.id, activityId),
        sql`(${researchActivities.capacity} is null or ${researchActivities.seatsTaken} < ${researchActivities.capacity})`,
      ),
    )
    .returning({ id: researchActivities.id });
  return rows.length === 1;
}

/** Removes a participant who has done nothing yet and frees their place; false when there was none to remove. */
export async function removeIdleParticipant(db: Executor, tenantId: TenantId, activityId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(researchParticipants)
    .where(
      and(
        eq(researchParticipants.tenantId, tenantId),
        eq(researchParticipants.activityId, activityId),
        eq(researchParticipants.userId, userId),
        isNull(researchParticipants.attendedAt),
        isNull(researchParticipants.postedAt),
        isNull(researchParticipants.formAt),
        isNull(researchParticipants.taskAt),
      ),
    )
    .returning({ userId: researchParticipants.userId });
  if (rows.length === 0) return false;
  await db
    .update(researchActivities)
    .set({ seatsTaken: sql`greatest(${researchActivities.seatsTaken} - 1, 0)` })
    .where(and(eq(researchActivities.tenantId, tenantId), eq(researchActivities.id, activityId)));
  return true;
}

/** Which of `activityIds` the user joined. */
export async function joinedAmong(db: Executor, tenantId: TenantId, userId: number, activityIds: readonly number[]): Promise<Set<number>> {
  if (activityIds.length === 0) return new Set();
  const rows = await db
    .select({ id: researchParticipants.activityId })
    .from(researchParticipants)
    .where(
      and(
        eq(researchParticipants.tenantId, tenantId),
        eq(researchParticipants.userId, userId),
        inArray(researchParticipants.activityId, [...activityIds]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

// ---- Reminders ----

/** Published activities of any tenant starting before `until` and not reminded yet, soonest first. */
export async function listDueReminders(db: Executor, now: Date, until: Date, limit: number) {
  return db
    .select({ tenantId: researchActivities.tenantId, id: researchActivities.id })
    .from(researchActivities)
    .where(
      and(
        eq(researchActivities.status, 'published'),
        isNull(researchActivities.remindedAt),
        sql`${researchActivities.startsAt} <= ${until.toISOString()}::timestamptz`,
        sql`${researchActivities.startsAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(researchActivities.startsAt))
    .limit(limit);
}

/** Claims an activity's reminder (once: only while unclaimed); answers its title, or null when another run had it. */
export async function claimReminder(db: Executor, tenantId: TenantId, id: number, now: Date): Promise<{ title: string } | null> {
  const [row] = await db
    .update(researchActivities)
    .set({ remindedAt: now })
    .where(
      and(
        eq(researchActivities.tenantId, tenantId),
        eq(researchActivities.id, id),
        eq(researchActivities.status, 'published'),
        isNull(researchActivities.remindedAt),
      ),
    )
    .returning({ title: researchActivities.title });
  return row ?? null;
}

/** Everyone who joined the activity. */
export async function participantIds(db: Executor, tenantId: TenantId, activityId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: researchParticipants.userId })
    .from(researchParticipants)
    .where(and(eq(researchParticipants.tenantId, tenantId), eq(researchParticipants.activityId, activityId)));
  return rows.map((row) => row.userId);
}
