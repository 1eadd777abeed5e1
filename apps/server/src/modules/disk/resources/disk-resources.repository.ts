import type { DiskSortValue } from '@yanxiu/contract/disk-enums';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { diskResources as r } from '@server/db/schema/disk';
import { users } from '@server/db/schema/identity';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { COUNT_PAGES_AHEAD, type KeysetCursor } from './disk-cursor';

// SQL of resources: the list with its keyword, filters, sorts and keyset paging; one resource; writes.

export type DiskResourceRow = typeof r.$inferSelect;
export type NewDiskResource = Omit<typeof r.$inferInsert, 'tenantId' | 'id' | 'searchText' | 'searchGrams'>;

/** `%keyword%` for LIKE, with LIKE's own characters taken literally. */
function likeContains(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type SortKey = { column: SQL; printed: SQL; descending: boolean; idDescending: boolean; parse(value: string): unknown };

const timestamp = (value: string) => (Number.isNaN(Date.parse(value)) ? undefined : value);
const integer = (value: string) => (/^\d{1,16}$/.test(value) ? value : undefined);

const SORTS: Record<DiskSortValue, SortKey> = {
  newest: { column: sql`${r.createdAt}`, printed: sql`${r.createdAt}::text`, descending: true, idDescending: true, parse: timestamp },
  oldest: { column: sql`${r.createdAt}`, printed: sql`${r.createdAt}::text`, descending: false, idDescending: false, parse: timestamp },
  title: { column: sql`${r.title}`, printed: sql`${r.title}`, descending: false, idDescending: true, parse: (value) => value },
  largest: { column: sql`${r.size}`, printed: sql`${r.size}::text`, descending: true, idDescending: true, parse: integer },
  smallest: { column: sql`${r.size}`, printed: sql`${r.size}::text`, descending: false, idDescending: false, parse: integer },
};

/** Thrown for a cursor whose value cannot be of its sort (a cursor the server did not make). */
export class BadCursorError extends Error {}

// The indexes are built descending with nulls last (drizzle's `.desc()`); the orders name the same null placement
// (the columns are never null), or read backwards, so PostgreSQL reads a page off the index instead of sorting the
// folder. The title index is ascending on the title, descending on the id.
function orderOf(sort: DiskSortValue): SQL[] {
  const key = SORTS[sort];
  const nullsOf = (descending: boolean) => (descending ? sql`desc nulls last` : sql`asc nulls first`);
  return [sql`${key.column} ${sort === 'title' ? sql`asc` : nullsOf(key.descending)}`, sql`${r.id} ${nullsOf(key.idDescending)}`];
}

// The rows after a cursor, written as a range on the sort key then a tie-break on the id, so the index serves it.
function afterCursor(sort: DiskSortValue, after: KeysetCursor): SQL {
  const key = SORTS[sort];
  const value = after.value === null ? undefined : key.parse(after.value);
  if (value === undefined) throw new BadCursorError();
  const beyond = key.descending ? sql`<` : sql`>`;
  const within = key.descending ? sql`<=` : sql`>=`;
  const idBeyond = key.idDescending ? sql`<` : sql`>`;
  return sql`(${key.column} ${within} ${value} and (${key.column} ${beyond} ${value} or ${r.id} ${idBeyond} ${after.id}))`;
}

/** What the list shows: one owner's live resources of a folder (or, with a keyword, of the whole disk). */
export type ResourceFilter = {
  tenantId: TenantId;
  ownerUserId: number;
  folderId: number | null;
  keyword?: string | undefined;
  resourceType?: string | undefined;
  previewKind?: string | undefined;
  sectionCode?: string | undefined;
  subjectCode?: string | undefined;
  sort: DiskSortValue;
  page: number;
  size: number;
  after?: KeysetCursor | undefined;
};

/**
 * One page of resources with the total (exact unless it reached the look-ahead cap) and where the next page starts.
 * With a cursor the page starts after it; without one, earlier pages' rows are skipped by OFFSET.
 */
export async function listResources(db: Executor, filter: ResourceFilter) {
  const keyword = filter.keyword?.toLowerCase() || undefined;
  const where = and(
    eq(r.tenantId, filter.tenantId),
    eq(r.ownerUserId, filter.ownerUserId),
    isNull(r.deletedAt),
    keyword
      ? sql`(${r.searchGrams} @> yx_grams(${keyword}) and ${r.searchText} like ${likeContains(keyword)})`
      : filter.folderId === null
        ? isNull(r.folderId)
        : eq(r.folderId, filter.folderId),
    filter.resourceType ? eq(r.resourceType, filter.resourceType) : undefined,
    filter.previewKind ? eq(r.previewKind, filter.previewKind) : undefined,
    filter.sectionCode ? eq(r.sectionCode, filter.sectionCode) : undefined,
    filter.subjectCode ? eq(r.subjectCode, filter.subjectCode) : undefined,
  );
  const after = filter.after !== undefined;
  const pageWhere = filter.after ? and(where, afterCursor(filter.sort, filter.after)) : where;
  const skipped = (filter.page - 1) * filter.size;
  const ahead = (COUNT_PAGES_AHEAD + 1) * filter.size;
  const countCap = after ? ahead : skipped + ahead;
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: r, key: sql<string | null>`${SORTS[filter.sort].printed}` })
      .from(r)
      .where(pageWhere)
      .orderBy(...orderOf(filter.sort))
      .limit(filter.size)
      .offset(after ? 0 : skipped),
    countUpTo(db, pageWhere, countCap),
  ]);
  return keysetPage(rows, count?.total ?? 0, { after: Boolean(after), skipped, countCap });
}

/** One live resource of an owner. */
export async function findOwnResource(
  db: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  id: number,
): Promise<DiskResourceRow | undefined> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.ownerUserId, ownerUserId), isNull(r.deletedAt)));
  return row;
}

/** One live resource with its owner's name (whoever owns it; callers check who may read it). */
export async function findResourceWithOwner(db: Executor, tenantId: TenantId, id: number) {
  const [row] = await db
    .select({ resource: r, ownerName: users.name })
    .from(r)
    .innerJoin(users, and(eq(users.tenantId, r.tenantId), eq(users.id, r.ownerUserId)))
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), isNull(r.deletedAt)));
  return row;
}

/** Live resources by id, of one owner: the batch is all theirs when every id comes back. */
export async function findOwnResources(
  db: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  ids: readonly number[],
): Promise<DiskResourceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.ownerUserId, ownerUserId), inArray(r.id, [...ids]), isNull(r.deletedAt)));
}

/** Inserts a resource and answers its id. */
export async function insertResource(tx: Executor, tenantId: TenantId, values: NewDiskResource): Promise<number> {
  const [row] = await tx
    .insert(r)
    .values({ tenantId, ...values })
    .returning({ id: r.id });
  return row!.id;
}

/** Updates a live resource's fields at the version read; false when it changed, moved to the bin or is not the owner's. */
export async function updateResource(
  tx: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  id: number,
  version: number,
  values: Pick<DiskResourceRow, 'title' | 'description' | 'tags' | 'sectionCode' | 'subjectCode' | 'resourceType'>,
  now: Date,
): Promise<number | undefined> {
  const [row] = await tx
    .update(r)
    .set({ ...values, version: sql`${r.version} + 1`, updatedAt: now })
    .where(and(eq(r.tenantId, tenantId), eq(r.id, id), eq(r.ownerUserId, ownerUserId), eq(r.version, version), isNull(r.deletedAt)))
    .returning({ version: r.version });
  return row?.version;
}

/** Moves an owner's live resources into a folder (null: the top level); answers how many moved. */
export async function moveResources(
  tx: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  ids: readonly number[],
  folderId: number | null,
  now: Date,
) {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(r)
    .set({ folderId, updatedAt: now })
    .where(and(eq(r.tenantId, tenantId), eq(r.ownerUserId, ownerUserId), inArray(r.id, [...ids]), isNull(r.deletedAt)))
    .returning({ id: r.id });
  return rows.length;
}

/** Puts live resources (named, or in the named folders) in the recycle bin; answers how many went. */
export async function recycleResources(
  tx: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  which: { ids: readonly number[]; folderIds: readonly number[] },
  now: Date,
): Promise<number> {
  if (which.ids.length === 0 && which.folderIds.length === 0) return 0;
  const rows = await tx
    .update(r)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(r.tenantId, tenantId),
        eq(r.ownerUserId, ownerUserId),
        isNull(r.deletedAt),
        sql`(${r.id} = any(${sql.param([...which.ids])}::bigint[]) or ${r.folderId} = any(${sql.param([...which.folderIds])}::bigint[]))`,
      ),
    )
    .returning({ id: r.id });
  return rows.length;
}

/** A page of an owner's recycle bin, latest deleted first. */
export async function listRecycled(
  db: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  page: { page: number; size: number; after?: KeysetCursor | undefined },
) {
  const where = and(eq(r.tenantId, tenantId), eq(r.ownerUserId, ownerUserId), isNotNull(r.deletedAt));
  const after = page.after;
  if (after && (after.value === null || Number.isNaN(Date.parse(after.value)))) throw new BadCursorError();
  const pageWhere = after
    ? and(where, sql`(${r.deletedAt} <= ${after.value} and (${r.deletedAt} < ${after.value} or ${r.id} < ${after.id}))`)
    : where;
  const skipped = (page.page - 1) * page.size;
  const countCap = after ? (COUNT_PAGES_AHEAD + 1) * page.size : skipped + (COUNT_PAGES_AHEAD + 1) * page.size;
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: r, key: sql<string>`${r.deletedAt}::text` })
      .from(r)
      .where(pageWhere)
      .orderBy(sql`${r.deletedAt} desc nulls last`, sql`${r.id} desc nulls last`)
      .limit(page.size)
      .offset(after ? 0 : skipped),
    countUpTo(db, pageWhere, countCap),
  ]);
  return keysetPage(rows, count?.total ?? 0, { after: Boolean(after), skipped, countCap });
}

/**
 * Restores an owner's recycled resources: into their folder when it is live, else the top level. Answers how many.
 */
export async function restoreResources(
  tx: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(r)
    .set({
      deletedAt: null,
      updatedAt: now,
      folderId: sql`(select f.id from disk_folders f where f.tenant_id = ${r.tenantId} and f.id = ${r.folderId} and f.deleted_at is null)`,
    })
    .where(and(eq(r.tenantId, tenantId), eq(r.ownerUserId, ownerUserId), inArray(r.id, [...ids]), isNotNull(r.deletedAt)))
    .returning({ id: r.id });
  return rows.length;
}

/** A purged resource: what its removal releases. */
export type PurgedResource = Pick<DiskResourceRow, 'id' | 'ownerUserId' | 'ownerUnitId' | 'blobSha256' | 'size'>;

/** Deletes recycled resources for good (an owner's named ones); answers what each released. */
export async function purgeResources(
  tx: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  ids: readonly number[],
): Promise<PurgedResource[]> {
  return tx
    .delete(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.ownerUserId, ownerUserId), inArray(r.id, [...ids]), isNotNull(r.deletedAt)))
    .returning({ id: r.id, ownerUserId: r.ownerUserId, ownerUnitId: r.ownerUnitId, blobSha256: r.blobSha256, size: r.size });
}

/** Recycled resources of any owner deleted before `before`, oldest first, at most `limit` (the sweep's batch). */
export async function findExpiredRecycled(db: Executor, before: Date, limit: number) {
  return db
    .select({ tenantId: r.tenantId, id: r.id, ownerUserId: r.ownerUserId })
    .from(r)
    .where(and(isNotNull(r.deletedAt), lt(r.deletedAt, before)))
    .orderBy(asc(r.deletedAt))
    .limit(limit);
}

/** An owner's live resources in the given folders, by title. */
export async function findResourcesInFolders(
  db: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  folderIds: readonly number[],
): Promise<DiskResourceRow[]> {
  if (folderIds.length === 0) return [];
  return db
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.ownerUserId, ownerUserId), isNull(r.deletedAt), inArray(r.folderId, [...folderIds])))
    .orderBy(asc(r.title), asc(r.id));
}

/** How many resources match, counting no further than `cap` (the look-ahead of the page's count). */
function countUpTo(db: Executor, where: SQL | undefined, cap: number) {
  return db.select({ total: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(r)
      .where(where)
      .limit(cap)
      .as('counted'),
  );
}

/** A page's rows with its total (a lower bound at the cap) and the cursor after its last row when more follow. */
function keysetPage<Row extends { id: number }>(
  rows: Array<{ row: Row; key: string | null }>,
  counted: number,
  { after, skipped, countCap }: { after: boolean; skipped: number; countCap: number },
): { rows: Row[]; total: number; totalIsLowerBound: boolean; next: KeysetCursor | null } {
  const last = rows.at(-1);
  const more = (after ? counted : counted - skipped) > rows.length;
  return {
    rows: rows.map((row) => row.row),
    total: after ? skipped + counted : counted,
    totalIsLowerBound: counted >= countCap,
    next: last && more ? { value: last.key, id: last.row.id } : null,
  };
}
