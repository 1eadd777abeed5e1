import { aliasedTable, and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { learningHourEntries } from '@server/db/schema/learning';
import { trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Reads of one teacher's ledger for the breakdown page; totals are summed from these rows by the service.

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
