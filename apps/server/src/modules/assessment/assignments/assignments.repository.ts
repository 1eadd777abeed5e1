import { and, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { RubricCriterion } from '@yanxiu/contract/assessment-assignments';
import type { Executor } from '@server/db/client';
import { assessmentAssignments as a, assessmentSubmissions as s } from '@server/db/schema/assessment-assignments';
import { orgUnits } from '@server/db/schema/org';
import { trainingProgrammes } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** An assignment row with its owner unit's path (who tutors it) and its programme's title. */
export type AssignmentRow = Omit<typeof a.$inferSelect, 'rubric'> & {
  rubric: RubricCriterion[];
  ownerPath: string;
  programmeTitle: string;
};
/** The columns of an assignment a save writes. */
export type AssignmentValues = Omit<
  typeof a.$inferInsert,
  'tenantId' | 'id' | 'createdAt' | 'updatedAt' | 'version' | 'createdBy' | 'status' | 'publishedAt'
>;

function assignmentQuery(db: Executor) {
  return db
    .select({ assignment: a, ownerPath: orgUnits.path, programmeTitle: trainingProgrammes.title })
    .from(a)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, a.tenantId), eq(orgUnits.id, a.ownerUnitId)))
    .innerJoin(trainingProgrammes, and(eq(trainingProgrammes.tenantId, a.tenantId), eq(trainingProgrammes.id, a.programmeId)))
    .$dynamic();
}

const rowOf = (row: { assignment: typeof a.$inferSelect; ownerPath: string; programmeTitle: string }): AssignmentRow => ({
  ...row.assignment,
  rubric: row.assignment.rubric as RubricCriterion[],
  ownerPath: row.ownerPath,
  programmeTitle: row.programmeTitle,
});

/** One assignment; `lock` takes its row for the transaction. */
export async function findAssignment(db: Executor, tenantId: TenantId, id: number, lock = false): Promise<AssignmentRow | undefined> {
  let query = assignmentQuery(db).where(and(eq(a.tenantId, tenantId), eq(a.id, id)));
  if (lock) query = query.for('update', { of: a });
  const [row] = await query.limit(1);
  return row && rowOf(row);
}

/** The assignment of a programme's unit; `lock` takes its row (the unit's removal counting submissions). */
export async function findAssignmentOfUnit(db: Executor, tenantId: TenantId, unitId: number, lock = false) {
  let query = assignmentQuery(db).where(and(eq(a.tenantId, tenantId), eq(a.unitId, unitId)));
  if (lock) query = query.for('update', { of: a });
  const [row] = await query.limit(1);
  return row && rowOf(row);
}

/** The published assignments of a programme, in unit order of id (the showcase and the grade book's columns). */
export async function assignmentsOfProgramme(db: Executor, tenantId: TenantId, programmeId: number): Promise<AssignmentRow[]> {
  const rows = await assignmentQuery(db)
    .where(and(eq(a.tenantId, tenantId), eq(a.programmeId, programmeId), eq(a.status, 'published')))
    .orderBy(a.id);
  return rows.map(rowOf);
}

/** Assignments owned under a path (the caller's unit and below), newest first; `everywhere` for platform staff. */
export async function listAssignments(
  db: Executor,
  tenantId: TenantId,
  filter: { orgPath: string; everywhere: boolean; programmeId?: number | undefined; offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(a.tenantId, tenantId)];
  if (!filter.everywhere) conditions.push(like(orgUnits.path, `${filter.orgPath}%`));
  if (filter.programmeId) conditions.push(eq(a.programmeId, filter.programmeId));
  const where = and(...conditions);
  const rows = await assignmentQuery(db).where(where).orderBy(desc(a.updatedAt), desc(a.id)).offset(filter.offset).limit(filter.limit);
  const [total] = await db
    .select({ total: count() })
    .from(a)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, a.tenantId), eq(orgUnits.id, a.ownerUnitId)))
    .where(where);
  return { rows: rows.map(rowOf), total: total?.total ?? 0 };
}

/** Writes a new draft; answers its id (undefined when the unit has one already: the unique key). */
export async function insertAssignment(
  tx: Executor,
  tenantId: TenantId,
  values: AssignmentValues & { createdBy: number },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(a)
    .values({ ...values, tenantId })
    .onConflictDoNothing({ target: [a.tenantId, a.unitId] })
    .returning({ id: a.id });
  return row?.id;
}

/** Rewrites an assignment at the version read; answers whether it did. */
export async function updateAssignment(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  version: number,
  values: AssignmentValues,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(a)
    .set({ ...values, version: sql`${a.version} + 1`, updatedAt: now })
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id), eq(a.version, version)))
    .returning({ id: a.id });
  return rows.length > 0;
}

/** Publishes a draft at the version read; answers whether it did. */
export async function markAssignmentPublished(tx: Executor, tenantId: TenantId, id: number, version: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(a)
    .set({ status: 'published', publishedAt: now, updatedAt: now, version: sql`${a.version} + 1` })
    .where(and(eq(a.tenantId, tenantId), eq(a.id, id), eq(a.version, version), eq(a.status, 'draft')))
    .returning({ id: a.id });
  return rows.length > 0;
}

/** Deletes an assignment with its drafts and peer reviews (the rows cascade). */
export async function deleteAssignment(tx: Executor, tenantId: TenantId, id: number): Promise<void> {
  await tx.delete(a).where(and(eq(a.tenantId, tenantId), eq(a.id, id)));
}

/** Per assignment: teachers who submitted at least once, and submissions waiting for a decision. */
export async function submissionCounts(db: Executor, tenantId: TenantId, ids: readonly number[]) {
  const counts = new Map<number, { submitted: number; waiting: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      assignmentId: s.assignmentId,
      submitted: sql<number>`count(*) filter (where ${s.status} <> 'draft' or ${s.round} > 1)::int`,
      waiting: sql<number>`count(*) filter (where ${s.status} = 'submitted')::int`,
    })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), inArray(s.assignmentId, [...ids])))
    .groupBy(s.assignmentId);
  for (const row of rows) counts.set(row.assignmentId, { submitted: row.submitted, waiting: row.waiting });
  return counts;
}
