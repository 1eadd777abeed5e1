import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema/identity';
import { noticeAttachments, noticeReads, notices } from '@server/db/schema/notices';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { escapeLike, isOut, type NoticeRow } from './notices.repository';

// SQL of the staff side of notices: writing them, their counts, who is outstanding, and the announcement sweep.

export type NoticeFields = Pick<
  NoticeRow,
  'title' | 'bodyHtml' | 'bodyText' | 'scopeUnitIds' | 'scopeSections' | 'scopeRoles' | 'pinned' | 'requiresAck' | 'publishAt' | 'expiresAt'
>;

/** A notice in the staff list with its publisher's and author's names and its read and acknowledgement counts. */
export type ManagedNoticeRow = NoticeRow & { publisherUnitName: string; authorName: string; read: number; acknowledged: number };

/** A page of the notices a unit published (every unit's when `publisherUnitId` is undefined: district staff). */
export async function selectManagedNotices(
  db: Executor,
  tenantId: TenantId,
  query: { publisherUnitId: number | undefined; keyword?: string | undefined; offset: number; limit: number },
): Promise<{ rows: ManagedNoticeRow[]; total: number }> {
  const conditions: Array<SQL | undefined> = [eq(notices.tenantId, tenantId)];
  if (query.publisherUnitId !== undefined) conditions.push(eq(notices.publisherUnitId, query.publisherUnitId));
  if (query.keyword) conditions.push(ilike(notices.title, `%${escapeLike(query.keyword)}%`));
  const where = and(...conditions);
  const reads = db
    .select({
      noticeId: noticeReads.noticeId,
      read: count().as('read'),
      acknowledged: sql<number>`count(${noticeReads.acknowledgedAt})::int`.as('acknowledged'),
    })
    .from(noticeReads)
    .where(eq(noticeReads.tenantId, tenantId))
    .groupBy(noticeReads.noticeId)
    .as('reads');
  const rows = await db
    .select({
      notice: notices,
      publisherUnitName: orgUnits.name,
      authorName: users.name,
      read: reads.read,
      acknowledged: reads.acknowledged,
    })
    .from(notices)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, notices.tenantId), eq(orgUnits.id, notices.publisherUnitId)))
    .innerJoin(users, and(eq(users.tenantId, notices.tenantId), eq(users.id, notices.authorUserId)))
    .leftJoin(reads, eq(reads.noticeId, notices.id))
    .where(where)
    .orderBy(desc(notices.pinned), desc(notices.publishAt), desc(notices.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  return {
    rows: rows.map((row) => ({
      ...row.notice,
      publisherUnitName: row.publisherUnitName,
      authorName: row.authorName,
      read: row.read ?? 0,
      acknowledged: row.acknowledged ?? 0,
    })),
    total: total?.n ?? 0,
  };
}

/** Inserts a notice and answers its id. */
export async function insertNotice(
  tx: Executor,
  tenantId: TenantId,
  values: NoticeFields & { publisherUnitId: number; authorUserId: number },
): Promise<number> {
  const [row] = await tx
    .insert(notices)
    .values({ tenantId, ...values })
    .returning({ id: notices.id });
  return row!.id;
}

/** Updates a notice at the version read (not a withdrawn one); false when it changed or went meanwhile. */
export async function updateNotice(
  tx: Executor,
  tenantId: TenantId,
  id: number,
  version: number,
  values: NoticeFields,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(notices)
    .set({ ...values, version: sql`${notices.version} + 1`, updatedAt: now })
    .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id), eq(notices.version, version), isNull(notices.withdrawnAt)))
    .returning({ id: notices.id });
  return rows.length === 1;
}

/** Withdraws a notice at the version read; false when it changed or was withdrawn meanwhile. */
export async function markNoticeWithdrawn(tx: Executor, tenantId: TenantId, id: number, version: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(notices)
    .set({ withdrawnAt: now, version: sql`${notices.version} + 1`, updatedAt: now })
    .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id), eq(notices.version, version), isNull(notices.withdrawnAt)))
    .returning({ id: notices.id });
  return rows.length === 1;
}

/** Replaces a notice's attachments with these files, in this order. */
export async function replaceAttachments(tx: Executor, tenantId: TenantId, noticeId: number, fileIds: readonly string[]): Promise<void> {
  await tx.delete(noticeAttachments).where(and(eq(noticeAttachments.tenantId, tenantId), eq(noticeAttachments.noticeId, noticeId)));
  if (fileIds.length === 0) return;
  await tx.insert(noticeAttachments).values(fileIds.map((fileId, position) => ({ tenantId, noticeId, fileId, position })));
}

/** The schools of the tenant (level 1 units), or the one given, by name. */
export async function listSchools(db: Executor, tenantId: TenantId, onlyUnitId?: number) {
  const conditions = [eq(orgUnits.tenantId, tenantId), eq(orgUnits.level, 1)];
  if (onlyUnitId !== undefined) conditions.push(eq(orgUnits.id, onlyUnitId));
  return db
    .select({ id: orgUnits.id, name: orgUnits.name })
    .from(orgUnits)
    .where(and(...conditions))
    .orderBy(asc(orgUnits.name), asc(orgUnits.id));
}

/** The users among these ids who have not read the notice (or not acknowledged it), by unit and name, one page of them. */
export async function listOutstanding(
  db: Executor,
  tenantId: TenantId,
  noticeId: number,
  userIds: readonly number[],
  outstanding: 'unread' | 'unacknowledged',
  page: { offset: number; limit: number } | undefined,
): Promise<{ rows: Array<{ userId: number; name: string; unitName: string }>; total: number }> {
  if (userIds.length === 0) return { rows: [], total: 0 };
  const done = outstanding === 'unread' ? sql`true` : isNotNull(noticeReads.acknowledgedAt);
  const where = and(
    eq(users.tenantId, tenantId),
    sql`${users.id} = any(${sql.param([...userIds])}::bigint[])`,
    sql`not exists (select 1 from ${noticeReads} where ${noticeReads.tenantId} = ${tenantId} and ${noticeReads.noticeId} = ${noticeId}
      and ${noticeReads.userId} = ${users.id} and ${done})`,
  );
  const base = db
    .select({ userId: users.id, name: users.name, unitName: orgUnits.name })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(where)
    .orderBy(asc(orgUnits.name), asc(users.name), asc(users.id))
    .$dynamic();
  const rows = await (page ? base.limit(page.limit).offset(page.offset) : base);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Marks a notice announced if nobody has yet (a guarded update, so two processes sweeping at once announce it
 * once). Answers the notice when this call took it.
 */
export async function claimAnnouncement(tx: Executor, tenantId: TenantId, id: number, now: Date): Promise<NoticeRow | undefined> {
  const [row] = await tx
    .update(notices)
    .set({ announcedAt: now })
    .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id), isNull(notices.announcedAt), isOut(now)))
    .returning();
  return row;
}

/** Notices of every tenant that are out but not yet announced (their publish time came), oldest first. */
export async function listUnannouncedAcrossTenants(db: Executor, now: Date, limit: number) {
  return db
    .select({ tenantId: notices.tenantId, id: notices.id })
    .from(notices)
    .where(and(isNull(notices.announcedAt), lte(notices.publishAt, now), isOut(now)))
    .orderBy(asc(notices.publishAt))
    .limit(limit);
}
