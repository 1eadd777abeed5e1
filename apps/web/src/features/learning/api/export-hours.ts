import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';
import type { HoursParams } from '../model/url-filters';

/** learningHoursExport: the breakdown as an Excel workbook, with the server's file name. */
export function exportHours(params: HoursParams): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.learningHoursExport, { query: { year: params.year, userId: params.userId } });
}
