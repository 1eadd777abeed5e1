import type { Executor } from '@server/db/client';
import { storedFileFacts } from '@server/modules/files/files.public';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The tenant's stored files among `ids`, with their purpose (a cover, a video, a unit's document): files' own read. */
export async function filePurposesOf(db: Executor, tenantId: TenantId, ids: readonly string[]): Promise<Map<string, string>> {
  return new Map((await storedFileFacts(db, tenantId, ids)).map((file) => [file.id, file.purpose]));
}
