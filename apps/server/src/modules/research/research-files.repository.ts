import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// Stored files research content points at (stage materials, videos, covers, group files): names and types to show,
// whether an id names a file of the tenant at all, and who uploaded it for what (the rules on naming a file).

export type FileFacts = { id: string; name: string; contentType: string; sizeBytes: number; ownerUserId: number; purpose: string };

export async function findFiles(db: Executor, tenantId: TenantId, ids: readonly string[]): Promise<Map<string, FileFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storedFiles.id, name: storedFiles.originalName, contentType: storedFiles.contentType, sizeBytes: storedFiles.size, ownerUserId: storedFiles.ownerUserId, purpose: storedFiles.purpose })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}
