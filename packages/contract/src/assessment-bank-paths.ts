// Question banks' paths in a module of their own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `assessment-banks.ts` would come along. Ours: the spec names no assessment calls.

/** Every question bank call's path (banks, folders, questions and their versions, tags, Excel). */
export const AssessmentBankPaths = {
  assessmentBanks: '/assessment/banks/list',
  assessmentBank: '/assessment/banks/detail',
  assessmentCreateBank: '/assessment/banks/create',
  assessmentUpdateBank: '/assessment/banks/update',
  assessmentArchiveBank: '/assessment/banks/archive',
  assessmentFolders: '/assessment/folders/list',
  assessmentCreateFolder: '/assessment/folders/create',
  assessmentRenameFolder: '/assessment/folders/rename',
  assessmentMoveFolder: '/assessment/folders/move',
  assessmentDeleteFolder: '/assessment/folders/delete',
  assessmentQuestions: '/assessment/questions/list',
  assessmentQuestion: '/assessment/questions/detail',
  assessmentQuestionVersion: '/assessment/questions/version',
  assessmentCreateQuestion: '/assessment/questions/create',
  assessmentSaveQuestion: '/assessment/questions/save',
  assessmentRemoveQuestion: '/assessment/questions/remove',
  assessmentTags: '/assessment/tags/list',
  assessmentImportTemplate: '/assessment/imports/template',
  assessmentImportDryRun: '/assessment/imports/dryRun',
  assessmentImportCommit: '/assessment/imports/commit',
  assessmentExport: '/assessment/exports/questions',
} as const;
