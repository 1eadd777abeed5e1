import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** GET /files/{id}: an evidence file (the download needs the bearer token, so no plain link). */
export function downloadEvidence(id: string): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(fillPath(ApiPaths.downloadFile, { id }));
}
