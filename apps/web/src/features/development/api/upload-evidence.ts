import type { StoredFileInfo } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { uploadFile } from '@/shared/request/file-transfer';

/** POST /files?purpose=evidence: uploads one evidence file with progress; its id goes into the application. */
export function uploadEvidence(file: Blob, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<StoredFileInfo> {
  return uploadFile<StoredFileInfo>(ApiPaths.uploadFile, file, { query: { purpose: 'evidence' }, onProgress, signal });
}
