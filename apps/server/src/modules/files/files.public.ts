// What other modules may use of files: everything else in this folder is private.
export { serveStoredFile, type DownloadConditions, type FileResponse } from './files.service';
export { fileDeletionRequested, refuseFileDeletion, type FileDeletionRequest } from './file-events';
