// The erasure and consent paths in a module of their own, without zod: the web client imports every path
// (`paths.ts`), and the schemas beside them in `privacy-erasure.ts` would come along.

/** Erasure on request, the privacy notice and the tenant's consent and retention settings (issue 43). */
export const PrivacyErasurePaths = {
  privacyErasureRequest: '/privacy/erasure/request',
  privacyMyErasureRequests: '/privacy/erasure/mine',
  privacyErasureQueue: '/privacy/manage/erasure/list',
  privacyErasureApprove: '/privacy/manage/erasure/approve',
  privacyErasureRefuse: '/privacy/manage/erasure/refuse',
  privacyNotice: '/privacy/notice',
  privacyNoticeAccept: '/privacy/notice/accept',
  privacySettings: '/privacy/manage/settings',
  privacySettingsSave: '/privacy/manage/settings/save',
} as const;
