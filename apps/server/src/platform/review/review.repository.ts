import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviewDecisions, reviewInstances, reviewStepSettings } from '../../db/schema/review';

export type ReviewInstanceRow = typeof reviewInstances.$inferSelect;
export type ReviewDecisionRow = typeof reviewDecisions.$inferSelect;

/** The tenant's step switches of a workflow. */
export async function findStepSwitches(db: Executor, tenantId: number, workflow: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ stepCode: reviewStepSettings.stepCode, enabled: reviewStepSettings.enabled })
    .from(reviewStepSettings)
    .where(and(eq(reviewStepSettings.tenantId, tenantId), eq(reviewStepSettings.workflow, workflow)));
  return new Map(rows.map((row) => [row.stepCode, row.enabled]));
}

/** Switches a step of a workflow on or off for a tenant. */
export async function saveStepSwitch(db: Executor, tenantId: number, workflow: string, stepCode: string, enabled: boolean): Promise<void> {
  await db
    .insert(reviewStepSettings)
    .values({ tenantId, workflow, stepCode, enabled })
    .onConflictDoUpdate({ target: [reviewStepSettings.tenantId, reviewStepSettings.workflow, reviewStepSettings.stepCode], set: { enabled } });
}

export async function insertInstance(db: Executor, row: Omit<typeof reviewInstances.$inferInsert, 'id'>): Promise<ReviewInstanceRow> {
  const [created] = await db.insert(reviewInstances).values(row).returning();
  return created!;
}

export async function findInstance(db: Executor, tenantId: number, id: number): Promise<ReviewInstanceRow | undefined> {
  const rows = await db.select().from(reviewInstances).where(and(eq(reviewInstances.tenantId, tenantId), eq(reviewInstances.id, id)));
  return rows[0];
}

/**
 * Moves an instance from the state it was read in to the next one, in one statement guarded by its version:
 * when somebody else moved it meanwhile, nothing changes and undefined comes back.
 */
export async function moveInstance(
  db: Executor,
  key: { tenantId: number; id: number; expectedVersion: number },
  next: { status: string; stepIndex: number; round: number; snapshot?: unknown; submittedAt?: Date },
): Promise<ReviewInstanceRow | undefined> {
  const rows = await db
    .update(reviewInstances)
    .set({
      status: next.status,
      stepIndex: next.stepIndex,
      round: next.round,
      ...(next.snapshot === undefined ? {} : { snapshot: next.snapshot }),
      ...(next.submittedAt ? { submittedAt: next.submittedAt } : {}),
      version: sql`${reviewInstances.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(reviewInstances.tenantId, key.tenantId), eq(reviewInstances.id, key.id), eq(reviewInstances.version, key.expectedVersion)))
    .returning();
  return rows[0];
}

export async function insertDecision(db: Executor, row: Omit<typeof reviewDecisions.$inferInsert, 'id'>): Promise<void> {
  await db.insert(reviewDecisions).values(row);
}

/** Every decision and applicant action on an instance, oldest first. */
export async function listDecisions(db: Executor, tenantId: number, instanceId: number): Promise<ReviewDecisionRow[]> {
  return db
    .select()
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.tenantId, tenantId), eq(reviewDecisions.instanceId, instanceId)))
    .orderBy(asc(reviewDecisions.id));
}

export type QueueFilter = {
  tenantId: number;
  workflow?: string | undefined;
  /** Roles of the reviewer: only steps decided by one of them. */
  roles: readonly string[];
  /** The reviewer's org path: 'org'-scoped steps only for applicants under it. */
  orgPath: string;
  /** The reviewer: their own applications never wait for them. */
  reviewerUserId: number;
  page: number;
  size: number;
};

/** The condition "waiting at a step this reviewer may decide". */
function awaitingReviewer(filter: QueueFilter): SQL {
  const currentStep = sql`(${reviewInstances.steps} -> ${reviewInstances.stepIndex})`;
  return and(
    eq(reviewInstances.tenantId, filter.tenantId),
    eq(reviewInstances.status, '4'),
    ne(reviewInstances.applicantUserId, filter.reviewerUserId),
    filter.workflow ? eq(reviewInstances.workflow, filter.workflow) : undefined,
    sql`${currentStep} ->> 'role' = any(${sql.param(filter.roles as string[])}::text[])`,
    sql`(${currentStep} ->> 'scope' = 'tenant' or starts_with(${reviewInstances.applicantOrgPath}, ${filter.orgPath}))`,
  )!;
}

/** The reviewer's queue, oldest submission first, with the total for paging. */
export async function listQueue(db: Executor, filter: QueueFilter): Promise<{ rows: ReviewInstanceRow[]; total: number }> {
  const where = awaitingReviewer(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reviewInstances)
      .where(where)
      .orderBy(asc(reviewInstances.submittedAt), asc(reviewInstances.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ total: sql<number>`count(*)::int` }).from(reviewInstances).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The latest instance of a subject, if any. */
export async function findLatestForSubject(db: Executor, tenantId: number, subjectType: string, subjectId: string) {
  const rows = await db
    .select()
    .from(reviewInstances)
    .where(and(eq(reviewInstances.tenantId, tenantId), eq(reviewInstances.subjectType, subjectType), eq(reviewInstances.subjectId, subjectId)))
    .orderBy(desc(reviewInstances.id))
    .limit(1);
  return rows[0];
}
