import type { EnrolmentStatusValue } from '@yanxiu/contract/training-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** trainingManageExportEnrolments: a programme's enrolments as an Excel workbook, with the server's file name. */
export function exportEnrolments(filter: { programmeId: number; status?: EnrolmentStatusValue; keyword?: string }): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.trainingManageExportEnrolments, { query: { ...filter, keyword: filter.keyword || undefined } });
}

/** Hands a downloaded blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
