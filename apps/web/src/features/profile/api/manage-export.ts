import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';
import { queueFilters, type QueueParams } from '../model/queue-params';

/** profileManageRecordsExport: every record of the queue's filters (not one page) as an Excel workbook. */
export function exportQueue(params: QueueParams): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.profileManageRecordsExport, {
    query: queueFilters(params) as Record<string, string | number | undefined>,
  });
}
