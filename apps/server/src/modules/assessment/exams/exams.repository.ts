import type { PaperRule } from '@yanxiu/contract/assessment-exams';
import { and, asc, count, desc, eq, ilike, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentQuestions, assessmentQuestionVersions } from '@server/db/schema/assessment';
import {
  assessmentAttemptAnswers,
  assessmentAttempts,
  assessmentExamItems,
  assessmentExamRules,
  assessmentExams as e,
} from '@server/db/schema/assessment-exams';
import { orgUnits } from '@server/db/schema/org';
import { trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** An exam row with its owner unit's path (who manages it) and its programme's title. */
export type ExamRow = typeof e.$inferSelect & { ownerPath: string; programmeTitle: string | null };
/** The columns of an exam a save writes. */
export type ExamValues = Omit<typeof e.$inferInsert, 'tenantId' | 'id' | 'createdAt' | 'version' | 'createdBy' | 'status' | 'publishedAt'>;

const examColumns = { exam: e, ownerPath: orgUnits.path, programmeTitle: trainingProgrammes.title };

function examQuery(db: Executor, tenantId: TenantId) {
  return db
    .select(examColumns)
    .from(e)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, e.tenantId), eq(orgUnits.id, e.ownerUnitId)))
    .leftJoin(trainingProgrammes, and(eq(trainingProgrammes.tenantId, e.tenantId), eq(trainingProgrammes.id, e.programmeId)))
    .$dynamic()
    .where(eq(e.tenantId, tenantId));
}

const rowOf = (row: { exam: typeof e.$inferSelect; ownerPath: string; programmeTitle: string | null }): ExamRow => ({
  ...row.exam,
  ownerPath: row.ownerPath,
  programmeTitle: row.programmeTitle,
});

/** One exam; `lock` takes its row for the transaction (a save, a publish, a start counting attempts). */
export async function findExam(db: Executor, tenantId: TenantId, examId: number, lock = false): Promise<ExamRow | undefined> {
  let query = examQuery(db, tenantId).where(and(eq(e.tenantId, tenantId), eq(e.id, examId)));
  if (lock) query = query.for('update', { of: e });
  const [row] = await query.limit(1);
  return row && rowOf(row);
}

/** The exam of a programme's unit; `lock` takes its row for the transaction (the unit's removal counting attempts). */
export async function findExamOfUnit(db: Executor, tenantId: TenantId, unitId: number, lock = false): Promise<ExamRow | undefined> {
  let query = examQuery(db, tenantId).where(and(eq(e.tenantId, tenantId), eq(e.unitId, unitId)));
  if (lock) query = query.for('update', { of: e });
  const [row] = await query.limit(1);
  return row && rowOf(row);
}

/**
 * The published standalone exams of the schools on a teacher's org path (a school's exam is owned by the school), that
 * close after `closedSince`, opening soonest first, at most `limit`.
 */
export async function listSchoolExamsFor(db: Executor, tenantId: TenantId, orgPath: string, closedSince: Date, limit: number) {
  const rows = await examQuery(db, tenantId)
    .where(
      and(
        eq(e.tenantId, tenantId),
        eq(e.status, 'published'),
        sql`${e.schoolId} is not null`,
        sql`starts_with(${orgPath}, ${orgUnits.path})`,
        sql`${e.closesAt} > ${closedSince}`,
      ),
    )
    .orderBy(asc(e.opensAt), asc(e.id))
    .limit(limit);
  return rows.map(rowOf);
}

/** Deletes an exam nobody sat, with its paper (items and rules go with it). */
export async function deleteExam(tx: Executor, tenantId: TenantId, examId: number): Promise<void> {
  await tx.delete(e).where(and(eq(e.tenantId, tenantId), eq(e.id, examId)));
}

/** Exams whose owner unit lies under a path (the caller's unit and below), newest first; `everywhere` for platform staff. */
export async function listExams(
  db: Executor,
  tenantId: TenantId,
  filter: { orgPath: string; everywhere: boolean; programmeId?: number; status?: string; keyword?: string; offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(e.tenantId, tenantId)];
  if (!filter.everywhere) conditions.push(like(orgUnits.path, `${filter.orgPath}%`));
  if (filter.programmeId) conditions.push(eq(e.programmeId, filter.programmeId));
  if (filter.status) conditions.push(eq(e.status, filter.status));
  if (filter.keyword) conditions.push(ilike(e.title, `%${filter.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  const where = and(...conditions);
  const rows = await examQuery(db, tenantId).where(where).orderBy(desc(e.updatedAt), desc(e.id)).offset(filter.offset).limit(filter.limit);
  const [total] = await db
    .select({ total: count() })
    .from(e)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, e.tenantId), eq(orgUnits.id, e.ownerUnitId)))
    .where(where);
  return { rows: rows.map(rowOf), total: total?.total ?? 0 };
}

/** Writes a new draft exam; answers its id. */
export async function insertExam(tx: Executor, tenantId: TenantId, values: ExamValues & { createdBy: number }): Promise<number> {
  const [row] = await tx
    .insert(e)
    .values({ ...values, tenantId })
    .returning({ id: e.id });
  return row!.id;
}

/** Rewrites an exam's settings and moves its version on. */
export async function updateExam(tx: Executor, tenantId: TenantId, examId: number, values: ExamValues, now: Date): Promise<void> {
  await tx
    .update(e)
    .set({ ...values, version: sql`${e.version} + 1`, updatedAt: now })
    .where(and(eq(e.tenantId, tenantId), eq(e.id, examId)));
}

/** Publishes a draft at the version read; answers whether it did. */
export async function markExamPublished(tx: Executor, tenantId: TenantId, examId: number, version: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(e)
    .set({ status: 'published', publishedAt: now, updatedAt: now, version: sql`${e.version} + 1` })
    .where(and(eq(e.tenantId, tenantId), eq(e.id, examId), eq(e.version, version), eq(e.status, 'draft')))
    .returning({ id: e.id });
  return rows.length > 0;
}

/** Replaces an exam's paper: its fixed items or its rules (the other list emptied). */
export async function replacePaper(
  tx: Executor,
  tenantId: TenantId,
  examId: number,
  paper: { items: ReadonlyArray<{ questionId: number; points: number }>; rules: readonly PaperRule[] },
): Promise<void> {
  await tx.delete(assessmentExamItems).where(and(eq(assessmentExamItems.tenantId, tenantId), eq(assessmentExamItems.examId, examId)));
  await tx.delete(assessmentExamRules).where(and(eq(assessmentExamRules.tenantId, tenantId), eq(assessmentExamRules.examId, examId)));
  if (paper.items.length > 0)
    await tx
      .insert(assessmentExamItems)
      .values(
        paper.items.map((item, index) => ({ tenantId, examId, position: index + 1, questionId: item.questionId, points: item.points })),
      );
  if (paper.rules.length > 0)
    await tx.insert(assessmentExamRules).values(
      paper.rules.map((rule, index) => ({
        tenantId,
        examId,
        position: index + 1,
        bankId: rule.bankId,
        tags: [...rule.tags],
        difficulties: [...rule.difficulties],
        kinds: [...rule.kinds],
        count: rule.count,
        pointsEach: rule.pointsEach,
      })),
    );
}

/** A fixed paper's items in order, with each question's current kind and stem (for the editor). */
export async function findExamItems(db: Executor, tenantId: TenantId, examId: number) {
  return db
    .select({
      questionId: assessmentExamItems.questionId,
      points: assessmentExamItems.points,
      kind: assessmentQuestions.kind,
      stem: assessmentQuestionVersions.stem,
      version: assessmentQuestions.currentVersion,
      removed: sql<boolean>`${assessmentQuestions.removedAt} is not null`,
    })
    .from(assessmentExamItems)
    .innerJoin(
      assessmentQuestions,
      and(eq(assessmentQuestions.tenantId, assessmentExamItems.tenantId), eq(assessmentQuestions.id, assessmentExamItems.questionId)),
    )
    .innerJoin(
      assessmentQuestionVersions,
      and(
        eq(assessmentQuestionVersions.tenantId, assessmentQuestions.tenantId),
        eq(assessmentQuestionVersions.questionId, assessmentQuestions.id),
        eq(assessmentQuestionVersions.version, assessmentQuestions.currentVersion),
      ),
    )
    .where(and(eq(assessmentExamItems.tenantId, tenantId), eq(assessmentExamItems.examId, examId)))
    .orderBy(asc(assessmentExamItems.position));
}

/** A random paper's rules in order. */
export async function findExamRules(db: Executor, tenantId: TenantId, examId: number): Promise<PaperRule[]> {
  const rows = await db
    .select()
    .from(assessmentExamRules)
    .where(and(eq(assessmentExamRules.tenantId, tenantId), eq(assessmentExamRules.examId, examId)))
    .orderBy(asc(assessmentExamRules.position));
  return rows.map((row) => ({
    bankId: row.bankId,
    tags: row.tags,
    difficulties: row.difficulties,
    kinds: row.kinds as PaperRule['kinds'],
    count: row.count,
    pointsEach: row.pointsEach,
  }));
}

/** How many attempts each exam has. */
export async function attemptCounts(db: Executor, tenantId: TenantId, examIds: readonly number[]): Promise<Map<number, number>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ examId: assessmentAttempts.examId, total: count() })
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.tenantId, tenantId), inArray(assessmentAttempts.examId, [...examIds])))
    .groupBy(assessmentAttempts.examId);
  return new Map(rows.map((row) => [row.examId, row.total]));
}

/** Whether an exam's fixed paper or any attempt's paper names the question (a question's removal is refused then). */
export async function examsUseQuestion(tx: Executor, tenantId: TenantId, questionId: number): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(assessmentExamItems)
    .where(and(eq(assessmentExamItems.tenantId, tenantId), eq(assessmentExamItems.questionId, questionId)))
    .unionAll(
      tx
        .select({ one: sql<number>`1` })
        .from(assessmentAttemptAnswers)
        .where(and(eq(assessmentAttemptAnswers.tenantId, tenantId), eq(assessmentAttemptAnswers.questionId, questionId))),
    )
    .limit(1);
  return rows.length > 0;
}
