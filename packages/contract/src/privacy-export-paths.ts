// The export paths in a module of their own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `privacy-exports.ts` would come along.

/** A teacher's copy of everything held about them, and the staff's list of who asked for one (issue 43). */
export const PrivacyExportPaths = {
  privacyExportRequest: '/privacy/exports/request',
  privacyMyExports: '/privacy/exports/mine',
  /** The archive's bytes, for its owner only, while it is ready. */
  privacyExportDownload: '/privacy/exports/:id/download',
  privacyExportsManage: '/privacy/manage/exports/list',
} as const;
