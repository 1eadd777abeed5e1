import type { EnrolmentStatusValue } from '@yanxiu/contract/training-enums';
import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

/** trainingManageExportEnrolments: a programme's enrolments as an Excel workbook, with the server's file name. */
export function exportEnrolments(filter: {
  programmeId: number;
  status?: EnrolmentStatusValue;
  keyword?: string;
}): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.trainingManageExportEnrolments, { query: { ...filter, keyword: filter.keyword || undefined } });
}
