import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { assessmentFolders as f, assessmentQuestions as q } from '@server/db/schema/assessment';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// SQL of a bank's folder tree: listing with counts, names, moves and deleting an empty folder.

export type FolderRow = { folderId: number; bankId: number; parentId: number | null; name: string; questionCount: number };

const columns = {
  folderId: f.id,
  bankId: f.bankId,
  parentId: f.parentId,
  name: f.name,
  questionCount: sql<number>`(select count(*)::int from assessment_questions q
    where q.tenant_id = assessment_folders.tenant_id and q.folder_id = assessment_folders.id and q.removed_at is null)`,
};

/** Every folder of a bank, by name. */
export async function listFolders(db: Executor, tenantId: TenantId, bankId: number): Promise<FolderRow[]> {
  return db
    .select(columns)
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.bankId, bankId)))
    .orderBy(asc(sql`lower(${f.name})`), asc(f.id));
}

/** One folder by id, of whichever bank (the services check the bank). */
export async function findFolder(db: Executor, tenantId: TenantId, folderId: number): Promise<FolderRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(f)
    .where(and(eq(f.tenantId, tenantId), eq(f.id, folderId)));
  return row;
}

/** Inserts a folder; undefined when the place has one of the name (the unique index). */
export async function insertFolder(tx: Executor, tenantId: TenantId, values: { bankId: number; parentId: number | null; name: string }) {
  const [row] = await tx
    .insert(f)
    .values({ tenantId, ...values })
    .onConflictDoNothing()
    .returning({ id: f.id });
  return row?.id;
}

/** Whether the place (bank, parent) has another folder of the name. */
export async function folderNameTaken(
  db: Executor,
  tenantId: TenantId,
  place: { bankId: number; parentId: number | null },
  name: string,
  exceptId: number,
) {
  const [row] = await db
    .select({ id: f.id })
    .from(f)
    .where(
      and(
        eq(f.tenantId, tenantId),
        eq(f.bankId, place.bankId),
        place.parentId === null ? isNull(f.parentId) : eq(f.parentId, place.parentId),
        sql`lower(${f.name}) = lower(${name})`,
        sql`${f.id} <> ${exceptId}`,
      ),
    );
  return row !== undefined;
}

/** Sets a folder's name or parent. */
export async function updateFolder(
  tx: Executor,
  tenantId: TenantId,
  folderId: number,
  values: Partial<{ name: string; parentId: number | null }>,
) {
  await tx
    .update(f)
    .set(values)
    .where(and(eq(f.tenantId, tenantId), eq(f.id, folderId)));
}

/** Whether a folder holds a live question or a folder. */
export async function folderHoldsAnything(db: Executor, tenantId: TenantId, folderId: number): Promise<boolean> {
  const result =
    await db.execute(sql`select exists (select 1 from assessment_questions where tenant_id = ${tenantId} and folder_id = ${folderId} and removed_at is null)
      or exists (select 1 from assessment_folders where tenant_id = ${tenantId} and parent_id = ${folderId}) as busy`);
  return (result as unknown as { rows: Array<{ busy: boolean }> }).rows[0]?.busy === true;
}

/** Deletes an empty folder; its removed questions move to the bank's top (they keep their versions for exam papers). */
export async function deleteFolder(tx: Executor, tenantId: TenantId, folderId: number): Promise<void> {
  await tx
    .update(q)
    .set({ folderId: null })
    .where(and(eq(q.tenantId, tenantId), eq(q.folderId, folderId)));
  await tx.delete(f).where(and(eq(f.tenantId, tenantId), eq(f.id, folderId)));
}

/** The ids of a folder and every folder below it. */
export async function folderSubtree(db: Executor, tenantId: TenantId, folderId: number): Promise<number[]> {
  const result = await db.execute(sql`with recursive tree(id) as (
      select id from assessment_folders where tenant_id = ${tenantId} and id = ${folderId}
      union
      select c.id from assessment_folders c join tree on c.parent_id = tree.id where c.tenant_id = ${tenantId})
    select id from tree`);
  return (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) => Number(row.id));
}
