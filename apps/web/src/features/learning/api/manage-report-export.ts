import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';
import type { ReportParams } from '../model/url-filters';
import { reportQuery } from './manage-report';

/** learningManageReportExport: the report with the same filters (every page) as an Excel workbook. */
export function exportReport(params: ReportParams): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.learningManageReportExport, { query: reportQuery(params) });
}
