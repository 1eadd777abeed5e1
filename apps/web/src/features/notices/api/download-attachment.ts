import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** noticeAttachment: a notice's attachment with its file name (the Bearer header goes with it). */
export function downloadNoticeAttachment(noticeId: number, fileId: string): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(fillPath(ApiPaths.noticeAttachment, { id: noticeId, fileId }));
}
