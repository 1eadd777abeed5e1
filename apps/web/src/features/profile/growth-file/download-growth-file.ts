import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** growthFilePdf: a teacher's growth file as a PDF with the server's file name (the caller's own, or staff's `userId`). */
export function downloadGrowthFile(userId: string | undefined): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.growthFilePdf, { query: { userId } });
}
