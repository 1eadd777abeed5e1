import { CorePaths, fillPath } from '@yanxiu/contract/paths-core';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** GET /files/{id}: a file given as a value (the download needs the bearer token, so no plain link). */
export function downloadValueFile(id: string): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(fillPath(CorePaths.downloadFile, { id }));
}
