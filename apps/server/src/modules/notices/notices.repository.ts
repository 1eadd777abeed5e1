import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { teachers } from '@server/db/schema/identity';
import { noticeAttachments, noticeReads, notices } from '@server/db/schema/notices';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of the reader's side of notices. A reader sees a notice when it is out (published, not expired, not
// withdrawn) and they are in its scope; scope matching is the same rule as notifications' audiences (units include
// the units below, sections are teachers' sections, roles any one held), written here as a condition on the notice.

/** Who is reading: what the scope is matched against. */
export type Reader = { userId: number; orgPath: string; roles: readonly string[]; sectionCode: string | null };

export type NoticeRow = typeof notices.$inferSelect;
/** A notice with the reader's state of it. */
export type ReaderNotice = NoticeRow & { publisherUnitName: string; readAt: Date | null; acknowledgedAt: Date | null };

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Out now: published, not expired, not withdrawn. */
export function isOut(now: Date): SQL {
  return sql`${notices.withdrawnAt} is null and ${notices.publishAt} <= ${now} and (${notices.expiresAt} is null or ${notices.expiresAt} > ${now})`;
}

/** The reader is in the notice's scope (the list, a notice and the site-wide search match it alike). */
export function inScope(reader: Reader): SQL {
  return sql`(cardinality(${notices.scopeUnitIds}) = 0 or exists (select 1 from org_units c where c.tenant_id = ${notices.tenantId}
      and c.id = any(${notices.scopeUnitIds}) and ${reader.orgPath} like c.path || '%'))
    and (cardinality(${notices.scopeSections}) = 0 or ${reader.sectionCode}::text = any(${notices.scopeSections}))
    and (cardinality(${notices.scopeRoles}) = 0 or ${notices.scopeRoles} && ${sql.param([...reader.roles])}::text[])`;
}

function keywordIs(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(ilike(notices.title, pattern), ilike(notices.bodyText, pattern));
}

/** The reader's teaching section (staff without a teaching record have none). */
export async function findSectionOf(db: Executor, tenantId: TenantId, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ sectionCode: teachers.sectionCode })
    .from(teachers)
    .where(and(eq(teachers.tenantId, tenantId), eq(teachers.userId, userId)));
  return row?.sectionCode ?? null;
}

function readerNotices(db: Executor, tenantId: TenantId, reader: Reader) {
  return db
    .select({ notice: notices, publisherUnitName: orgUnits.name, readAt: noticeReads.readAt, acknowledgedAt: noticeReads.acknowledgedAt })
    .from(notices)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, notices.tenantId), eq(orgUnits.id, notices.publisherUnitId)))
    .leftJoin(
      noticeReads,
      and(eq(noticeReads.tenantId, notices.tenantId), eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, reader.userId)),
    )
    .$dynamic();
}

const flatten = (row: {
  notice: NoticeRow;
  publisherUnitName: string;
  readAt: Date | null;
  acknowledgedAt: Date | null;
}): ReaderNotice => ({
  ...row.notice,
  publisherUnitName: row.publisherUnitName,
  readAt: row.readAt,
  acknowledgedAt: row.acknowledgedAt,
});

/** A page of the notices out for the reader: unread first, then pinned, then newest. */
export async function listReaderNotices(
  db: Executor,
  tenantId: TenantId,
  reader: Reader,
  query: { keyword?: string | undefined; offset: number; limit: number },
  now: Date,
): Promise<{ rows: ReaderNotice[]; total: number }> {
  const where = and(eq(notices.tenantId, tenantId), isOut(now), inScope(reader), keywordIs(query.keyword));
  const rows = await readerNotices(db, tenantId, reader)
    .where(where)
    .orderBy(desc(sql`${noticeReads.readAt} is null`), desc(notices.pinned), desc(notices.publishAt), desc(notices.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** One notice out for the reader, with their state of it; undefined when it is not theirs to see. */
export async function findReaderNotice(
  db: Executor,
  tenantId: TenantId,
  reader: Reader,
  id: number,
  now: Date,
): Promise<ReaderNotice | undefined> {
  const [row] = await readerNotices(db, tenantId, reader).where(
    and(eq(notices.tenantId, tenantId), eq(notices.id, id), isOut(now), inScope(reader)),
  );
  return row ? flatten(row) : undefined;
}

/** How many notices out for the reader they have not opened. */
export async function countUnread(db: Executor, tenantId: TenantId, reader: Reader, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .leftJoin(
      noticeReads,
      and(eq(noticeReads.tenantId, notices.tenantId), eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, reader.userId)),
    )
    .where(and(eq(notices.tenantId, tenantId), isOut(now), inScope(reader), isNull(noticeReads.userId)));
  return row?.n ?? 0;
}

/** Notices out for the reader that ask for an acknowledgement they have not given, oldest first. */
export async function listAcknowledgementsDue(db: Executor, tenantId: TenantId, reader: Reader, now: Date, limit: number) {
  const where = and(
    eq(notices.tenantId, tenantId),
    isOut(now),
    inScope(reader),
    eq(notices.requiresAck, true),
    isNull(noticeReads.acknowledgedAt),
  );
  const rows = await readerNotices(db, tenantId, reader).where(where).orderBy(asc(notices.publishAt), asc(notices.id)).limit(limit);
  return rows.map(flatten);
}

/** How many acknowledgements the reader owes. */
export async function countAcknowledgementsDue(db: Executor, tenantId: TenantId, reader: Reader, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .leftJoin(
      noticeReads,
      and(eq(noticeReads.tenantId, notices.tenantId), eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, reader.userId)),
    )
    .where(
      and(eq(notices.tenantId, tenantId), isOut(now), inScope(reader), eq(notices.requiresAck, true), isNull(noticeReads.acknowledgedAt)),
    );
  return row?.n ?? 0;
}

/** Records the first read of a notice; reading again changes nothing. Answers when it was first read. */
export async function recordRead(tx: Executor, tenantId: TenantId, noticeId: number, userId: number, now: Date): Promise<Date> {
  await tx.insert(noticeReads).values({ tenantId, noticeId, userId, readAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({ readAt: noticeReads.readAt })
    .from(noticeReads)
    .where(and(eq(noticeReads.tenantId, tenantId), eq(noticeReads.noticeId, noticeId), eq(noticeReads.userId, userId)));
  return row!.readAt;
}

/**
 * Records the acknowledgement (and the read, if the reader never opened it) in one statement: the primary key keeps
 * one row per reader and the first acknowledgement's time stays, so concurrent or repeated calls count once.
 */
export async function recordAcknowledgement(tx: Executor, tenantId: TenantId, noticeId: number, userId: number, now: Date): Promise<Date> {
  const [row] = await tx
    .insert(noticeReads)
    .values({ tenantId, noticeId, userId, readAt: now, acknowledgedAt: now })
    .onConflictDoUpdate({
      target: [noticeReads.tenantId, noticeReads.noticeId, noticeReads.userId],
      set: { acknowledgedAt: sql`coalesce(${noticeReads.acknowledgedAt}, excluded.acknowledged_at)` },
    })
    .returning({ acknowledgedAt: noticeReads.acknowledgedAt });
  return row!.acknowledgedAt!;
}

/** A notice's attachments in their order. */
export async function listAttachments(db: Executor, tenantId: TenantId, noticeId: number) {
  return db
    .select({ id: storedFiles.id, name: storedFiles.originalName, contentType: storedFiles.contentType, size: storedFiles.size })
    .from(noticeAttachments)
    .innerJoin(storedFiles, and(eq(storedFiles.tenantId, noticeAttachments.tenantId), eq(storedFiles.id, noticeAttachments.fileId)))
    .where(and(eq(noticeAttachments.tenantId, tenantId), eq(noticeAttachments.noticeId, noticeId)))
    .orderBy(asc(noticeAttachments.position));
}

/** A file attached to the notice, as the download serves it; undefined when it is not one of its attachments. */
export async function findAttachmentFile(db: Executor, tenantId: TenantId, noticeId: number, fileId: string) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(noticeAttachments)
    .innerJoin(storedFiles, and(eq(storedFiles.tenantId, noticeAttachments.tenantId), eq(storedFiles.id, noticeAttachments.fileId)))
    .where(and(eq(noticeAttachments.tenantId, tenantId), eq(noticeAttachments.noticeId, noticeId), eq(noticeAttachments.fileId, fileId)));
  return row?.file;
}

/** The notice that has the file attached, if any (files asks before deleting one). */
export async function findNoticeUsingFile(db: Executor, tenantId: TenantId, fileId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: noticeAttachments.noticeId })
    .from(noticeAttachments)
    .where(and(eq(noticeAttachments.tenantId, tenantId), eq(noticeAttachments.fileId, fileId)))
    .limit(1);
  return row?.id;
}

/** A notice by id within the tenant, whatever its state (staff side and downloads). */
export async function findNotice(db: Executor, tenantId: TenantId, id: number): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)));
  return row;
}
