import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** certificatePdf: a certificate's PDF with the server's file name (the Bearer header goes with it). */
export function downloadCertificatePdf(id: number): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(fillPath(ApiPaths.certificatePdf, { id }));
}
