import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import { profileRecords } from '@server/db/schema/profile';
import { selectionItemValues } from '@server/db/schema/selection';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// What an application holds for its indicators, as readers of the scoring side see it: the values, and the files and
// profile records they name (a file or record deleted since is simply absent here and shown as missing).

export type ValueRow = { itemId: number; value: unknown; selfScore: number | null };
export type FileMeta = { id: string; name: string; contentType: string; size: number };
export type RecordMeta = { id: number; kind: string; title: string; occurredOn: string | null };

export async function listValues(db: Executor, tenantId: TenantId, applicationId: number): Promise<ValueRow[]> {
  return db
    .select({ itemId: selectionItemValues.itemId, value: selectionItemValues.value, selfScore: selectionItemValues.selfScore })
    .from(selectionItemValues)
    .where(and(eq(selectionItemValues.tenantId, tenantId), eq(selectionItemValues.applicationId, applicationId)));
}

export async function findFiles(db: Executor, tenantId: TenantId, ids: readonly string[]): Promise<Map<string, FileMeta>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, name: storedFiles.originalName, contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findRecords(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<Map<number, RecordMeta>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profileRecords.id, kind: profileRecords.kind, title: profileRecords.title, occurredOn: profileRecords.occurredOn })
    .from(profileRecords)
    .where(and(eq(profileRecords.tenantId, tenantId), inArray(profileRecords.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}
