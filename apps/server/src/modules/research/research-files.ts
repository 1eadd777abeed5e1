import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { storedFileFacts } from '@server/modules/files/files.public';

// Stored files research content points at (stage materials, videos, covers, group files): names and types to show,
// whether an id names a file of the tenant at all, and who uploaded it for what (the rules on naming a file). Files
// owns the table; research reads it through files' named query.

export type FileFacts = { id: string; name: string; contentType: string; sizeBytes: number; ownerUserId: number; purpose: string };

/** The tenant's files among the ids, by id. */
export async function researchFilesById(db: Executor, tenantId: TenantId, ids: readonly string[]): Promise<Map<string, FileFacts>> {
  const rows = await storedFileFacts(db, tenantId, ids);
  return new Map(rows.map(({ size, ...row }) => [row.id, { ...row, sizeBytes: size }]));
}
