import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { reviewInstances } from '@server/db/schema/review';
import { topicApplications, topicCalls, topicMembers, topicNumberCounters, topicStages } from '@server/db/schema/topic';
import type { TenantId } from '@server/platform/tenant/tenant-id';

export type TopicRow = typeof topicApplications.$inferSelect;
export type ReviewRow = typeof reviewInstances.$inferSelect;
export type NewTopic = Pick<TopicRow, 'callId' | 'hostUserId' | 'orgUnitId' | 'title' | 'level' | 'suggestionKey' | 'plan'>;

/** A topic with its application review, its call's facts and its host. */
export type TopicWithContext = {
  topic: TopicRow;
  review: ReviewRow;
  call: {
    title: string;
    year: number;
    memberCap: number;
    expertCount: number;
    passScore: number;
    periodStartsOn: string;
    periodEndsOn: string;
    requiredDocuments: unknown;
    state: string;
    startsAt: Date;
    endsAt: Date;
    eligibility: unknown;
    levels: unknown;
    suggestions: unknown;
    ownerOrgId: number;
    ownerOrgName: string;
  };
  host: { name: string; orgName: string; orgPath: string };
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const contextColumns = {
  topic: topicApplications,
  review: reviewInstances,
  call: {
    title: topicCalls.title,
    year: topicCalls.year,
    memberCap: topicCalls.memberCap,
    expertCount: topicCalls.expertCount,
    passScore: topicCalls.passScore,
    periodStartsOn: topicCalls.periodStartsOn,
    periodEndsOn: topicCalls.periodEndsOn,
    requiredDocuments: topicCalls.requiredDocuments,
    state: topicCalls.state,
    startsAt: topicCalls.startsAt,
    endsAt: topicCalls.endsAt,
    eligibility: topicCalls.eligibility,
    levels: topicCalls.levels,
    suggestions: topicCalls.suggestions,
    ownerOrgId: topicCalls.ownerOrgId,
    ownerOrgName: sql<string>`(select o.name from ${orgUnits} o where o.tenant_id = ${topicCalls.tenantId} and o.id = ${topicCalls.ownerOrgId})`,
  },
  host: { name: users.name, orgName: orgUnits.name, orgPath: orgUnits.path },
};

function selectWithContext(db: Executor) {
  return db
    .select(contextColumns)
    .from(topicApplications)
    .innerJoin(
      reviewInstances,
      and(eq(reviewInstances.tenantId, topicApplications.tenantId), eq(reviewInstances.id, topicApplications.reviewInstanceId)),
    )
    .innerJoin(topicCalls, and(eq(topicCalls.tenantId, topicApplications.tenantId), eq(topicCalls.id, topicApplications.callId)))
    .innerJoin(users, and(eq(users.tenantId, topicApplications.tenantId), eq(users.id, topicApplications.hostUserId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, topicApplications.tenantId), eq(orgUnits.id, topicApplications.orgUnitId)));
}

export async function findTopic(db: Executor, tenantId: TenantId, id: number): Promise<TopicWithContext | undefined> {
  const rows = await selectWithContext(db).where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, id)));
  return rows[0];
}

/** The topic whose application review this is, or whose stage filing's review it is. */
export async function findTopicIdOfReview(
  db: Executor,
  tenantId: TenantId,
  reviewId: number,
): Promise<{ applicationId: number; stageId: number | null } | undefined> {
  const [application] = await db
    .select({ id: topicApplications.id })
    .from(topicApplications)
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.reviewInstanceId, reviewId)));
  if (application) return { applicationId: application.id, stageId: null };
  const [stage] = await db
    .select({ id: topicStages.id, applicationId: topicStages.applicationId })
    .from(topicStages)
    .where(and(eq(topicStages.tenantId, tenantId), eq(topicStages.reviewInstanceId, reviewId)));
  return stage ? { applicationId: stage.applicationId, stageId: stage.id } : undefined;
}

/** Locks a topic's row until the transaction ends: panel changes and scores of one topic go one at a time. */
export async function lockTopic(tx: Executor, tenantId: TenantId, id: number): Promise<TopicRow | undefined> {
  const rows = await tx
    .select()
    .from(topicApplications)
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, id)))
    .for('update');
  return rows[0];
}

/** Inserts a draft; undefined when the host already has an application to the call. */
export async function insertTopic(tx: Executor, tenantId: TenantId, row: NewTopic): Promise<TopicRow | undefined> {
  const [created] = await tx
    .insert(topicApplications)
    .values({ ...row, tenantId })
    .onConflictDoNothing()
    .returning();
  return created;
}

export async function setTopicReview(tx: Executor, tenantId: TenantId, id: number, reviewInstanceId: number): Promise<void> {
  await tx
    .update(topicApplications)
    .set({ reviewInstanceId })
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, id)));
}

/** Bumps the version (with the changes given) at the version read; undefined when it changed meanwhile. */
export async function bumpTopic(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  expectedVersion: number,
  fields: Partial<NewTopic> = {},
): Promise<TopicRow | undefined> {
  const rows = await tx
    .update(topicApplications)
    .set({ ...fields, version: sql`${topicApplications.version} + 1`, updatedAt: new Date() })
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, id), eq(topicApplications.version, expectedVersion)))
    .returning();
  return rows[0];
}

/** The next topic number of a tenant's year, taken in the caller's transaction (a counter row per year). */
export async function takeTopicNumber(tx: Executor, tenantId: TenantId, year: number): Promise<number> {
  const [row] = await tx
    .insert(topicNumberCounters)
    .values({ tenantId, year, last: 1 })
    .onConflictDoUpdate({
      target: [topicNumberCounters.tenantId, topicNumberCounters.year],
      set: { last: sql`${topicNumberCounters.last} + 1` },
    })
    .returning({ last: topicNumberCounters.last });
  return row!.last;
}

/** Approval (立项): the number and the period, only from the application phase; undefined when it already moved. */
export async function approveTopic(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  fields: { topicNo: string; periodStartsOn: string; periodEndsOn: string; at: Date },
): Promise<TopicRow | undefined> {
  const rows = await tx
    .update(topicApplications)
    .set({
      phase: 'approved',
      topicNo: fields.topicNo,
      periodStartsOn: fields.periodStartsOn,
      periodEndsOn: fields.periodEndsOn,
      approvedAt: fields.at,
      version: sql`${topicApplications.version} + 1`,
      updatedAt: fields.at,
    })
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, id), eq(topicApplications.phase, 'application')))
    .returning();
  return rows[0];
}

/** Conclusion (结题) with the panel's appraisal, only from the approved phase; undefined when it already moved. */
export async function concludeTopic(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  appraisal: string,
  at: Date,
): Promise<TopicRow | undefined> {
  const rows = await tx
    .update(topicApplications)
    .set({ phase: 'concluded', appraisal, concludedAt: at, version: sql`${topicApplications.version} + 1`, updatedAt: at })
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, id), eq(topicApplications.phase, 'approved')))
    .returning();
  return rows[0];
}

/** A later end of an approved topic's period (an approved change request). */
export async function extendPeriod(tx: Executor, tenantId: TenantId, id: number, periodEndsOn: string): Promise<void> {
  await tx
    .update(topicApplications)
    .set({ periodEndsOn, remindedStage: null, version: sql`${topicApplications.version} + 1`, updatedAt: new Date() })
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.id, id), eq(topicApplications.phase, 'approved')));
}

// ---- Members ----

export type MemberRow = { applicationId: number; userId: number; status: string; respondedAt: Date | null; name: string; orgName: string };

export async function listMembers(db: Executor, tenantId: TenantId, applicationIds: readonly number[]): Promise<MemberRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: topicMembers.applicationId,
      userId: topicMembers.userId,
      status: topicMembers.status,
      respondedAt: topicMembers.respondedAt,
      name: users.name,
      orgName: orgUnits.name,
    })
    .from(topicMembers)
    .innerJoin(users, and(eq(users.tenantId, topicMembers.tenantId), eq(users.id, topicMembers.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(topicMembers.tenantId, tenantId), inArray(topicMembers.applicationId, [...applicationIds])))
    .orderBy(topicMembers.invitedAt, topicMembers.userId);
}

/** The caller's membership status on a topic, or null when not listed. */
export async function memberStatusOf(db: Executor, tenantId: TenantId, applicationId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ status: topicMembers.status })
    .from(topicMembers)
    .where(and(eq(topicMembers.tenantId, tenantId), eq(topicMembers.applicationId, applicationId), eq(topicMembers.userId, userId)));
  return row?.status ?? null;
}

/** Makes the listed members exactly these: those kept keep their answer, new ones are invited, the rest removed. */
export async function replaceMembers(tx: Executor, tenantId: TenantId, applicationId: number, userIds: readonly number[]): Promise<void> {
  const scope = and(eq(topicMembers.tenantId, tenantId), eq(topicMembers.applicationId, applicationId));
  await tx
    .delete(topicMembers)
    .where(userIds.length === 0 ? scope : and(scope, sql`${topicMembers.userId} <> all(${sql.param([...userIds])}::bigint[])`));
  if (userIds.length > 0)
    await tx
      .insert(topicMembers)
      .values(userIds.map((userId) => ({ tenantId, applicationId, userId })))
      .onConflictDoNothing();
}

/** Invites some members and removes others (an approved change request). */
export async function changeMembers(
  tx: Executor,
  tenantId: TenantId,
  applicationId: number,
  add: readonly number[],
  remove: readonly number[],
): Promise<void> {
  if (remove.length > 0) {
    await tx
      .delete(topicMembers)
      .where(
        and(eq(topicMembers.tenantId, tenantId), eq(topicMembers.applicationId, applicationId), inArray(topicMembers.userId, [...remove])),
      );
  }
  if (add.length > 0)
    await tx
      .insert(topicMembers)
      .values(add.map((userId) => ({ tenantId, applicationId, userId })))
      .onConflictDoNothing();
}

/** A member's answer, only while invited; false when they were not (any more) invited. */
export async function answerInvitation(
  tx: Executor,
  tenantId: TenantId,
  applicationId: number,
  userId: number,
  status: 'confirmed' | 'declined',
): Promise<boolean> {
  const rows = await tx
    .update(topicMembers)
    .set({ status, respondedAt: new Date() })
    .where(
      and(
        eq(topicMembers.tenantId, tenantId),
        eq(topicMembers.applicationId, applicationId),
        eq(topicMembers.userId, userId),
        eq(topicMembers.status, 'invited'),
      ),
    )
    .returning({ userId: topicMembers.userId });
  return rows.length > 0;
}

// ---- People ----

export type PersonRow = { userId: number; name: string; orgName: string; roles: string[] };

const personColumns = { userId: users.id, name: users.name, orgName: orgUnits.name, roles: users.roles };

/** Users of the tenant by id, with their roles (to check members and experts named by id). */
export async function findPeople(db: Executor, tenantId: TenantId, userIds: readonly number[]): Promise<PersonRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(userIds)])));
}

/** Users of the tenant holding a role, by part of their name, at most `limit`. */
export async function searchPeopleWithRole(
  db: Executor,
  tenantId: TenantId,
  role: string,
  keyword: string | undefined,
  limit: number,
): Promise<PersonRow[]> {
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        sql`${role} = any(${users.roles})`,
        keyword ? ilike(users.name, `%${escapeLike(keyword)}%`) : undefined,
      ),
    )
    .orderBy(users.name, users.id)
    .limit(limit);
}

// ---- Lists ----

/** The host's applications, newest first. */
export async function listHostedTopics(db: Executor, tenantId: TenantId, hostUserId: number): Promise<TopicWithContext[]> {
  return selectWithContext(db)
    .where(and(eq(topicApplications.tenantId, tenantId), eq(topicApplications.hostUserId, hostUserId)))
    .orderBy(desc(topicApplications.updatedAt), desc(topicApplications.id));
}

/** Topics the user hosts or is listed on (not declined), newest first, paged. */
export async function listMyTopics(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  filter: { role: 'all' | 'host' | 'member'; phase?: string | undefined },
  page: { current: number; size: number },
): Promise<{ rows: TopicWithContext[]; total: number }> {
  const listed = sql`exists (select 1 from ${topicMembers} m where m.tenant_id = ${topicApplications.tenantId} and m.application_id = ${topicApplications.id}
    and m.user_id = ${userId} and m.status <> 'declined')`;
  const hosted = eq(topicApplications.hostUserId, userId);
  const where = and(
    eq(topicApplications.tenantId, tenantId),
    filter.role === 'host' ? hosted : filter.role === 'member' ? listed : or(hosted, listed),
    filter.phase ? eq(topicApplications.phase, filter.phase) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectWithContext(db)
      .where(where)
      .orderBy(desc(topicApplications.updatedAt), desc(topicApplications.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    db.select({ n: count() }).from(topicApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The SQL of an approved topic's next stage due (the first of opening, mid-term, conclusion without a passed filing)
 * and its deadline, as deadlines.ts computes them: keep the two in step.
 */
function passed(kind: string): SQL {
  return sql`exists (select 1 from ${topicStages} s where s.tenant_id = ${topicApplications.tenantId} and s.application_id = ${topicApplications.id} and s.kind = ${kind} and s.outcome = 'passed')`;
}
export const nextDueKindSql = sql<string | null>`case when ${topicApplications.phase} <> 'approved' then null
  when not ${passed('opening')} then 'opening' when not ${passed('midterm')} then 'midterm' when not ${passed('conclusion')} then 'conclusion' end`;
export const nextDueOnSql = sql<string | null>`case ${nextDueKindSql}
  when 'opening' then least((${topicApplications.periodStartsOn} + interval '3 months')::date, ${topicApplications.periodEndsOn})
  when 'midterm' then ${topicApplications.periodStartsOn} + ((${topicApplications.periodEndsOn} - ${topicApplications.periodStartsOn}) / 2)
  when 'conclusion' then ${topicApplications.periodEndsOn} end`;
/** The deadline as `YYYY-MM-DD` text (drivers turn a bare date into a JS Date in the server's zone). */
const nextDueTextSql = sql<string | null>`(${nextDueOnSql})::text`;

/** The topics of a scope (hosts under an org path) for the staff overview, newest first, paged. */
export async function listOverview(
  db: Executor,
  tenantId: TenantId,
  filter: {
    orgPath: string;
    today: string;
    overdueOnly: boolean;
    phase?: string | undefined;
    callId?: number | undefined;
    keyword?: string | undefined;
  },
  page: { current: number; size: number },
): Promise<{ rows: Array<TopicWithContext & { memberCount: number }>; total: number; overdue: number }> {
  const overdue = sql`coalesce((${nextDueOnSql}) < ${filter.today}::date, false)`;
  const base = and(
    eq(topicApplications.tenantId, tenantId),
    sql`starts_with(${orgUnits.path}, ${filter.orgPath})`,
    // Drafts are the host's until submitted.
    ne(reviewInstances.status, '2'),
    filter.phase ? eq(topicApplications.phase, filter.phase) : undefined,
    filter.callId ? eq(topicApplications.callId, filter.callId) : undefined,
    filter.keyword
      ? or(ilike(topicApplications.title, `%${escapeLike(filter.keyword)}%`), ilike(users.name, `%${escapeLike(filter.keyword)}%`))
      : undefined,
  );
  const memberCount = sql<number>`(select count(*)::int from ${topicMembers} m where m.tenant_id = ${topicApplications.tenantId} and m.application_id = ${topicApplications.id} and m.status = 'confirmed')`;
  const joined = (columns: object) =>
    db
      .select(columns as typeof contextColumns)
      .from(topicApplications)
      .innerJoin(
        reviewInstances,
        and(eq(reviewInstances.tenantId, topicApplications.tenantId), eq(reviewInstances.id, topicApplications.reviewInstanceId)),
      )
      .innerJoin(topicCalls, and(eq(topicCalls.tenantId, topicApplications.tenantId), eq(topicCalls.id, topicApplications.callId)))
      .innerJoin(users, and(eq(users.tenantId, topicApplications.tenantId), eq(users.id, topicApplications.hostUserId)))
      .innerJoin(orgUnits, and(eq(orgUnits.tenantId, topicApplications.tenantId), eq(orgUnits.id, topicApplications.orgUnitId)));
  const where = filter.overdueOnly ? and(base, overdue) : base;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...contextColumns, memberCount })
      .from(topicApplications)
      .innerJoin(
        reviewInstances,
        and(eq(reviewInstances.tenantId, topicApplications.tenantId), eq(reviewInstances.id, topicApplications.reviewInstanceId)),
      )
      .innerJoin(topicCalls, and(eq(topicCalls.tenantId, topicApplications.tenantId), eq(topicCalls.id, topicApplications.callId)))
      .innerJoin(users, and(eq(users.tenantId, topicApplications.tenantId), eq(users.id, topicApplications.hostUserId)))
      .innerJoin(orgUnits, and(eq(orgUnits.tenantId, topicApplications.tenantId), eq(orgUnits.id, topicApplications.orgUnitId)))
      .where(where)
      .orderBy(desc(topicApplications.updatedAt), desc(topicApplications.id))
      .limit(page.size)
      .offset((page.current - 1) * page.size),
    joined({ n: sql<number>`count(*)::int`, overdue: sql<number>`(count(*) filter (where ${overdue}))::int` }).where(where),
  ]);
  const summary = totals as unknown as { n: number; overdue: number } | undefined;
  return { rows, total: summary?.n ?? 0, overdue: summary?.overdue ?? 0 };
}

/** Approved topics of every tenant whose next stage is due by `until` and whose host was not yet reminded of it. */
export async function listDueForReminderAcrossTenants(db: Executor, until: string, limit: number) {
  return db
    .select({
      tenantId: topicApplications.tenantId,
      id: topicApplications.id,
      hostUserId: topicApplications.hostUserId,
      title: topicApplications.title,
      kind: nextDueKindSql,
      dueOn: nextDueTextSql,
    })
    .from(topicApplications)
    .where(
      and(
        eq(topicApplications.phase, 'approved'),
        sql`(${nextDueOnSql}) <= ${until}::date`,
        sql`${topicApplications.remindedStage} is distinct from (${nextDueKindSql})`,
      ),
    )
    .limit(limit);
}

/** Marks the host reminded of a stage, unless another run did first; false then. */
export async function markReminded(tx: Executor, tenantId: TenantId, id: number, kind: string): Promise<boolean> {
  const rows = await tx
    .update(topicApplications)
    .set({ remindedStage: kind })
    .where(
      and(
        eq(topicApplications.tenantId, tenantId),
        eq(topicApplications.id, id),
        sql`${topicApplications.remindedStage} is distinct from ${kind}`,
      ),
    )
    .returning({ id: topicApplications.id });
  return rows.length > 0;
}

/** The host's approved topics with a stage due by `until` (their to-do items). */
export async function listHostDue(db: Executor, tenantId: TenantId, hostUserId: number, until: string, limit: number) {
  return db
    .select({
      id: topicApplications.id,
      title: topicApplications.title,
      approvedAt: topicApplications.approvedAt,
      kind: nextDueKindSql,
      dueOn: nextDueTextSql,
    })
    .from(topicApplications)
    .where(
      and(
        eq(topicApplications.tenantId, tenantId),
        eq(topicApplications.hostUserId, hostUserId),
        eq(topicApplications.phase, 'approved'),
        sql`(${nextDueOnSql}) <= ${until}::date`,
      ),
    )
    .orderBy(nextDueOnSql, topicApplications.id)
    .limit(limit);
}

/** Invitations waiting for the user's answer (their to-do items). */
export async function listInvitations(db: Executor, tenantId: TenantId, userId: number, limit: number) {
  return db
    .select({ id: topicApplications.id, title: topicApplications.title, hostName: users.name, invitedAt: topicMembers.invitedAt })
    .from(topicMembers)
    .innerJoin(
      topicApplications,
      and(eq(topicApplications.tenantId, topicMembers.tenantId), eq(topicApplications.id, topicMembers.applicationId)),
    )
    .innerJoin(users, and(eq(users.tenantId, topicApplications.tenantId), eq(users.id, topicApplications.hostUserId)))
    .where(and(eq(topicMembers.tenantId, tenantId), eq(topicMembers.userId, userId), eq(topicMembers.status, 'invited')))
    .orderBy(topicMembers.invitedAt, topicApplications.id)
    .limit(limit);
}
