import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** A file an assignment names (an attachment, a submission's file, a showcase item's): its bytes with its name, to save. */
export function downloadAssignmentFile(fileId: string) {
  return downloadNamedFile(fillPath(ApiPaths.downloadFile, { id: fileId }));
}
