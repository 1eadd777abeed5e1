import { aliasedTable, and, asc, between, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { learningHourEntries } from '@server/db/schema/learning';
import { trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Reads of one teacher's ledger: the breakdown page's rows (its totals summed by the service), and the net hours of
// years that other domains' rules ask for.

const reversals = aliasedTable(learningHourEntries, 'reversals');

export type EntryWithReversal = typeof learningHourEntries.$inferSelect & { reversedByEntryId: number | null };

/** The teacher's entries of a year, newest first, each with the reversal that undid it (if any). */
export async function listEntriesOfYear(db: Executor, tenantId: TenantId, userId: number, year: number): Promise<EntryWithReversal[]> {
  return db
    .select({ ...getTableColumns(learningHourEntries), reversedByEntryId: reversals.id })
    .from(learningHourEntries)
    .leftJoin(reversals, and(eq(reversals.tenantId, learningHourEntries.tenantId), eq(reversals.reversesEntryId, learningHourEntries.id)))
    .where(and(eq(learningHourEntries.tenantId, tenantId), eq(learningHourEntries.userId, userId), eq(learningHourEntries.year, year)))
    .orderBy(desc(learningHourEntries.creditedOn), desc(learningHourEntries.id));
}

/** Years in which the teacher has any entry, newest first. */
export async function listEntryYears(db: Executor, tenantId: TenantId, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: learningHourEntries.year })
    .from(learningHourEntries)
    .where(and(eq(learningHourEntries.tenantId, tenantId), eq(learningHourEntries.userId, userId)))
    .orderBy(desc(learningHourEntries.year));
  return rows.map((row) => row.year);
}

/** Current titles of programmes, by id. */
export async function findProgrammeTitles(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: trainingProgrammes.id, title: trainingProgrammes.title })
    .from(trainingProgrammes)
    .where(and(eq(trainingProgrammes.tenantId, tenantId), inArray(trainingProgrammes.id, [...ids])))
    .orderBy(asc(trainingProgrammes.id));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** Which of a teacher's ledger years to add up: calendar years, both ends included. */
export type HoursInYears = { userId: number; fromYear: number; toYear: number };

/**
 * A teacher's net credited learning hours over calendar years (reversals subtracted: each lands in its entry's own
 * year), as /studyTime counts them. Other domains' rules (development conditions such as "360 hours in the last five
 * years") read the ledger through this, on learning's public surface, never its table.
 */
export async function creditedHoursInYears(db: Executor, tenantId: TenantId, query: HoursInYears): Promise<number> {
  const rows = await db
    .select({ tenths: sql<number>`coalesce(sum(round(${learningHourEntries.hours} * 10)), 0)::int` })
    .from(learningHourEntries)
    .where(
      and(
        eq(learningHourEntries.tenantId, tenantId),
        eq(learningHourEntries.userId, query.userId),
        between(learningHourEntries.year, query.fromYear, query.toYear),
      ),
    );
  return (rows[0]?.tenths ?? 0) / 10;
}
