import type { AnswerBody } from '@yanxiu/contract/assessment-exams';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentAttemptAnswers as a, assessmentAttempts as t } from '@server/db/schema/assessment-exams';
import { users } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { PaperSlot } from '@server/modules/assessment/exams/paper-arrange';

/** An attempt as stored. */
export type AttemptRow = typeof t.$inferSelect;
/** A question of an attempt as stored: its slot, the answer as given and its grading. */
export type AnswerRow = typeof a.$inferSelect;

/** One attempt; `lock` takes its row for the transaction (every write of an attempt does). */
export async function findAttempt(db: Executor, tenantId: TenantId, attemptId: number, lock = false): Promise<AttemptRow | undefined> {
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.id, attemptId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A teacher's attempts at an exam, first first. */
export async function attemptsOf(db: Executor, tenantId: TenantId, examId: number, userId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.examId, examId), eq(t.userId, userId)))
    .orderBy(asc(t.number));
}

/**
 * Writes an attempt and its paper. Two starts at once both pass the caller's check; the partial unique index (one open
 * attempt per teacher and exam) or the number's unique key stops the second, which answers null (nothing written).
 */
export async function insertAttempt(
  tx: Executor,
  tenantId: TenantId,
  values: Omit<typeof t.$inferInsert, 'tenantId' | 'id'>,
  slots: readonly PaperSlot[],
): Promise<number | null> {
  const [row] = await tx
    .insert(t)
    .values({ ...values, tenantId })
    .onConflictDoNothing()
    .returning({ id: t.id });
  if (!row) return null;
  if (slots.length > 0) await tx.insert(a).values(slots.map((slot) => ({ ...slot, tenantId, attemptId: row.id })));
  return row.id;
}

/** An attempt's questions in order. */
export async function answersOf(db: Executor, tenantId: TenantId, attemptId: number): Promise<AnswerRow[]> {
  return db
    .select()
    .from(a)
    .where(and(eq(a.tenantId, tenantId), eq(a.attemptId, attemptId)))
    .orderBy(asc(a.position));
}

/** Stores an answer as given; answers whether the position exists. */
export async function storeAnswer(
  tx: Executor,
  tenantId: TenantId,
  attemptId: number,
  position: number,
  answer: AnswerBody | null,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(a)
    .set({ answer, savedAt: now })
    .where(and(eq(a.tenantId, tenantId), eq(a.attemptId, attemptId), eq(a.position, position)))
    .returning({ position: a.position });
  return rows.length > 0;
}

/** Writes the grading of one question of an attempt. */
export async function storeGrade(
  tx: Executor,
  tenantId: TenantId,
  attemptId: number,
  position: number,
  grade: { outcome: string; awarded: number | null; feedback?: string | null; gradedBy?: number | null; gradedAt?: Date | null },
): Promise<void> {
  await tx
    .update(a)
    .set(grade)
    .where(and(eq(a.tenantId, tenantId), eq(a.attemptId, attemptId), eq(a.position, position)));
}

/** Ends an open attempt; answers whether it was still open (a second submit finds it closed). */
export async function markSubmitted(
  tx: Executor,
  tenantId: TenantId,
  attemptId: number,
  values: { submittedAt: Date; submittedBy: 'teacher' | 'deadline' },
): Promise<boolean> {
  const rows = await tx
    .update(t)
    .set({ ...values, status: 'grading' })
    .where(and(eq(t.tenantId, tenantId), eq(t.id, attemptId), eq(t.status, 'open')))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Sets an attempt's score state: pending short answers, or its final score and pass. */
export async function storeAttemptScore(
  tx: Executor,
  tenantId: TenantId,
  attemptId: number,
  values: { pendingCount: number; score: number | null; passed: boolean | null },
): Promise<void> {
  await tx
    .update(t)
    .set({ ...values, status: values.score === null ? 'grading' : 'graded' })
    .where(and(eq(t.tenantId, tenantId), eq(t.id, attemptId)));
}

/** An exam's attempts for staff, newest first, with the teacher's name. */
export async function listExamAttempts(
  db: Executor,
  tenantId: TenantId,
  filter: { examId: number; status?: string | undefined; offset: number; limit: number },
) {
  const where = and(eq(t.tenantId, tenantId), eq(t.examId, filter.examId), filter.status ? eq(t.status, filter.status) : sql`true`);
  const rows = await db
    .select({ attempt: t, teacherName: users.name })
    .from(t)
    .innerJoin(users, and(eq(users.tenantId, t.tenantId), eq(users.id, t.userId)))
    .where(where)
    .orderBy(desc(t.startedAt), desc(t.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await db.select({ total: count() }).from(t).where(where);
  return { rows, total: total?.total ?? 0 };
}
