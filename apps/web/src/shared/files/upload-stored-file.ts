import type { FilePurpose, StoredFileInfo } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { uploadFile } from '@/shared/request/file-transfer';

export type UploadProgress = {
  /** Called with the percentage (0-100) of the bytes sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** POST /files?purpose=…: uploads one file with progress; its id then goes into the application, declaration or programme. */
export function uploadStoredFile(purpose: FilePurpose, file: Blob, { onProgress, signal }: UploadProgress = {}): Promise<StoredFileInfo> {
  return uploadFile<StoredFileInfo>(ApiPaths.uploadFile, file, { query: { purpose }, onProgress, signal });
}
