import { and, count, desc, eq, ilike, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentEvaluationRespondents, assessmentEvaluations as v } from '@server/db/schema/assessment-evaluations';
import { orgUnits } from '@server/db/schema/org';
import { trainingEnrolments, trainingProgrammes, trainingUnits } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** A questionnaire row with its owner unit's path (who manages it), its programme's title and dates and its unit's title. */
export type EvaluationRow = typeof v.$inferSelect & {
  ownerPath: string;
  ownerName: string;
  programmeTitle: string;
  programmeStartsOn: string;
  programmeEndsOn: string;
  unitTitle: string;
};
/** The columns of a questionnaire a save writes. */
export type EvaluationValues = Pick<
  typeof v.$inferInsert,
  'title' | 'intro' | 'programmeId' | 'unitId' | 'ownerUnitId' | 'anonymous' | 'opensAt' | 'closesAt' | 'questions'
>;

const columns = {
  evaluation: v,
  ownerPath: orgUnits.path,
  ownerName: orgUnits.name,
  programmeTitle: trainingProgrammes.title,
  programmeStartsOn: trainingProgrammes.startsOn,
  programmeEndsOn: trainingProgrammes.endsOn,
  unitTitle: trainingUnits.title,
};

function evaluationQuery(db: Executor) {
  return db
    .select(columns)
    .from(v)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, v.tenantId), eq(orgUnits.id, v.ownerUnitId)))
    .innerJoin(trainingProgrammes, and(eq(trainingProgrammes.tenantId, v.tenantId), eq(trainingProgrammes.id, v.programmeId)))
    .innerJoin(trainingUnits, and(eq(trainingUnits.tenantId, v.tenantId), eq(trainingUnits.id, v.unitId)))
    .$dynamic();
}

type Joined = { evaluation: typeof v.$inferSelect } & Omit<EvaluationRow, keyof typeof v.$inferSelect>;
const rowOf = ({ evaluation, ...rest }: Joined): EvaluationRow => ({ ...evaluation, ...rest });

/** One questionnaire; `lock` takes its row for the transaction (a save, a publish, an answer). */
export async function findEvaluation(db: Executor, tenantId: TenantId, id: number, lock = false): Promise<EvaluationRow | undefined> {
  let query = evaluationQuery(db).where(and(eq(v.tenantId, tenantId), eq(v.id, id)));
  if (lock) query = query.for('update', { of: v });
  const [row] = await query.limit(1);
  return row && rowOf(row);
}

/** The questionnaire of a programme's unit; `lock` takes its row (the unit's removal counting answers). */
export async function findEvaluationOfUnit(db: Executor, tenantId: TenantId, unitId: number, lock = false) {
  let query = evaluationQuery(db).where(and(eq(v.tenantId, tenantId), eq(v.unitId, unitId)));
  if (lock) query = query.for('update', { of: v });
  const [row] = await query.limit(1);
  return row && rowOf(row);
}

/** The filter of the staff's lists: owners under a path (platform staff: everywhere), and what the caller narrows to. */
export type EvaluationFilter = {
  orgPath: string;
  everywhere: boolean;
  programmeId?: number;
  status?: string;
  keyword?: string;
};

function whereOf(tenantId: TenantId, filter: EvaluationFilter): SQL {
  const conditions: SQL[] = [eq(v.tenantId, tenantId)];
  if (!filter.everywhere) conditions.push(like(orgUnits.path, `${filter.orgPath.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  if (filter.programmeId) conditions.push(eq(v.programmeId, filter.programmeId));
  if (filter.status) conditions.push(eq(v.status, filter.status));
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`(${ilike(v.title, pattern)} or ${ilike(trainingProgrammes.title, pattern)})`);
  }
  return and(...conditions)!;
}

/** Questionnaires under the filter, newest first, a page of them and how many in all. */
export async function listEvaluations(db: Executor, tenantId: TenantId, filter: EvaluationFilter, page: { offset: number; limit: number }) {
  const where = whereOf(tenantId, filter);
  const rows = await evaluationQuery(db).where(where).orderBy(desc(v.updatedAt), desc(v.id)).offset(page.offset).limit(page.limit);
  const [total] = await db
    .select({ total: count() })
    .from(v)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, v.tenantId), eq(orgUnits.id, v.ownerUnitId)))
    .innerJoin(trainingProgrammes, and(eq(trainingProgrammes.tenantId, v.tenantId), eq(trainingProgrammes.id, v.programmeId)))
    .where(where);
  return { rows: rows.map(rowOf), total: total?.total ?? 0 };
}

/** Writes a new draft; answers its id. */
export async function insertEvaluation(
  tx: Executor,
  tenantId: TenantId,
  values: EvaluationValues & { createdBy: number },
): Promise<number> {
  const [row] = await tx
    .insert(v)
    .values({ ...values, tenantId })
    .returning({ id: v.id });
  return row!.id;
}

/** Rewrites a questionnaire at the version read and moves its version on; answers whether it did. */
export async function updateEvaluation(tx: Executor, tenantId: TenantId, id: number, version: number, values: EvaluationValues, now: Date) {
  const rows = await tx
    .update(v)
    .set({ ...values, version: sql`${v.version} + 1`, updatedAt: now })
    .where(and(eq(v.tenantId, tenantId), eq(v.id, id), eq(v.version, version)))
    .returning({ id: v.id });
  return rows.length > 0;
}

/** Publishes a draft at the version read; answers whether it did. */
export async function markEvaluationPublished(tx: Executor, tenantId: TenantId, id: number, version: number, now: Date) {
  const rows = await tx
    .update(v)
    .set({ status: 'published', publishedAt: now, updatedAt: now, version: sql`${v.version} + 1` })
    .where(and(eq(v.tenantId, tenantId), eq(v.id, id), eq(v.version, version), eq(v.status, 'draft')))
    .returning({ id: v.id });
  return rows.length > 0;
}

/** Deletes a questionnaire nobody answered. */
export async function deleteEvaluation(tx: Executor, tenantId: TenantId, id: number): Promise<void> {
  await tx.delete(v).where(and(eq(v.tenantId, tenantId), eq(v.id, id)));
}

/** How many teachers answered each questionnaire (from the respondents' rows, which exist for named and anonymous alike). */
export async function responseCounts(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const r = assessmentEvaluationRespondents;
  const rows = await db
    .select({ evaluationId: r.evaluationId, total: count() })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), inArray(r.evaluationId, [...ids])))
    .groupBy(r.evaluationId);
  return new Map(rows.map((row) => [row.evaluationId, row.total]));
}

/** How many teachers are enrolled in each programme. */
export async function enrolledCounts(db: Executor, tenantId: TenantId, programmeIds: readonly number[]): Promise<Map<number, number>> {
  if (programmeIds.length === 0) return new Map();
  const e = trainingEnrolments;
  const rows = await db
    .select({ programmeId: e.programmeId, total: count() })
    .from(e)
    .where(and(eq(e.tenantId, tenantId), eq(e.status, 'enrolled'), inArray(e.programmeId, [...new Set(programmeIds)])))
    .groupBy(e.programmeId);
  return new Map(rows.map((row) => [row.programmeId, row.total]));
}
