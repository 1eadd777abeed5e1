import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { trainingEnrolments, trainingOrderItems, trainingOrders, trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { EnrolmentRecord } from '@server/modules/training/programmes/programme-view';

// Enrolment rows and the seat counter. Seats only move in guarded updates inside the transaction that writes the
// enrolment or order, so the counter and the rows never disagree and the last seat goes to exactly one teacher.

/**
 * Takes one seat if one is left; false when the programme is full. The row lock the update takes makes a racing
 * transaction wait and re-check `seats_taken < capacity` against the committed count.
 */
export async function takeSeat(db: Executor, tenantId: TenantId, programmeId: number): Promise<boolean> {
  const rows = await db
    .update(trainingProgrammes)
    .set({ seatsTaken: sql`${trainingProgrammes.seatsTaken} + 1` })
    .where(
      and(
        eq(trainingProgrammes.tenantId, tenantId),
        eq(trainingProgrammes.id, programmeId),
        sql`(${trainingProgrammes.capacity} is null or ${trainingProgrammes.seatsTaken} < ${trainingProgrammes.capacity})`,
      ),
    )
    .returning({ id: trainingProgrammes.id });
  return rows.length === 1;
}

/** Gives a seat back (never below zero). */
export async function freeSeat(db: Executor, tenantId: TenantId, programmeId: number): Promise<void> {
  await db
    .update(trainingProgrammes)
    .set({ seatsTaken: sql`greatest(${trainingProgrammes.seatsTaken} - 1, 0)` })
    .where(and(eq(trainingProgrammes.tenantId, tenantId), eq(trainingProgrammes.id, programmeId)));
}

/** The caller's enrolment in one programme. */
export async function findEnrolment(
  db: Executor,
  tenantId: TenantId,
  programmeId: number,
  userId: number,
): Promise<EnrolmentRecord | undefined> {
  const rows = await db
    .select()
    .from(trainingEnrolments)
    .where(
      and(
        eq(trainingEnrolments.tenantId, tenantId),
        eq(trainingEnrolments.programmeId, programmeId),
        eq(trainingEnrolments.userId, userId),
      ),
    )
    .limit(1);
  return rows[0];
}

/** An enrolment by id. */
export async function findEnrolmentById(db: Executor, tenantId: TenantId, id: number): Promise<EnrolmentRecord | undefined> {
  const rows = await db
    .select()
    .from(trainingEnrolments)
    .where(and(eq(trainingEnrolments.tenantId, tenantId), eq(trainingEnrolments.id, id)))
    .limit(1);
  return rows[0];
}

export type NewEnrolment = {
  programmeId: number;
  userId: number;
  status: 'pending' | 'enrolled';
  source: 'open' | 'approval' | 'order';
  orderId?: number | null;
  now: Date;
};

/**
 * Writes an enrolment: a new row, or the teacher's cancelled or rejected row reused (one row per teacher and
 * programme). Answers undefined when the teacher already has a pending or enrolled one; nothing is written then.
 */
export async function upsertEnrolment(db: Executor, tenantId: TenantId, enrolment: NewEnrolment): Promise<EnrolmentRecord | undefined> {
  const values = {
    status: enrolment.status,
    source: enrolment.source,
    orderId: enrolment.orderId ?? null,
    reason: null,
    decidedBy: null,
    decidedAt: null,
    createdAt: enrolment.now,
    updatedAt: enrolment.now,
  };
  const rows = await db
    .insert(trainingEnrolments)
    .values({ tenantId, programmeId: enrolment.programmeId, userId: enrolment.userId, ...values })
    .onConflictDoUpdate({
      target: [trainingEnrolments.tenantId, trainingEnrolments.programmeId, trainingEnrolments.userId],
      set: values,
      setWhere: inArray(trainingEnrolments.status, ['cancelled', 'rejected']),
    })
    .returning();
  return rows[0];
}

/** Moves an enrolment from one of `from` to a new status; undefined when it was no longer in one of them. */
export async function moveEnrolment(
  db: Executor,
  tenantId: TenantId,
  id: number,
  from: readonly string[],
  change: { status: string; reason?: string | null; decidedBy?: number | null; now: Date },
): Promise<EnrolmentRecord | undefined> {
  if (from.length === 0) return undefined;
  const rows = await db
    .update(trainingEnrolments)
    .set({
      status: change.status,
      updatedAt: change.now,
      ...(change.reason === undefined ? {} : { reason: change.reason }),
      ...(change.decidedBy === undefined ? {} : { decidedBy: change.decidedBy, decidedAt: change.now }),
    })
    .where(and(eq(trainingEnrolments.tenantId, tenantId), eq(trainingEnrolments.id, id), inArray(trainingEnrolments.status, [...from])))
    .returning();
  return rows[0];
}

/** Of `userIds`, those enrolled in the programme. */
export async function findEnrolledUserIds(
  db: Executor,
  tenantId: TenantId,
  programmeId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: trainingEnrolments.userId })
    .from(trainingEnrolments)
    .where(
      and(
        eq(trainingEnrolments.tenantId, tenantId),
        eq(trainingEnrolments.programmeId, programmeId),
        eq(trainingEnrolments.status, 'enrolled'),
        inArray(trainingEnrolments.userId, [...userIds]),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The buyer's pending order for a programme, if any: it holds a seat, so the buyer may not enrol or order again. */
export async function findPendingOrderFor(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  programmeId: number,
): Promise<typeof trainingOrders.$inferSelect | undefined> {
  const o = trainingOrders;
  const rows = await db
    .select(getTableColumns(o))
    .from(o)
    .innerJoin(trainingOrderItems, and(eq(trainingOrderItems.tenantId, o.tenantId), eq(trainingOrderItems.orderId, o.id)))
    .where(and(eq(o.tenantId, tenantId), eq(o.userId, userId), eq(o.status, 'pending'), eq(trainingOrderItems.programmeId, programmeId)))
    .limit(1);
  return rows[0];
}
