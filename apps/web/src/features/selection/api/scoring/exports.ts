import { ApiPaths } from '@yanxiu/contract/paths';
import { downloadNamedFile } from '@/shared/request/file-transfer';

type Download = Promise<{ blob: Blob; fileName: string | null }>;

/** selectionExportApplications: every application of the project with its applicant and values, as Excel. */
export const exportApplications = (prjId: number): Download =>
  downloadNamedFile(ApiPaths.selectionExportApplications, { query: { prjId } });

/** selectionExportScores: the score matrix (applications by experts and indicators), as Excel. */
export const exportScores = (prjId: number): Download => downloadNamedFile(ApiPaths.selectionExportScores, { query: { prjId } });

/** selectionExportRanking: the ranking per group with ties and results, as Excel. */
export const exportRanking = (prjId: number): Download => downloadNamedFile(ApiPaths.selectionExportRanking, { query: { prjId } });

/** selectionExportApplicationPdf: one application with its evidence list, as PDF. */
export const exportApplicationPdf = (applyId: number): Download =>
  downloadNamedFile(ApiPaths.selectionExportApplicationPdf, { query: { applyId } });
