import { ApiPaths, fillPath } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** certificateCredential: a certificate as a signed Open Badges credential (`.jwt`), with the server's file name. */
export function downloadCertificateCredential(id: number): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(fillPath(ApiPaths.certificateCredential, { id }));
}
