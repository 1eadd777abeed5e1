import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { researchParticipants } from '@server/db/schema/research';
import { researchAttendance } from '@server/db/schema/research-interaction';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** One attendance to record. */
export type AttendanceEntry = {
  activityId: number;
  userId: number;
  /** Scanned the QR code, typed the digits, or marked by the organiser. */
  method: 'code' | 'typed' | 'manual';
  codeWindow: number | null;
  markedBy: number | null;
  at: Date;
};

/** Records attendances not yet recorded; answers the people this call recorded (the key keeps each person once). */
export async function insertAttendance(tx: Executor, tenantId: TenantId, entries: readonly AttendanceEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await tx
    .insert(researchAttendance)
    .values(entries.map((entry) => ({ tenantId, ...entry, attendedAt: entry.at })))
    .onConflictDoNothing()
    .returning({ userId: researchAttendance.userId });
  return rows.map((row) => row.userId);
}

/**
 * Takes attendances back; answers whose were. The participant's attended fact goes too unless the activity is
 * already completed for them (completion is credited once and stays).
 */
export async function deleteAttendance(
  tx: Executor,
  tenantId: TenantId,
  activityId: number,
  userIds: readonly number[],
): Promise<number[]> {
  const rows = await tx
    .delete(researchAttendance)
    .where(
      and(
        eq(researchAttendance.tenantId, tenantId),
        eq(researchAttendance.activityId, activityId),
        inArray(researchAttendance.userId, [...userIds]),
      ),
    )
    .returning({ userId: researchAttendance.userId });
  const removed = rows.map((row) => row.userId);
  if (removed.length > 0) {
    await tx
      .update(researchParticipants)
      .set({ attendedAt: null })
      .where(
        and(
          eq(researchParticipants.tenantId, tenantId),
          eq(researchParticipants.activityId, activityId),
          inArray(researchParticipants.userId, removed),
          isNull(researchParticipants.completedAt),
        ),
      );
  }
  return removed;
}

/** How many attendances an activity has. */
export async function countAttendance(db: Executor, tenantId: TenantId, activityId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(researchAttendance)
    .where(and(eq(researchAttendance.tenantId, tenantId), eq(researchAttendance.activityId, activityId)));
  return row?.count ?? 0;
}

/** A page of an activity's participants with their attendance: present ones first, then by name. */
export async function listAttendance(db: Executor, tenantId: TenantId, activityId: number, page: { offset: number; limit: number }) {
  return db
    .select({
      userId: researchParticipants.userId,
      name: users.name,
      orgName: orgUnits.name,
      method: researchAttendance.method,
      attendedAt: researchAttendance.attendedAt,
    })
    .from(researchParticipants)
    .innerJoin(users, and(eq(users.tenantId, researchParticipants.tenantId), eq(users.id, researchParticipants.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .leftJoin(
      researchAttendance,
      and(
        eq(researchAttendance.tenantId, researchParticipants.tenantId),
        eq(researchAttendance.activityId, researchParticipants.activityId),
        eq(researchAttendance.userId, researchParticipants.userId),
      ),
    )
    .where(and(eq(researchParticipants.tenantId, tenantId), eq(researchParticipants.activityId, activityId)))
    .orderBy(sql`${researchAttendance.attendedAt} is null`, asc(users.name), asc(researchParticipants.userId))
    .offset(page.offset)
    .limit(page.limit);
}
