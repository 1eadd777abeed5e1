import type { StoredFileInfo } from '@yanxiu/contract/files';
import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile, uploadFile } from '@/shared/request/file-transfer';

/** POST /files?purpose=evidence: uploads one evidence file with progress; its id goes into the declaration. */
export function uploadEvidence(file: Blob, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<StoredFileInfo> {
  return uploadFile<StoredFileInfo>(ApiPaths.uploadFile, file, { query: { purpose: 'evidence' }, onProgress, signal });
}

/** GET /files/{id}: an evidence file (the download needs the bearer token, so no plain link). */
export function downloadEvidence(id: string): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(fillPath(ApiPaths.downloadFile, { id }));
}
