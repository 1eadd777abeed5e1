import { and, eq } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { storedFiles } from '@server/db/schema/files';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** Every file a user uploaded: its id and where its bytes are. */
export async function selectFilesOwnedBy(db: Executor, tenantId: TenantId, userId: number) {
  return db
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.ownerUserId, userId)));
}
