import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { diskFolders as f } from '@server/db/schema/disk';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of folders: a person's tree, names, moves and deleting a folder with everything below it.

export type DiskFolderRow = typeof f.$inferSelect;

/** Every live folder of an owner, by name. */
export async function listFolders(db: Executor, tenantId: TenantId, ownerUserId: number): Promise<DiskFolderRow[]> {
  return db
    .select()
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.ownerUserId, ownerUserId), isNull(f.deletedAt)))
    .orderBy(asc(f.name), asc(f.id));
}

/** Live folders by id, of one owner. */
export async function findOwnFolders(
  db: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  ids: readonly number[],
): Promise<DiskFolderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.ownerUserId, ownerUserId), inArray(f.id, [...ids]), isNull(f.deletedAt)));
}

/** Inserts a folder; undefined when the place already has a live folder of the name (the unique index). */
export async function insertFolder(
  tx: Executor,
  tenantId: TenantId,
  values: { ownerUserId: number; parentId: number | null; name: string },
) {
  const [row] = await tx
    .insert(f)
    .values({ tenantId, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Renames an owner's live folder; 'taken' when its place has another of the name, undefined when not theirs. */
export async function renameFolder(tx: Executor, tenantId: TenantId, ownerUserId: number, id: number, name: string) {
  const [clash] = rowsOf<{ id: number }>(
    await tx.execute(sql`select other.id from disk_folders me join disk_folders other
      on other.tenant_id = me.tenant_id and other.owner_user_id = me.owner_user_id and coalesce(other.parent_id, 0) = coalesce(me.parent_id, 0)
     where me.tenant_id = ${tenantId} and me.id = ${id} and other.id <> me.id and other.deleted_at is null and lower(other.name) = lower(${name})`),
  );
  if (clash) return 'taken' as const;
  const [row] = await tx
    .update(f)
    .set({ name })
    .where(and(eq(f.tenantId, tenantId), eq(f.id, id), eq(f.ownerUserId, ownerUserId), isNull(f.deletedAt)))
    .returning();
  return row;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The ids of live folders below (and including) the given ones, of one owner. */
export async function folderSubtree(db: Executor, tenantId: TenantId, ownerUserId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: number | string }>(
    await db.execute(sql`with recursive tree(id) as (
        select id from disk_folders where tenant_id = ${tenantId} and owner_user_id = ${ownerUserId} and deleted_at is null
          and id = any(${sql.param([...ids])}::bigint[])
        union
        select c.id from disk_folders c join tree on c.parent_id = tree.id
         where c.tenant_id = ${tenantId} and c.owner_user_id = ${ownerUserId} and c.deleted_at is null)
      select id from tree`),
  );
  return rows.map((row) => Number(row.id));
}

/** Moves an owner's live folders under another (null: the top level); false when a name there is taken. */
export async function moveFolders(
  tx: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  ids: readonly number[],
  parentId: number | null,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(f)
    .set({ parentId })
    .where(and(eq(f.tenantId, tenantId), eq(f.ownerUserId, ownerUserId), inArray(f.id, [...ids]), isNull(f.deletedAt)))
    .returning({ id: f.id });
  return rows.length;
}

/** Marks folders deleted (they stay as rows, so restored resources can tell their folder is gone). */
export async function recycleFolders(
  tx: Executor,
  tenantId: TenantId,
  ownerUserId: number,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(f)
    .set({ deletedAt: now })
    .where(and(eq(f.tenantId, tenantId), eq(f.ownerUserId, ownerUserId), inArray(f.id, [...ids]), isNull(f.deletedAt)))
    .returning({ id: f.id });
  return rows.length;
}
