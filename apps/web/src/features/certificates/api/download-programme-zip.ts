import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** certificatesManageZip: every valid certificate of a programme in one ZIP. */
export function downloadProgrammeZip(programmeId: number): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.certificatesManageZip, { query: { programmeId } });
}
