import type { StoredFileInfo } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import { uploadFile } from '@/shared/request/file-transfer';

/** What staff upload for training: a cover image, a lesson or open-class video, a document lesson. */
export type TrainingFilePurpose = 'cover' | 'video' | 'document';

/** POST /files?purpose=…: uploads one training file with progress; its id goes into the programme or open class. */
export function uploadTrainingFile(purpose: TrainingFilePurpose, file: Blob, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<StoredFileInfo> {
  return uploadFile<StoredFileInfo>(ApiPaths.uploadFile, file, { query: { purpose }, onProgress, signal });
}
