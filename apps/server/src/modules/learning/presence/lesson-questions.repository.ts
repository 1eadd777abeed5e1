import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { lessonQuestions } from '@server/db/schema/learning';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The author's questions of a lesson. Removing keeps the row (`removed_at`): checks already asked name it.

export type QuestionRow = typeof lessonQuestions.$inferSelect;
export type QuestionFields = { atSecond: number; prompt: string; choices: string[]; correctChoice: number };

const current = (tenantId: TenantId) => and(eq(lessonQuestions.tenantId, tenantId), isNull(lessonQuestions.removedAt));

export async function listQuestions(db: Executor, tenantId: TenantId, unitId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(lessonQuestions)
    .where(and(current(tenantId), eq(lessonQuestions.unitId, unitId)))
    .orderBy(asc(lessonQuestions.atSecond), asc(lessonQuestions.id));
}

export async function countQuestions(db: Executor, tenantId: TenantId, unitId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(lessonQuestions)
    .where(and(current(tenantId), eq(lessonQuestions.unitId, unitId)));
  return rows[0]?.n ?? 0;
}

/** A question not removed, of this tenant. */
export async function findQuestion(db: Executor, tenantId: TenantId, id: number): Promise<QuestionRow | undefined> {
  const rows = await db
    .select()
    .from(lessonQuestions)
    .where(and(current(tenantId), eq(lessonQuestions.id, id)))
    .limit(1);
  return rows[0];
}

export async function insertQuestion(
  db: Executor,
  tenantId: TenantId,
  unitId: number,
  fields: QuestionFields,
  by: number,
  now: Date,
): Promise<QuestionRow> {
  const rows = await db
    .insert(lessonQuestions)
    .values({ tenantId, unitId, ...fields, createdBy: by, updatedBy: by, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Replaces a question's fields; undefined when it was removed meanwhile. */
export async function updateQuestion(
  db: Executor,
  tenantId: TenantId,
  id: number,
  fields: QuestionFields,
  by: number,
  now: Date,
): Promise<QuestionRow | undefined> {
  const rows = await db
    .update(lessonQuestions)
    .set({ ...fields, updatedBy: by, updatedAt: now })
    .where(and(current(tenantId), eq(lessonQuestions.id, id)))
    .returning();
  return rows[0];
}

/** Marks a question removed; false when it already was. */
export async function removeQuestion(db: Executor, tenantId: TenantId, id: number, by: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(lessonQuestions)
    .set({ removedAt: now, updatedBy: by, updatedAt: now })
    .where(and(current(tenantId), eq(lessonQuestions.id, id)))
    .returning({ id: lessonQuestions.id });
  return rows.length === 1;
}
