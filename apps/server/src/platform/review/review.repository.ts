import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { reviewDecisions, reviewInstances, reviewStepSettings } from '@server/db/schema/review';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { ReviewEvent } from './review-state';

export type ReviewInstanceRow = typeof reviewInstances.$inferSelect;
export type ReviewDecisionRow = typeof reviewDecisions.$inferSelect;

/** The tenant's step switches of a workflow. */
export async function findStepSwitches(db: Executor, tenantId: TenantId, workflow: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ stepCode: reviewStepSettings.stepCode, enabled: reviewStepSettings.enabled })
    .from(reviewStepSettings)
    .where(and(eq(reviewStepSettings.tenantId, tenantId), eq(reviewStepSettings.workflow, workflow)));
  return new Map(rows.map((row) => [row.stepCode, row.enabled]));
}

/** Switches a step of a workflow on or off for a tenant. */
export async function saveStepSwitch(
  db: Executor,
  tenantId: TenantId,
  workflow: string,
  stepCode: string,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(reviewStepSettings)
    .values({ tenantId, workflow, stepCode, enabled })
    .onConflictDoUpdate({
      target: [reviewStepSettings.tenantId, reviewStepSettings.workflow, reviewStepSettings.stepCode],
      set: { enabled },
    });
}

export async function insertInstance(
  db: Executor,
  row: Omit<typeof reviewInstances.$inferInsert, 'id' | 'tenantId'> & { tenantId: TenantId },
): Promise<ReviewInstanceRow> {
  const [created] = await db.insert(reviewInstances).values(row).returning();
  return created!;
}

export async function findInstance(db: Executor, tenantId: TenantId, id: number): Promise<ReviewInstanceRow | undefined> {
  const rows = await db
    .select()
    .from(reviewInstances)
    .where(and(eq(reviewInstances.tenantId, tenantId), eq(reviewInstances.id, id)));
  return rows[0];
}

/**
 * Moves an instance from the state it was read in to the next one, in one statement guarded by its version:
 * when somebody else moved it meanwhile, nothing changes and undefined comes back.
 */
export async function moveInstance(
  db: Executor,
  key: { tenantId: TenantId; id: number; expectedVersion: number },
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
    .where(
      and(eq(reviewInstances.tenantId, key.tenantId), eq(reviewInstances.id, key.id), eq(reviewInstances.version, key.expectedVersion)),
    )
    .returning();
  return rows[0];
}

export async function insertDecision(
  db: Executor,
  row: Omit<typeof reviewDecisions.$inferInsert, 'id' | 'tenantId'> & { tenantId: TenantId },
): Promise<void> {
  await db.insert(reviewDecisions).values(row);
}

/** Every decision and applicant action on an instance, oldest first. */
export async function listDecisions(db: Executor, tenantId: TenantId, instanceId: number): Promise<ReviewDecisionRow[]> {
  return db
    .select()
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.tenantId, tenantId), eq(reviewDecisions.instanceId, instanceId)))
    .orderBy(asc(reviewDecisions.id));
}

/**
 * Every decision and applicant action on some instances with the actor's name (null for a user since removed), oldest
 * first: by when it was decided, then in the order written.
 */
export async function listDecisionsWithActors(
  db: Executor,
  tenantId: TenantId,
  instanceIds: readonly number[],
): Promise<{ decision: ReviewDecisionRow; actorName: string | null }[]> {
  if (instanceIds.length === 0) return [];
  return db
    .select({ decision: reviewDecisions, actorName: users.name })
    .from(reviewDecisions)
    .leftJoin(users, and(eq(users.tenantId, reviewDecisions.tenantId), eq(users.id, reviewDecisions.actorUserId)))
    .where(and(eq(reviewDecisions.tenantId, tenantId), inArray(reviewDecisions.instanceId, [...instanceIds])))
    .orderBy(asc(reviewDecisions.decidedAt), asc(reviewDecisions.id));
}

/**
 * The comment of each instance's latest reviewer decision (not an applicant's action), among some events when
 * given; an instance without one is absent.
 */
export async function latestReviewerComments(
  db: Executor,
  tenantId: TenantId,
  instanceIds: readonly number[],
  events?: readonly ReviewEvent[],
): Promise<Map<number, string | null>> {
  if (instanceIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([reviewDecisions.instanceId], { instanceId: reviewDecisions.instanceId, comment: reviewDecisions.comment })
    .from(reviewDecisions)
    .where(
      and(
        eq(reviewDecisions.tenantId, tenantId),
        inArray(reviewDecisions.instanceId, [...instanceIds]),
        ne(reviewDecisions.stepCode, 'applicant'),
        events ? inArray(reviewDecisions.event, [...events]) : undefined,
      ),
    )
    .orderBy(reviewDecisions.instanceId, desc(reviewDecisions.id));
  return new Map(rows.map((row) => [row.instanceId, row.comment]));
}

/** Which of a reviewer's lists: waiting for their decision, returned by them and not resubmitted, or decided by them. */
export type QueueState = 'pending' | 'returned' | 'decided';

/** Who reads a queue: what decides which reviews are theirs. */
export type QueueReviewer = {
  /** Roles of the reviewer: only steps decided by one of them. */
  roles: readonly string[];
  /** The reviewer's org path: 'org'-scoped steps only for applicants under it. */
  orgPath: string;
  /** The reviewer: their own applications never wait for them. */
  reviewerUserId: number;
};

/** Filters every domain's queue understands; the domain adds its own through `subject`. */
export type QueueFilter = QueueReviewer & {
  tenantId: TenantId;
  workflow?: string | undefined;
  /** Only reviews whose current step (deciding now, or where it was returned or decided last) has this code. */
  stepCode?: string | undefined;
  /** Only reviews in this status. */
  status?: string | undefined;
  /** Part of the applicant's name (matched literally, case-insensitively). */
  applicantKeyword?: string | undefined;
  /** Submitted at or after this instant. */
  submittedFrom?: Date | undefined;
  /** Submitted before this instant. */
  submittedBefore?: Date | undefined;
  /** A domain's condition on `review_instances` (e.g. its subjects matching a post type), built by its repository. */
  subject?: SQL | undefined;
};

/** The condition "waiting at a step this reviewer may decide" (the staff's one review list puts one per domain). */
export function awaitingReviewer(filter: QueueReviewer): SQL {
  const currentStep = sql`(${reviewInstances.steps} -> ${reviewInstances.stepIndex})`;
  return and(
    eq(reviewInstances.status, '4'),
    ne(reviewInstances.applicantUserId, filter.reviewerUserId),
    sql`${currentStep} ->> 'role' = any(${sql.param(filter.roles as string[])}::text[])`,
    sql`(${currentStep} ->> 'scope' = 'tenant' or starts_with(${reviewInstances.applicantOrgPath}, ${filter.orgPath}))`,
  )!;
}

/** Decisions (not applicant actions) this reviewer made on the instance, optionally only of one event in its current round. */
function decidedBy(reviewerUserId: number, only?: { event: string; currentRound: true }): SQL {
  return sql`exists (select 1 from ${reviewDecisions} d where d.tenant_id = ${reviewInstances.tenantId} and d.instance_id = ${reviewInstances.id}
    and d.actor_user_id = ${reviewerUserId} and d.step_code <> 'applicant'${only ? sql` and d.event = ${only.event} and d.round = ${reviewInstances.round}` : sql``})`;
}

/** The condition of one list of a reviewer. */
function inState(state: QueueState, filter: QueueReviewer): SQL {
  if (state === 'pending') return awaitingReviewer(filter);
  if (state === 'returned')
    return and(eq(reviewInstances.status, '5'), decidedBy(filter.reviewerUserId, { event: 'return', currentRound: true }))!;
  return decidedBy(filter.reviewerUserId);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every filter but the list. */
function filtered(filter: QueueFilter): SQL {
  return and(
    eq(reviewInstances.tenantId, filter.tenantId),
    filter.workflow ? eq(reviewInstances.workflow, filter.workflow) : undefined,
    filter.stepCode ? sql`(${reviewInstances.steps} -> ${reviewInstances.stepIndex}) ->> 'code' = ${filter.stepCode}` : undefined,
    filter.status ? eq(reviewInstances.status, filter.status) : undefined,
    filter.submittedFrom ? gte(reviewInstances.submittedAt, filter.submittedFrom) : undefined,
    filter.submittedBefore ? lt(reviewInstances.submittedAt, filter.submittedBefore) : undefined,
    filter.applicantKeyword
      ? sql`exists (select 1 from ${users} u where u.tenant_id = ${reviewInstances.tenantId} and u.id = ${reviewInstances.applicantUserId}
          and u.name ilike ${`%${escapeLike(filter.applicantKeyword)}%`})`
      : undefined,
    filter.subject,
  )!;
}

/**
 * One of the reviewer's lists, with the total for paging: pending oldest submission first (first come, first
 * decided), the others latest change first.
 */
export async function listQueue(
  db: Executor,
  filter: QueueFilter & { state?: QueueState; page: number; size: number },
): Promise<{ rows: ReviewInstanceRow[]; total: number }> {
  const state = filter.state ?? 'pending';
  const where = and(filtered(filter), inState(state, filter));
  const order =
    state === 'pending'
      ? [asc(reviewInstances.submittedAt), asc(reviewInstances.id)]
      : [desc(reviewInstances.updatedAt), desc(reviewInstances.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reviewInstances)
      .where(where)
      .orderBy(...order)
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviewInstances)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** How many reviews each of the reviewer's lists holds under the filters, in one scan. */
export async function countQueue(db: Executor, filter: QueueFilter): Promise<Record<QueueState, number>> {
  const count = (state: QueueState) => sql<number>`(count(*) filter (where ${inState(state, filter)}))::int`;
  const [row] = await db
    .select({ pending: count('pending'), returned: count('returned'), decided: count('decided') })
    .from(reviewInstances)
    .where(filtered(filter));
  return { pending: row?.pending ?? 0, returned: row?.returned ?? 0, decided: row?.decided ?? 0 };
}

/**
 * Moves the deadline of a domain's reviews that are still running (in application, under review or returned), when
 * the domain's own deadline moves (a selection project's window extended).
 */
export async function moveDueOfReviews(db: Executor, tenantId: TenantId, subject: SQL, dueAt: Date | null): Promise<void> {
  await db
    .update(reviewInstances)
    .set({ dueAt })
    .where(and(eq(reviewInstances.tenantId, tenantId), sql`${reviewInstances.status} in ('2', '4', '5')`, subject));
}

/**
 * Whether the reviewer decides some step of a review of the applicant in the workflow (submitted at least once and
 * not withdrawn): the step's role is theirs and, for an org-scoped step, the applicant is under their org unit.
 */
export async function reviewsApplicant(
  db: Executor,
  filter: QueueReviewer & { tenantId: TenantId; workflow: string; applicantUserId: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: reviewInstances.id })
    .from(reviewInstances)
    .where(
      and(
        eq(reviewInstances.tenantId, filter.tenantId),
        eq(reviewInstances.workflow, filter.workflow),
        eq(reviewInstances.applicantUserId, filter.applicantUserId),
        ne(reviewInstances.applicantUserId, filter.reviewerUserId),
        sql`${reviewInstances.status} not in ('2', '8')`,
        sql`exists (select 1 from jsonb_array_elements(${reviewInstances.steps}) step where step ->> 'role' = any(${sql.param(filter.roles as string[])}::text[])
          and (step ->> 'scope' = 'tenant' or starts_with(${reviewInstances.applicantOrgPath}, ${filter.orgPath})))`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
