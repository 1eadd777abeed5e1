import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { studios, trainingEnrolments, trainingProgrammes, trainingUnitCompletions, trainingUnits } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { likeContains } from '@server/modules/training/like-pattern';
import type { ProgrammeWithOrganiser } from './programme-view';

// SQL of the staff side of programmes: the managed list, guarded writes of programmes and their units, and the
// lookups their validation needs. Every function takes the tenant.

export type NewProgramme = Omit<
  typeof trainingProgrammes.$inferInsert,
  'id' | 'tenantId' | 'version' | 'seatsTaken' | 'createdAt' | 'updatedAt' | 'publishedAt' | 'status'
>;
export type ProgrammeChanges = Omit<NewProgramme, 'createdBy'>;
export type UnitValues = Omit<typeof trainingUnits.$inferInsert, 'id' | 'tenantId' | 'programmeId' | 'removed'>;

/** What the managed list filters on; `scope` limits a school admin to their school's school-based training. */
export type ManagedFilter = {
  kind?: string | undefined;
  status?: string | undefined;
  keyword?: string | undefined;
  scope?: { kind: string; organiserUnitId: number } | undefined;
};

/** One page of the programmes a caller manages, most recently changed first, with the total. */
export async function listManagedProgrammes(
  db: Executor,
  tenantId: TenantId,
  filter: ManagedFilter,
  page: { current: number; size: number },
): Promise<{ rows: ProgrammeWithOrganiser[]; total: number }> {
  const conditions: SQL[] = [eq(trainingProgrammes.tenantId, tenantId)];
  if (filter.kind) conditions.push(eq(trainingProgrammes.kind, filter.kind));
  if (filter.status) conditions.push(eq(trainingProgrammes.status, filter.status));
  if (filter.scope) {
    conditions.push(eq(trainingProgrammes.kind, filter.scope.kind), eq(trainingProgrammes.organiserUnitId, filter.scope.organiserUnitId));
  }
  if (filter.keyword) conditions.push(ilike(trainingProgrammes.title, likeContains(filter.keyword)));
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(trainingProgrammes).where(where);
  const rows = await db
    .select({ ...getTableColumns(trainingProgrammes), organiserName: orgUnits.name })
    .from(trainingProgrammes)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, trainingProgrammes.tenantId), eq(orgUnits.id, trainingProgrammes.organiserUnitId)))
    .where(where)
    .orderBy(desc(trainingProgrammes.updatedAt), desc(trainingProgrammes.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Adds a programme as a draft; answers its id. */
export async function insertProgramme(db: Executor, tenantId: TenantId, values: NewProgramme): Promise<number> {
  const [row] = await db
    .insert(trainingProgrammes)
    .values({ ...values, tenantId, status: 'draft' })
    .returning({ id: trainingProgrammes.id });
  return row!.id;
}

/**
 * Writes an edit only if the programme is still at `version` and its seats taken fit the new capacity, bumping the
 * version. False when either guard failed (the caller tells which by reading the row again).
 */
export async function updateProgrammeGuarded(
  db: Executor,
  tenantId: TenantId,
  id: number,
  version: number,
  changes: ProgrammeChanges,
): Promise<boolean> {
  const capacity = changes.capacity ?? null;
  const updated = await db
    .update(trainingProgrammes)
    .set({ ...changes, version: sql`${trainingProgrammes.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(trainingProgrammes.tenantId, tenantId),
        eq(trainingProgrammes.id, id),
        eq(trainingProgrammes.version, version),
        capacity === null ? undefined : lte(trainingProgrammes.seatsTaken, capacity),
      ),
    )
    .returning({ id: trainingProgrammes.id });
  return updated.length > 0;
}

/** Moves a programme's status if it is still at `version` and in one of `from`; false otherwise. */
export async function updateProgrammeStatusGuarded(
  db: Executor,
  tenantId: TenantId,
  id: number,
  move: { version: number; from: readonly string[]; to: string },
): Promise<boolean> {
  const updated = await db
    .update(trainingProgrammes)
    .set({
      status: move.to,
      version: sql`${trainingProgrammes.version} + 1`,
      updatedAt: sql`now()`,
      // The first publication dates the programme in the catalogue; re-opening a closed one keeps that date.
      ...(move.to === 'published' ? { publishedAt: sql`coalesce(${trainingProgrammes.publishedAt}, now())` } : {}),
    })
    .where(
      and(
        eq(trainingProgrammes.tenantId, tenantId),
        eq(trainingProgrammes.id, id),
        eq(trainingProgrammes.version, move.version),
        inArray(trainingProgrammes.status, [...move.from]),
      ),
    )
    .returning({ id: trainingProgrammes.id });
  return updated.length > 0;
}

/** Every unit of a programme, removed ones too, in order. */
export async function listAllUnits(db: Executor, tenantId: TenantId, programmeId: number) {
  return db
    .select()
    .from(trainingUnits)
    .where(and(eq(trainingUnits.tenantId, tenantId), eq(trainingUnits.programmeId, programmeId)))
    .orderBy(asc(trainingUnits.position), asc(trainingUnits.id));
}

/** How many current (not removed) units a programme has. */
export async function countCurrentUnits(db: Executor, tenantId: TenantId, programmeId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(trainingUnits)
    .where(and(eq(trainingUnits.tenantId, tenantId), eq(trainingUnits.programmeId, programmeId), eq(trainingUnits.removed, false)));
  return row?.total ?? 0;
}

/** Adds a unit to a programme. */
export async function insertUnit(db: Executor, tenantId: TenantId, programmeId: number, values: UnitValues): Promise<void> {
  await db.insert(trainingUnits).values({ ...values, tenantId, programmeId });
}

/** Rewrites a unit of a programme (it stays, or becomes again, current). */
export async function updateUnit(db: Executor, tenantId: TenantId, programmeId: number, unitId: number, values: UnitValues): Promise<void> {
  await db
    .update(trainingUnits)
    .set({ ...values, removed: false })
    .where(and(eq(trainingUnits.tenantId, tenantId), eq(trainingUnits.programmeId, programmeId), eq(trainingUnits.id, unitId)));
}

/** The ids among `unitIds` that some teacher has completed. */
export async function findCompletedUnitIds(db: Executor, tenantId: TenantId, unitIds: readonly number[]): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ unitId: trainingUnitCompletions.unitId })
    .from(trainingUnitCompletions)
    .where(and(eq(trainingUnitCompletions.tenantId, tenantId), inArray(trainingUnitCompletions.unitId, [...unitIds])));
  return new Set(rows.map((row) => row.unitId));
}

/** Hides units (kept because someone completed them). */
export async function markUnitsRemoved(db: Executor, tenantId: TenantId, unitIds: readonly number[]): Promise<void> {
  if (unitIds.length === 0) return;
  await db
    .update(trainingUnits)
    .set({ removed: true })
    .where(and(eq(trainingUnits.tenantId, tenantId), inArray(trainingUnits.id, [...unitIds])));
}

/** Deletes units nobody completed. */
export async function deleteUnits(db: Executor, tenantId: TenantId, unitIds: readonly number[]): Promise<void> {
  if (unitIds.length === 0) return;
  await db.delete(trainingUnits).where(and(eq(trainingUnits.tenantId, tenantId), inArray(trainingUnits.id, [...unitIds])));
}

/** The tenant's org units among `ids`, with their level, path and name. */
export async function findOrgUnits(db: Executor, tenantId: TenantId, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: orgUnits.id, level: orgUnits.level, path: orgUnits.path, name: orgUnits.name })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), inArray(orgUnits.id, [...ids])));
}

/** A studio with its lead's name, or undefined. */
export async function findStudioHeader(db: Executor, tenantId: TenantId, studioId: number) {
  const [row] = await db
    .select({ id: studios.id, name: studios.name, leadName: users.name })
    .from(studios)
    .innerJoin(users, and(eq(users.tenantId, studios.tenantId), eq(users.id, studios.leadUserId)))
    .where(and(eq(studios.tenantId, tenantId), eq(studios.id, studioId)))
    .limit(1);
  return row;
}

/** A user's display name, or undefined. */
export async function findUserName(db: Executor, tenantId: TenantId, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row?.name;
}

/** How many enrolments of a programme are in each status. */
export async function countEnrolmentsByStatus(db: Executor, tenantId: TenantId, programmeId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: trainingEnrolments.status, total: count() })
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.tenantId, tenantId), eq(trainingEnrolments.programmeId, programmeId)))
    .groupBy(trainingEnrolments.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.total]));
}
