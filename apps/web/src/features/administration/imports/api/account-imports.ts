import {
  IMPORT_PROGRESS_MEDIA_TYPE,
  type AccountImportCheck,
  type AccountImportResult,
  type ImportProgress,
} from '@yanxiu/contract/administration-imports';
import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile, uploadFile } from '@/shared/request/file-transfer';

type SendOptions = { onProgress: (percent: number) => void; onServerProgress: (progress: ImportProgress) => void; signal?: AbortSignal };

const withServerProgress = ({ onServerProgress, ...options }: SendOptions) => ({
  ...options,
  serverProgress: {
    mediaType: IMPORT_PROGRESS_MEDIA_TYPE,
    onProgress: (progress: unknown) => onServerProgress(progress as ImportProgress),
  },
});

/** administrationImportTemplate: the template workbook with its drop-down lists, under the server's file name. */
export function downloadImportTemplate(): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.administrationImportTemplate);
}

/** administrationImportCheck: every row's problems and what an import would do; writes nothing. */
export function checkImport(file: File, options: SendOptions): Promise<AccountImportCheck> {
  return uploadFile<AccountImportCheck>(ApiPaths.administrationImportCheck, file, withServerProgress(options));
}

/** administrationImportRun: the import, all or nothing. */
export function runImport(file: File, options: SendOptions): Promise<AccountImportResult> {
  return uploadFile<AccountImportResult>(ApiPaths.administrationImportRun, file, withServerProgress(options));
}

/** administrationAccountsExport: the accounts of the caller's units as a workbook. */
export function exportAccounts(): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.administrationAccountsExport);
}
