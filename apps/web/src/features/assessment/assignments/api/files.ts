import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/**
 * A file an assignment names (an attachment, a submission's file, an excellent one's in the showcase), read through
 * the assignment, which decides who may: its bytes with its name, to save.
 */
export function downloadAssignmentFile(fileId: string, assignmentId: number) {
  return downloadNamedFile(fillPath(ApiPaths.assessmentAssignmentFile, { id: fileId }), { query: { assignmentId } });
}
