// What other modules may use of files: everything else in this folder is private.
export { serveStoredFile, type DownloadConditions, type FileResponse } from './files.service';
// Another domain's content copied to a stored file of the caller (own bytes, checked like an upload).
export { requireWithinUploadLimit, storeCallerFile } from './files.service';
// How a route of any domain passes a download's headers on and sends the served bytes.
export { downloadConditionsOf, sendFileResponse } from './file-replies';
export { fileDeletionRequested, refuseFileDeletion, type FileDeletionRequest } from './file-events';
// The lock every domain naming files as evidence takes before recording them, a stored file by id within its tenant
// (a tenant's logo, which administration serves as the page icon) and the facts of files other domains name.
export { findStoredFile, lockEvidenceFiles, storedFileFacts, type StoredFile, type StoredFileFacts } from './files.queries';
// Erasure on request (privacy's job): a user's uploads deleted unless a domain still needs them, bytes after the commit.
export { deleteErasedFileBytes, erasePersonalDataOfFileOwner, type ErasedFiles } from './owner-erasure.service';
