import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** GET topicFile: a file of a topic (attachment, stage document, record file) for those who may read the topic. */
export function downloadTopicFile(applyId: number, fileId: string) {
  return downloadNamedFile(fillPath(ApiPaths.topicFile, { applyId, fileId }));
}
