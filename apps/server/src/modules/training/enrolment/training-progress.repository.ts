import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TrainingProgress } from '@yanxiu/contract/training';
import { preparedPer, type Executor } from '@server/db/client';
import { trainingUnitCompletions, trainingUnits } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { CompletionSource } from './completion-events';

// Progress of teachers through programmes, counted over the programmes' current (not removed) units.

/** Unit ids of `unitIds` the user completed. */
export async function findCompletedUnitIds(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  unitIds: readonly number[],
): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set();
  const rows = await db
    .select({ unitId: trainingUnitCompletions.unitId })
    .from(trainingUnitCompletions)
    .where(
      and(
        eq(trainingUnitCompletions.tenantId, tenantId),
        eq(trainingUnitCompletions.userId, userId),
        inArray(trainingUnitCompletions.unitId, [...unitIds]),
      ),
    );
  return new Set(rows.map((row) => row.unitId));
}

export const progressKey = (programmeId: number, userId: number) => `${programmeId}:${userId}`;

// Units not removed of the programmes in `programmeIds` (a placeholder array, so one statement serves any number).
const liveUnits = and(
  eq(trainingUnits.tenantId, sql.placeholder('tenantId')),
  sql`${trainingUnits.programmeId} = any(${sql.placeholder('programmeIds')}::bigint[])`,
  eq(trainingUnits.removed, false),
);

// The training home and the enrolment lists ask these on every visit, so they are prepared once per database (see
// preparedPer).
const unitTotals = preparedPer((db) =>
  db
    .select({ programmeId: trainingUnits.programmeId, units: sql<number>`count(*)::int` })
    .from(trainingUnits)
    .where(liveUnits)
    .groupBy(trainingUnits.programmeId)
    .prepare('training_progress_unit_totals'),
);
const completedPerPair = preparedPer((db) =>
  db
    .select({
      programmeId: trainingUnits.programmeId,
      userId: trainingUnitCompletions.userId,
      units: sql<number>`count(*)::int`,
      tenths: sql<number>`coalesce(sum(round(${trainingUnits.creditHours} * 10)), 0)::int`,
    })
    .from(trainingUnitCompletions)
    .innerJoin(
      trainingUnits,
      and(eq(trainingUnits.tenantId, trainingUnitCompletions.tenantId), eq(trainingUnits.id, trainingUnitCompletions.unitId)),
    )
    .where(and(liveUnits, sql`${trainingUnitCompletions.userId} = any(${sql.placeholder('userIds')}::bigint[])`))
    .groupBy(trainingUnits.programmeId, trainingUnitCompletions.userId)
    .prepare('training_progress_completed_per_pair'),
);

/**
 * Progress of many (programme, teacher) pairs in two aggregate queries, keyed by `progressKey`. Pairs without any
 * completion get 0 of the programme's units.
 */
export async function progressOfPairs(
  db: Executor,
  tenantId: TenantId,
  pairs: ReadonlyArray<{ programmeId: number; userId: number }>,
): Promise<Map<string, TrainingProgress>> {
  const result = new Map<string, TrainingProgress>();
  if (pairs.length === 0) return result;
  const programmeIds = [...new Set(pairs.map((pair) => pair.programmeId))];
  const userIds = [...new Set(pairs.map((pair) => pair.userId))];
  const [totals, done] = await Promise.all([
    unitTotals(db).execute({ tenantId, programmeIds }),
    completedPerPair(db).execute({ tenantId, programmeIds, userIds }),
  ]);
  const totalOf = new Map(totals.map((row) => [row.programmeId, row.units]));
  const doneOf = new Map(done.map((row) => [progressKey(row.programmeId, row.userId), row]));
  for (const pair of pairs) {
    const key = progressKey(pair.programmeId, pair.userId);
    const totalUnits = totalOf.get(pair.programmeId) ?? 0;
    const completed = doneOf.get(key);
    const completedUnits = completed?.units ?? 0;
    result.set(key, {
      completedUnits,
      totalUnits,
      completedHours: (completed?.tenths ?? 0) / 10,
      percent: totalUnits === 0 ? 0 : Math.floor((completedUnits * 100) / totalUnits),
    });
  }
  return result;
}

/** A unit with the programme it belongs to (removed units included: attendance on them is history). */
export async function findUnit(db: Executor, tenantId: TenantId, unitId: number) {
  const rows = await db
    .select()
    .from(trainingUnits)
    .where(and(eq(trainingUnits.tenantId, tenantId), eq(trainingUnits.id, unitId)))
    .limit(1);
  return rows[0];
}

/** Records completions of a unit for users (already completed ones are left as they are); answers how many were new. */
export async function insertCompletions(
  db: Executor,
  tenantId: TenantId,
  unitId: number,
  userIds: readonly number[],
  source: CompletionSource,
  recordedBy: number | null,
  now: Date,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(trainingUnitCompletions)
    .values(userIds.map((userId) => ({ tenantId, unitId, userId, source, recordedBy, completedAt: now })))
    .onConflictDoNothing()
    .returning({ userId: trainingUnitCompletions.userId });
  return rows.map((row) => row.userId);
}

/** Removes attendance completions of a unit for users; answers whose were removed. */
export async function deleteAttendance(db: Executor, tenantId: TenantId, unitId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .delete(trainingUnitCompletions)
    .where(
      and(
        eq(trainingUnitCompletions.tenantId, tenantId),
        eq(trainingUnitCompletions.unitId, unitId),
        eq(trainingUnitCompletions.source, 'attendance'),
        inArray(trainingUnitCompletions.userId, [...userIds]),
      ),
    )
    .returning({ userId: trainingUnitCompletions.userId });
  return rows.map((row) => row.userId);
}

/** Whether the user has completed every current unit of the programme (a programme without units never is). */
export async function hasFinishedProgramme(db: Executor, tenantId: TenantId, programmeId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(${trainingUnitCompletions.unitId})::int`,
    })
    .from(trainingUnits)
    .leftJoin(
      trainingUnitCompletions,
      and(
        eq(trainingUnitCompletions.tenantId, trainingUnits.tenantId),
        eq(trainingUnitCompletions.unitId, trainingUnits.id),
        eq(trainingUnitCompletions.userId, userId),
      ),
    )
    .where(and(eq(trainingUnits.tenantId, tenantId), eq(trainingUnits.programmeId, programmeId), eq(trainingUnits.removed, false)));
  const counts = rows[0];
  return !!counts && counts.total > 0 && counts.done === counts.total;
}
