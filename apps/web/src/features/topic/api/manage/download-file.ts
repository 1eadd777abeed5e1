import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** GET /files/{id}: a topic file's bytes and name (staff over the host's school and the tenant's experts may read them). */
export function downloadTopicFile(id: string): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(fillPath(ApiPaths.downloadFile, { id }));
}
