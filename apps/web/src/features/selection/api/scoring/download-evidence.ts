import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** GET /files/{id}: an evidence file of an application the caller scores or manages, with its stored name. */
export function downloadScoringEvidence(id: string): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(fillPath(ApiPaths.downloadFile, { id }));
}
