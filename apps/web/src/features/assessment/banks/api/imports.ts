import type { QuestionImportCheck, QuestionImportResult } from '@yanxiu/contract/assessment-banks';
import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile, uploadFile } from '@/shared/request/file-transfer';

/** Where an import writes, or what an export reads: a bank, or one folder of it (with the folders inside). */
export type QuestionsPlace = { bankId: number; folderId: number | null };

const placeQuery = ({ bankId, folderId }: QuestionsPlace) => ({ bankId, folderId: folderId ?? undefined });

type SendOptions = { onProgress?: (percent: number) => void; signal?: AbortSignal };

/** assessmentImportTemplate: the workbook to fill, every kind with an example row and an instructions sheet. */
export function downloadQuestionTemplate(): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.assessmentImportTemplate);
}

/** assessmentImportDryRun: every bad row of the workbook and why; writes nothing. */
export function checkQuestionImport(place: QuestionsPlace, file: File, options: SendOptions = {}): Promise<QuestionImportCheck> {
  return uploadFile<QuestionImportCheck>(ApiPaths.assessmentImportDryRun, file, { ...options, query: placeQuery(place) });
}

/** assessmentImportCommit: every row in one transaction, or nothing. */
export function commitQuestionImport(place: QuestionsPlace, file: File, options: SendOptions = {}): Promise<QuestionImportResult> {
  return uploadFile<QuestionImportResult>(ApiPaths.assessmentImportCommit, file, { ...options, query: placeQuery(place) });
}

/** assessmentExport: the bank's (or the folder's) questions in the import's template. */
export function exportQuestions(place: QuestionsPlace): Promise<{ blob: Blob; fileName: string | null }> {
  return downloadNamedFile(ApiPaths.assessmentExport, { query: placeQuery(place) });
}
