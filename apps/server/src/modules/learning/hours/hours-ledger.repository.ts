import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { learningHourEntries } from '@server/db/schema/learning';
import { chinaDay, chinaYear } from '@server/platform/time/china-time';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The ledger is append-only: credits go in once per source, mistakes are undone by reversal entries.

export type CreditSource = 'lesson' | 'offline' | 'programme' | 'declared' | 'activity';

export type NewCredit = {
  userId: number;
  source: CreditSource;
  /** The unit, programme or declaration credited. */
  sourceRef: string;
  programmeId: number | null;
  title: string;
  hours: number;
  category: string;
  /** When it was earned; its China date and year file the entry. */
  earnedAt: Date;
  /** Null when the platform credits it. */
  createdBy: number | null;
};

/** Ids of `entryIds` that a reversal already undid. */
async function reversedAmong(db: Executor, tenantId: TenantId, entryIds: readonly number[]): Promise<Set<number>> {
  if (entryIds.length === 0) return new Set();
  const rows = await db
    .select({ id: learningHourEntries.reversesEntryId })
    .from(learningHourEntries)
    .where(and(eq(learningHourEntries.tenantId, tenantId), inArray(learningHourEntries.reversesEntryId, [...entryIds])));
  return new Set(rows.map((row) => row.id).filter((id): id is number => id !== null));
}

/** Every credit of a source to a user, each with whether a reversal undid it. */
async function creditsOf(db: Executor, tenantId: TenantId, userId: number, source: CreditSource, sourceRef: string) {
  const rows = await db
    .select()
    .from(learningHourEntries)
    .where(
      and(
        eq(learningHourEntries.tenantId, tenantId),
        eq(learningHourEntries.userId, userId),
        eq(learningHourEntries.source, source),
        eq(learningHourEntries.sourceRef, sourceRef),
      ),
    );
  const reversed = await reversedAmong(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, reversed: reversed.has(row.id) }));
}

/**
 * Credits a source once: answers the new entry's id, or null when a credit of the same source stands (not
 * reversed). After a reversal the source may be credited again, as the next attempt. The unique key on
 * (user, source, ref, attempt) makes two concurrent credits produce one entry.
 */
export async function creditOnce(db: Executor, tenantId: TenantId, credit: NewCredit): Promise<number | null> {
  const previous = await creditsOf(db, tenantId, credit.userId, credit.source, credit.sourceRef);
  if (previous.some((row) => !row.reversed)) return null;
  const attempt = previous.reduce((max, row) => Math.max(max, row.attempt), 0) + 1;
  const rows = await db
    .insert(learningHourEntries)
    .values({
      tenantId,
      userId: credit.userId,
      source: credit.source,
      sourceRef: credit.sourceRef,
      attempt,
      programmeId: credit.programmeId,
      title: credit.title,
      hours: credit.hours,
      category: credit.category,
      year: chinaYear(credit.earnedAt),
      creditedOn: chinaDay(credit.earnedAt),
      createdBy: credit.createdBy,
      createdAt: credit.earnedAt,
    })
    .onConflictDoNothing()
    .returning({ id: learningHourEntries.id });
  return rows[0]?.id ?? null;
}

export type LedgerEntryRow = typeof learningHourEntries.$inferSelect;

export async function findEntry(db: Executor, tenantId: TenantId, entryId: number): Promise<LedgerEntryRow | undefined> {
  const rows = await db
    .select()
    .from(learningHourEntries)
    .where(and(eq(learningHourEntries.tenantId, tenantId), eq(learningHourEntries.id, entryId)))
    .limit(1);
  return rows[0];
}

/**
 * Reverses an entry with a negative entry in the same year and category, now. Answers the reversal's id, or null
 * when the entry was already reversed (the unique key on `reverses_entry_id` decides between racing reversals).
 * Reversals themselves cannot be reversed.
 */
export async function reverseEntry(
  db: Executor,
  tenantId: TenantId,
  entry: LedgerEntryRow,
  reason: string,
  reversedBy: number | null,
  now: Date,
): Promise<number | null> {
  if (entry.source === 'reversal') return null;
  const rows = await db
    .insert(learningHourEntries)
    .values({
      tenantId,
      userId: entry.userId,
      source: 'reversal',
      sourceRef: null,
      attempt: 1,
      programmeId: entry.programmeId,
      title: entry.title,
      hours: -entry.hours,
      category: entry.category,
      // The reversal lands in the entry's own year, so a past year's total is corrected where it was wrong.
      year: entry.year,
      creditedOn: chinaDay(now),
      reversesEntryId: entry.id,
      reason,
      createdBy: reversedBy,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: learningHourEntries.id });
  return rows[0]?.id ?? null;
}

/** The standing (not reversed) credit of a source, if any. */
export async function findStandingCredit(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  source: CreditSource,
  sourceRef: string,
): Promise<LedgerEntryRow | undefined> {
  const standing = (await creditsOf(db, tenantId, userId, source, sourceRef)).find((row) => !row.reversed);
  if (!standing) return undefined;
  const { reversed: _reversed, ...entry } = standing;
  return entry;
}

/** Net hours a teacher holds for a programme's units and programme credits (reversals subtracted). */
export async function netProgrammeHours(db: Executor, tenantId: TenantId, userId: number, programmeId: number): Promise<number> {
  const rows = await db
    .select({ tenths: sql<number>`coalesce(sum(round(${learningHourEntries.hours} * 10)), 0)::int` })
    .from(learningHourEntries)
    .where(
      and(
        eq(learningHourEntries.tenantId, tenantId),
        eq(learningHourEntries.userId, userId),
        eq(learningHourEntries.programmeId, programmeId),
        isNotNull(learningHourEntries.programmeId),
        inArray(learningHourEntries.source, ['lesson', 'offline', 'programme', 'reversal']),
      ),
    );
  return (rows[0]?.tenths ?? 0) / 10;
}

/**
 * Net hours the ledger credits each teacher for one programme (its units and its top-up, reversals subtracted): of
 * `userIds`, or of everyone with an entry for it when `userIds` is null. Teachers without entries are absent.
 */
export async function netProgrammeHoursOfUsers(
  db: Executor,
  tenantId: TenantId,
  programmeId: number,
  userIds: readonly number[] | null,
): Promise<Map<number, number>> {
  if (userIds?.length === 0) return new Map();
  const rows = await db
    .select({ userId: learningHourEntries.userId, tenths: sql<number>`coalesce(sum(round(${learningHourEntries.hours} * 10)), 0)::int` })
    .from(learningHourEntries)
    .where(
      and(
        eq(learningHourEntries.tenantId, tenantId),
        userIds ? inArray(learningHourEntries.userId, [...userIds]) : undefined,
        eq(learningHourEntries.programmeId, programmeId),
        inArray(learningHourEntries.source, ['lesson', 'offline', 'programme', 'reversal']),
      ),
    )
    .groupBy(learningHourEntries.userId);
  return new Map(rows.map((row) => [row.userId, row.tenths / 10]));
}
