import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DiskIssueTarget } from '@yanxiu/contract/disk';
import type { DiskRecipientStateValue } from '@yanxiu/contract/disk-enums';
import type { Executor } from '@server/db/client';
import { diskIssueItems as items, diskIssueRecipients as rc, diskIssues as i, diskResources as r } from '@server/db/schema/disk';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { diskRoles } from '@server/modules/disk/disk.access';
import { COUNT_PAGES_AHEAD, type KeysetCursor } from '@server/modules/disk/resources/disk-cursor';

// SQL of issues (下发): who they reach, the issuer's follow-up, and the recipient's side.

export type DiskIssueRow = typeof i.$inferSelect;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const RECEIVING_ROLES = [...diskRoles.recipient];

/** The schools below an issuer's unit, by name (a school admin's: their own school). */
export async function schoolsBelow(db: Executor, tenantId: TenantId, issuerPath: string) {
  return db
    .select({ id: orgUnits.id, name: orgUnits.name })
    .from(orgUnits)
    .where(
      and(
        eq(orgUnits.tenantId, tenantId),
        eq(orgUnits.level, 1),
        isNull(orgUnits.closedAt),
        sql`${orgUnits.path} like ${issuerPath} || '%'`,
      ),
    )
    .orderBy(asc(orgUnits.name), asc(orgUnits.id));
}

/** A page of the active teachers and school admins below an issuer, matching a keyword on the name. */
export async function teachersBelow(
  db: Executor,
  tenantId: TenantId,
  issuerPath: string,
  query: { keyword?: string | undefined; offset: number; limit: number },
) {
  const where = sql`u.tenant_id = ${tenantId} and u.status = 'active' and o.path like ${issuerPath} || '%'
    and u.roles && ${sql.param(RECEIVING_ROLES)}::text[]
    ${query.keyword ? sql`and u.name like ${`%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;
  const from = sql`from users u join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id`;
  const rows = rowsOf<{ id: string | number; name: string; unit_name: string }>(
    await db.execute(
      sql`select u.id, u.name, o.name as unit_name ${from} where ${where} order by u.name, u.id limit ${query.limit} offset ${query.offset}`,
    ),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 ${from} where ${where} limit 10000) c`),
  );
  return { rows: rows.map((row) => ({ id: Number(row.id), name: row.name, unitName: row.unit_name })), total: count?.n ?? 0 };
}

/** How many of the named units are schools below the issuer: all of them must be. */
export async function countSchoolsBelow(
  db: Executor,
  tenantId: TenantId,
  issuerPath: string,
  schoolIds: readonly number[],
): Promise<number> {
  if (schoolIds.length === 0) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from org_units where tenant_id = ${tenantId} and level = 1 and closed_at is null
      and id = any(${sql.param([...schoolIds])}::bigint[]) and path like ${issuerPath} || '%'`),
  );
  return row?.n ?? 0;
}

/**
 * The condition on `u` (users), `o` (their unit) and `t` (teaching record) for the people an issue reaches.
 * `groupMemberIds`: the members of the target's groups, resolved by the caller through research.
 */
function targetCondition(
  tenantId: TenantId,
  issuer: { userId: number; orgPath: string },
  target: DiskIssueTarget,
  groupMemberIds: readonly number[] = [],
): SQL {
  const parts: SQL[] = [
    sql`u.tenant_id = ${tenantId} and u.status = 'active' and u.id <> ${issuer.userId} and o.path like ${issuer.orgPath} || '%'`,
  ];
  if (target.teacherIds.length > 0 || target.groupIds.length > 0) {
    parts.push(sql`u.id = any(${sql.param([...new Set([...target.teacherIds, ...groupMemberIds])])}::bigint[])`);
    return sql.join(parts, sql` and `);
  }
  parts.push(sql`u.roles && ${sql.param(RECEIVING_ROLES)}::text[]`);
  if (target.schoolIds.length > 0) {
    parts.push(
      sql`exists (select 1 from org_units s where s.tenant_id = u.tenant_id and s.id = any(${sql.param(target.schoolIds)}::bigint[]) and o.path like s.path || '%')`,
    );
  }
  if (target.sectionCodes.length > 0) parts.push(sql`t.section_code = any(${sql.param(target.sectionCodes)}::text[])`);
  if (target.subjectCodes.length > 0) parts.push(sql`t.subject_code = any(${sql.param(target.subjectCodes)}::text[])`);
  return sql.join(parts, sql` and `);
}

/** How many of the named teachers are active people below the issuer. */
export async function countTeachersBelow(
  db: Executor,
  tenantId: TenantId,
  issuer: { userId: number; orgPath: string },
  teacherIds: readonly number[],
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from users u join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
      where ${targetCondition(tenantId, issuer, { schoolIds: [], sectionCodes: [], subjectCodes: [], teacherIds: [...teacherIds], groupIds: [] })}`),
  );
  return row?.n ?? 0;
}

/**
 * Inserts an issue with its resources and recipients (resolved now); answers its id and how many it reached.
 * `groupMemberIds`: the members of the target's groups.
 */
export async function insertIssue(
  tx: Executor,
  tenantId: TenantId,
  issue: {
    issuerUserId: number;
    issuerUnitId: number;
    issuerPath: string;
    title: string;
    folderTitle: boolean;
    message: string;
    ackDeadline: Date | null;
    target: DiskIssueTarget;
  },
  resourceIds: readonly number[],
  groupMemberIds: readonly number[] = [],
): Promise<{ id: number; recipients: number }> {
  const [row] = await tx
    .insert(i)
    .values({
      tenantId,
      issuerUserId: issue.issuerUserId,
      issuerUnitId: issue.issuerUnitId,
      title: issue.title,
      folderTitle: issue.folderTitle,
      message: issue.message,
      ackDeadline: issue.ackDeadline,
      target: issue.target,
      resourceCount: resourceIds.length,
      recipientCount: 0,
    })
    .returning({ id: i.id });
  const id = row!.id;
  await tx.insert(items).values(resourceIds.map((resourceId, position) => ({ tenantId, issueId: id, resourceId, position })));
  const inserted = rowsOf<{ user_id: number }>(
    await tx.execute(sql`insert into disk_issue_recipients (tenant_id, issue_id, user_id)
      select ${tenantId}, ${id}, u.id from users u
        join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
        left join teachers t on t.tenant_id = u.tenant_id and t.user_id = u.id
       where ${targetCondition(tenantId, { userId: issue.issuerUserId, orgPath: issue.issuerPath }, issue.target, groupMemberIds)}
      returning user_id`),
  );
  await tx
    .update(i)
    .set({ recipientCount: inserted.length })
    .where(and(eq(i.tenantId, tenantId), eq(i.id, id)));
  return { id, recipients: inserted.length };
}

/** One issue of an issuer. */
export async function findIssueOf(db: Executor, tenantId: TenantId, issuerUserId: number, id: number): Promise<DiskIssueRow | undefined> {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.tenantId, tenantId), eq(i.id, id), eq(i.issuerUserId, issuerUserId)));
  return row;
}

const counts = {
  opened: sql<number>`(select count(*)::int from disk_issue_recipients x where x.tenant_id = ${i.tenantId} and x.issue_id = ${i.id} and x.opened_at is not null)`,
  downloaded: sql<number>`(select count(*)::int from disk_issue_recipients x where x.tenant_id = ${i.tenantId} and x.issue_id = ${i.id} and x.downloaded_at is not null)`,
  acknowledged: sql<number>`(select count(*)::int from disk_issue_recipients x where x.tenant_id = ${i.tenantId} and x.issue_id = ${i.id} and x.acknowledged_at is not null)`,
};

/** A page of an issuer's issues, newest first, with their recipients counted by state. */
export async function listIssuesOf(
  db: Executor,
  tenantId: TenantId,
  issuerUserId: number,
  page: { page: number; size: number; after?: KeysetCursor | undefined },
) {
  const where = and(eq(i.tenantId, tenantId), eq(i.issuerUserId, issuerUserId));
  const pageWhere = page.after ? and(where, sql`${i.id} < ${page.after.id}`) : where;
  const skipped = (page.page - 1) * page.size;
  const countCap = (page.after ? 0 : skipped) + (COUNT_PAGES_AHEAD + 1) * page.size;
  const [rows, [count]] = await Promise.all([
    db
      .select({ issue: i, ...counts })
      .from(i)
      .where(pageWhere)
      .orderBy(sql`${i.id} desc nulls last`)
      .limit(page.size)
      .offset(page.after ? 0 : skipped),
    db.select({ total: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(i)
        .where(pageWhere)
        .limit(countCap)
        .as('counted'),
    ),
  ]);
  const counted = count?.total ?? 0;
  const more = (page.after ? counted : counted - skipped) > rows.length;
  const last = rows.at(-1);
  return {
    rows,
    total: page.after ? skipped + counted : counted,
    totalIsLowerBound: counted >= countCap,
    next: last && more ? { value: null, id: last.issue.id } : null,
  };
}

/** The furthest state of a recipient, as SQL on `rc`. */
const stateOf = sql<DiskRecipientStateValue>`case when ${rc.acknowledgedAt} is not null then 'acknowledged' when ${rc.downloadedAt} is not null then 'downloaded'
  when ${rc.openedAt} is not null then 'opened' else 'delivered' end`;

/** A page of an issue's recipients, of one furthest state when asked, by name. */
export async function listRecipients(
  db: Executor,
  tenantId: TenantId,
  issueId: number,
  query: { state?: DiskRecipientStateValue | undefined; offset: number; limit: number },
) {
  const where = and(eq(rc.tenantId, tenantId), eq(rc.issueId, issueId), query.state ? sql`${stateOf} = ${query.state}` : undefined);
  const rows = await db
    .select({ recipient: rc, name: users.name, unitName: orgUnits.name, state: stateOf })
    .from(rc)
    .innerJoin(users, and(eq(users.tenantId, rc.tenantId), eq(users.id, rc.userId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(where)
    .orderBy(asc(users.name), asc(rc.userId))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rc)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Marks as reminded the recipients still outstanding (not acknowledged when it asks for it, else not opened) of a
 * live issue; answers their ids, whom the caller notifies.
 */
export async function remindOutstanding(tx: Executor, tenantId: TenantId, issue: DiskIssueRow, now: Date): Promise<number[]> {
  const outstanding = issue.ackDeadline ? isNull(rc.acknowledgedAt) : isNull(rc.openedAt);
  const rows = await tx
    .update(rc)
    .set({ lastRemindedAt: now })
    .where(and(eq(rc.tenantId, tenantId), eq(rc.issueId, issue.id), outstanding))
    .returning({ userId: rc.userId });
  return rows.map((row) => row.userId);
}

/** Withdraws a live issue; the moment, or undefined when it was already withdrawn or is not the issuer's. */
export async function withdrawIssue(
  tx: Executor,
  tenantId: TenantId,
  issuerUserId: number,
  id: number,
  now: Date,
): Promise<Date | undefined> {
  const [row] = await tx
    .update(i)
    .set({ withdrawnAt: now })
    .where(and(eq(i.tenantId, tenantId), eq(i.id, id), eq(i.issuerUserId, issuerUserId), isNull(i.withdrawnAt)))
    .returning({ withdrawnAt: i.withdrawnAt });
  return row?.withdrawnAt ?? undefined;
}

// ---- The recipient's side ----

const receivedColumns = {
  issue: i,
  senderName: users.name,
  senderUnitName: orgUnits.name,
  openedAt: rc.openedAt,
  acknowledgedAt: rc.acknowledgedAt,
};

/** A page of the live issues to a user: never opened first, then newest; the cursor is (unread, id). */
export async function listReceived(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  page: { page: number; size: number; after?: KeysetCursor | undefined },
) {
  const unread = sql`(${rc.openedAt} is null)`;
  const where = and(eq(rc.tenantId, tenantId), eq(rc.userId, userId), isNull(i.withdrawnAt));
  const after = page.after;
  const afterWhere =
    after && (after.value === 'true' || after.value === 'false')
      ? sql`(${unread} < ${after.value === 'true'} or (${unread} = ${after.value === 'true'} and ${rc.issueId} < ${after.id}))`
      : undefined;
  const pageWhere = and(where, afterWhere);
  const skipped = (page.page - 1) * page.size;
  const countCap = (after ? 0 : skipped) + (COUNT_PAGES_AHEAD + 1) * page.size;
  const rows = await db
    .select({ ...receivedColumns, unread: sql<boolean>`${unread}` })
    .from(rc)
    .innerJoin(i, and(eq(i.tenantId, rc.tenantId), eq(i.id, rc.issueId)))
    .innerJoin(users, and(eq(users.tenantId, i.tenantId), eq(users.id, i.issuerUserId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, i.tenantId), eq(orgUnits.id, i.issuerUnitId)))
    .where(pageWhere)
    .orderBy(sql`${unread} desc`, sql`${rc.issueId} desc nulls last`)
    .limit(page.size)
    .offset(after ? 0 : skipped);
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from disk_issue_recipients rc join disk_issues i on i.tenant_id = rc.tenant_id and i.id = rc.issue_id
      where rc.tenant_id = ${tenantId} and rc.user_id = ${userId} and i.withdrawn_at is null
      ${afterWhere ? sql`and ((rc.opened_at is null) < ${after!.value === 'true'} or ((rc.opened_at is null) = ${after!.value === 'true'} and rc.issue_id < ${after!.id}))` : sql``}
      limit ${countCap}) c`),
  );
  const counted = count?.n ?? 0;
  const more = (after ? counted : counted - skipped) > rows.length;
  const last = rows.at(-1);
  return {
    rows,
    total: after ? skipped + counted : counted,
    totalIsLowerBound: counted >= countCap,
    next: last && more ? { value: String(last.unread), id: last.issue.id } : null,
  };
}

/** One live issue to a user, with the sender. */
export async function findReceived(db: Executor, tenantId: TenantId, userId: number, issueId: number) {
  const [row] = await db
    .select(receivedColumns)
    .from(rc)
    .innerJoin(i, and(eq(i.tenantId, rc.tenantId), eq(i.id, rc.issueId)))
    .innerJoin(users, and(eq(users.tenantId, i.tenantId), eq(users.id, i.issuerUserId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, i.tenantId), eq(orgUnits.id, i.issuerUnitId)))
    .where(and(eq(rc.tenantId, tenantId), eq(rc.userId, userId), eq(rc.issueId, issueId), isNull(i.withdrawnAt)));
  return row;
}

/** The live resources of an issue, in the order issued. */
export async function issueResources(db: Executor, tenantId: TenantId, issueId: number) {
  const rows = await db
    .select({ resource: r })
    .from(items)
    .innerJoin(r, and(eq(r.tenantId, items.tenantId), eq(r.id, items.resourceId)))
    .where(and(eq(items.tenantId, tenantId), eq(items.issueId, issueId), isNull(r.deletedAt)))
    .orderBy(asc(items.position));
  return rows.map((row) => row.resource);
}

/** Records the first opening by a recipient (repeats change nothing). */
export async function markOpened(db: Executor, tenantId: TenantId, issueId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(rc)
    .set({ openedAt: now })
    .where(and(eq(rc.tenantId, tenantId), eq(rc.issueId, issueId), eq(rc.userId, userId), isNull(rc.openedAt)));
}

/** Records the acknowledgement of a live issue that asks for one; answers when it was (first) given. */
export async function acknowledge(tx: Executor, tenantId: TenantId, issueId: number, userId: number, now: Date): Promise<Date | undefined> {
  await tx
    .update(rc)
    .set({ acknowledgedAt: now, openedAt: sql`coalesce(${rc.openedAt}, ${now})` })
    .where(and(eq(rc.tenantId, tenantId), eq(rc.issueId, issueId), eq(rc.userId, userId), isNull(rc.acknowledgedAt)));
  const [row] = await tx
    .select({ acknowledgedAt: rc.acknowledgedAt })
    .from(rc)
    .where(and(eq(rc.tenantId, tenantId), eq(rc.issueId, issueId), eq(rc.userId, userId), isNotNull(rc.acknowledgedAt)));
  return row?.acknowledgedAt ?? undefined;
}

/** Live issues asking the user to acknowledge who has not, oldest first (the to-do list). */
export async function acknowledgementsDue(db: Executor, tenantId: TenantId, userId: number, limit: number) {
  return db
    .select({
      id: i.id,
      title: i.title,
      folderTitle: i.folderTitle,
      resourceCount: i.resourceCount,
      ackDeadline: i.ackDeadline,
      createdAt: i.createdAt,
      senderUnitName: orgUnits.name,
    })
    .from(rc)
    .innerJoin(i, and(eq(i.tenantId, rc.tenantId), eq(i.id, rc.issueId)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, i.tenantId), eq(orgUnits.id, i.issuerUnitId)))
    .where(
      and(eq(rc.tenantId, tenantId), eq(rc.userId, userId), isNull(rc.acknowledgedAt), isNull(i.withdrawnAt), isNotNull(i.ackDeadline)),
    )
    .orderBy(asc(i.createdAt), asc(i.id))
    .limit(limit);
}

/** How many live issues wait for the user's acknowledgement. */
export async function countAcknowledgementsDue(db: Executor, tenantId: TenantId, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rc)
    .innerJoin(i, and(eq(i.tenantId, rc.tenantId), eq(i.id, rc.issueId)))
    .where(
      and(eq(rc.tenantId, tenantId), eq(rc.userId, userId), isNull(rc.acknowledgedAt), isNull(i.withdrawnAt), isNotNull(i.ackDeadline)),
    );
  return row?.n ?? 0;
}

/** The people an issue reached. */
export async function recipientIdsOf(db: Executor, tenantId: TenantId, issueId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: rc.userId })
    .from(rc)
    .where(and(eq(rc.tenantId, tenantId), eq(rc.issueId, issueId)));
  return rows.map((row) => row.userId);
}
