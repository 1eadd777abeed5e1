import { CorePaths } from './paths-core';
import { FirstReadPaths } from './first-read-paths';
import { ResearchPaths } from './research-paths';
import { ResearchInteractionPaths } from './research-interaction-paths';
import { TopicPaths } from './topic-paths';
import { TopicSharePaths } from './topic-share-paths';
import { AssessmentBankPaths } from './assessment-bank-paths';
import { AssessmentExamPaths } from './assessment-exam-paths';
import { AssessmentEvaluationPaths } from './assessment-evaluation-paths';
import { AssessmentAssignmentPaths } from './assessment-assignment-paths';
import { AssessmentGradebookPaths } from './assessment-gradebook-paths';
import { CredentialPaths } from './credential-paths';
import { TrainingDiscussionPaths } from './training-discussion-paths';
import { PrivacyErasurePaths } from './privacy-erasure-paths';
import { PrivacyExportPaths } from './privacy-export-paths';
import { SearchPaths } from './search-paths';
import { XapiPaths } from './xapi-paths';

export { API_PREFIX, fillPath } from './paths-core';

/**
 * Every API path, relative to the `/api` prefix, exactly as the spec's client calls them. Path parameters are in
 * Fastify's `:name` form; `fillPath` substitutes them.
 */
export const ApiPaths = {
  ...CorePaths,
  // What the web client's start-up reads for the first pages (first-read-paths.ts).
  ...FirstReadPaths,
  // The caller's WeChat binding (account page; issue 22).
  wechatBinding: '/oauthService/wechat/binding',
  wechatBindStart: '/oauthService/wechat/bindStart',
  wechatBind: '/oauthService/wechat/bind',
  wechatUnbind: '/oauthService/wechat/unbind',
  // A tenant's quick-login settings (platform staff; issue 22).
  quickLoginSettings: '/oauthService/manage/quickLogin/detail',
  quickLoginSettingsSave: '/oauthService/manage/quickLogin/save',
  // The portal's back-channel logout (form-encoded logout_token) and the portal settings (platform staff; issue 22).
  portalBackChannelLogout: '/oauthService/portal/backchannelLogout',
  identityProvider: '/oauthService/manage/portal/detail',
  identityProviderSave: '/oauthService/manage/portal/save',
  // Research activities' discussion, observation forms, attendance, hand-ins and summary (research-interaction.ts).
  ...ResearchInteractionPaths,
  // Research groups, activities, the square and sign-up (research.ts).
  ...ResearchPaths,
  // Research topics (课题): calls, applications, stages, process records, review and experts (topic.ts).
  ...TopicPaths,
  // A topic's public share page: the host shares, anyone downloads its public files (topic-share.ts).
  ...TopicSharePaths,
  // Question banks: banks, folders, questions and their versions, tags, Excel import and export (assessment-banks.ts).
  ...AssessmentBankPaths,
  // Exams: papers, attempts on the server clock, grading (assessment-exams.ts; issue 38).
  ...AssessmentExamPaths,
  // Evaluations (问卷): questionnaires on evaluation units, answers, results and the district view (assessment-evaluations.ts).
  ...AssessmentEvaluationPaths,
  // Assignments: submissions in rounds, tutors' decisions, peer review, excellent work (assessment-assignments.ts; issue 38).
  ...AssessmentAssignmentPaths,
  // The grade book per programme and teachers' own results (assessment-gradebook.ts; issue 38).
  ...AssessmentGradebookPaths,
  // Questions, answers and ratings on programmes and open classes, and their moderation (training-discussion.ts; issue 42).
  ...TrainingDiscussionPaths,
  // Erasure on request, the privacy notice and consent and retention settings (issue 43).
  ...PrivacyErasurePaths,
  // A teacher's copy of everything held about them, and who asked (issue 43).
  ...PrivacyExportPaths,
  // Site-wide search: results by kind, suggestions, recent searches (search.ts; issue 42).
  ...SearchPaths,
  // A tenant's Learning Record Store settings, connection test and sending now (xapi-settings.ts; issue 43).
  ...XapiPaths,
  // The staff jobs page (background job queue); ours, not the spec's.
  jobsManageQueues: '/manage/jobs/queues',
  jobsManageFailures: '/manage/jobs/failures',
  jobsManageRetry: '/manage/jobs/retry',
  getTypesByUserIdAndSectionCode: '/teacherProfile/developmentType/getTypesByUserIdAndSectionCode',
  saveType: '/teacherProfile/developmentType/saveType',
  getTypeListByUserIdAndSectionCode: '/teacherProfile/developmentType/getTypeListByUserIdAndSectionCode',
  getCanApplyPostTypeListBySectionCode: '/teacherProfile/developmentPostType/getCanApplyPostTypeListBySectionCode',
  getApplyPhaseConditionByPostType: '/teacherProfile/developmentApply/getApplyPhaseConditionByPostType',
  // "Phrase" is the spec's spelling; clients written against the spec call it so.
  getConditionByPostTypeAndPhrase: '/teacherProfile/developmentApply/getConditionByPostTypeAndPhrase',
  getConditionFileByPostTypeAndPhase: '/teacherProfile/developmentApply/getConditionFileByPostTypeAndPhase',
  getCanSelectPhase: '/teacherProfile/developmentApply/getCanSelectPhase',
  // Configuration of the development model by district staff; the spec shows no paths for it, these are ours.
  developmentConfigListTypes: '/teacherProfile/developmentConfig/listTypes',
  developmentConfigSaveType: '/teacherProfile/developmentConfig/saveType',
  developmentConfigDeleteType: '/teacherProfile/developmentConfig/deleteType',
  developmentConfigListPostTypes: '/teacherProfile/developmentConfig/listPostTypes',
  developmentConfigSavePostType: '/teacherProfile/developmentConfig/savePostType',
  developmentConfigDeletePostType: '/teacherProfile/developmentConfig/deletePostType',
  developmentConfigListPhases: '/teacherProfile/developmentConfig/listPhases',
  developmentConfigSavePhase: '/teacherProfile/developmentConfig/savePhase',
  developmentConfigDeletePhase: '/teacherProfile/developmentConfig/deletePhase',
  developmentConfigListConditions: '/teacherProfile/developmentConfig/listConditions',
  developmentConfigSaveCondition: '/teacherProfile/developmentConfig/saveCondition',
  developmentConfigDeleteCondition: '/teacherProfile/developmentConfig/deleteCondition',
  developmentConfigListConditionFiles: '/teacherProfile/developmentConfig/listConditionFiles',
  developmentConfigSaveConditionFile: '/teacherProfile/developmentConfig/saveConditionFile',
  developmentConfigDeleteConditionFile: '/teacherProfile/developmentConfig/deleteConditionFile',
  developmentConfigListReviewSteps: '/teacherProfile/developmentConfig/listReviewSteps',
  developmentConfigSaveReviewStep: '/teacherProfile/developmentConfig/saveReviewStep',
  // Development applications and their review (spec 7); auditApply and reviewQueue are ours, the spec shows none.
  developmentApply: '/teacherProfile/developmentApply/developmentApply',
  getApplyDetailAndAuditInfo: '/teacherProfile/developmentApply/getApplyDetailAndAuditInfo',
  updateApply: '/teacherProfile/developmentApply/updateApply',
  suggestUpdApply: '/teacherProfile/developmentApply/suggestUpdApply',
  auditApply: '/teacherProfile/developmentApply/auditApply',
  finishProcess: '/teacherProfile/developmentApply/finishProcess',
  // "Phrase" is the spec's spelling.
  historyPhrase: '/teacherProfile/developmentApply/historyPhrase',
  historyRecord: '/teacherProfile/developmentApply/historyRecord',
  cancelChangeProcessApply: '/teacherProfile/developmentApply/cancelChangeProcessApply',
  developmentReviewQueue: '/teacherProfile/developmentApply/reviewQueue',
  developmentReviewQueueFilters: '/teacherProfile/developmentApply/reviewQueueFilters',
  // Training (the spec shows routes but no calls; these are ours). Teacher side:
  trainingProgramme: '/training/programmes/:id',
  trainingMy: '/training/my',
  trainingEnrol: '/training/enrol',
  trainingCancelEnrolment: '/training/cancelEnrolment',
  /** Public within the tenant (covers are not sensitive), so `<img src>` works without a Bearer header. */
  trainingCover: '/training/covers/:id',
  /** Answers a signed `trainingMedia` address for a unit the caller is enrolled in (or manages). */
  trainingUnitMediaLink: '/training/units/:id/mediaLink',
  /** Answers a signed `trainingMedia` address for a published open class. */
  trainingOpenClassMediaLink: '/training/openClasses/:id/mediaLink',
  /** The bytes of a unit's or open class's file on a signed address, with ranges. */
  trainingMedia: '/training/media/:id',
  trainingStudios: '/training/studios',
  trainingStudio: '/training/studios/:id',
  trainingOpenClasses: '/training/openClasses',
  trainingOrders: '/training/orders',
  trainingCreateOrder: '/training/orders/create',
  trainingCancelOrder: '/training/orders/cancel',
  // Training, staff side (school and district admins).
  trainingManageProgrammes: '/training/manage/programmes',
  trainingManageProgramme: '/training/manage/programmes/:id',
  trainingManageCreateProgramme: '/training/manage/programmes/create',
  trainingManageUpdateProgramme: '/training/manage/programmes/update',
  trainingManageProgrammeStatus: '/training/manage/programmes/status',
  trainingManageEnrolments: '/training/manage/enrolments',
  trainingManageExportEnrolments: '/training/manage/enrolments/export',
  trainingManageDecideEnrolments: '/training/manage/enrolments/decide',
  trainingManageAttendance: '/training/manage/attendance',
  trainingManageOrders: '/training/manage/orders',
  trainingManageConfirmOrder: '/training/manage/orders/confirm',
  trainingManageRefundOrder: '/training/manage/orders/refund',
  trainingManageSaveStudio: '/training/manage/studios/save',
  trainingManageOpenClasses: '/training/manage/openClasses',
  trainingManageSaveOpenClass: '/training/manage/openClasses/save',
  trainingManageDeleteOpenClass: '/training/manage/openClasses/delete',
  /** Pickers of the staff pages: schools and teachers the caller is staff over. */
  trainingManageSchools: '/training/manage/schools',
  trainingManageTeachers: '/training/manage/teachers',
  // Verified learning (ours; the spec shows the routes /videoPlay, /studyTime, /my/certificate only).
  /** Opens a watch (or reading) session on a lesson: the signed ticket heartbeats carry, and what was watched so far. */
  learningWatchStart: '/learning/watch/start',
  /** Public (the ticket is the credential), so the page's final `sendBeacon` can deliver it without a Bearer header. */
  learningWatchHeartbeat: '/learning/watch/heartbeat',
  /** Public like the heartbeat: the answer to a presence check, signed by the watch ticket in the body. */
  learningWatchPresenceAnswer: '/learning/watch/presence/answer',
  learningHoursExport: '/learning/hours/export',
  learningHourCategories: '/learning/hours/categories',
  learningDeclaration: '/learning/declarations/:id',
  learningCreateDeclaration: '/learning/declarations/create',
  learningWithdrawDeclaration: '/learning/declarations/withdraw',
  learningManageDeclarationQueue: '/learning/manage/declarations',
  learningManageDecideDeclaration: '/learning/manage/declarations/decide',
  learningManageReverseEntry: '/learning/manage/entries/reverse',
  learningManageReport: '/learning/manage/report',
  learningManageReportExport: '/learning/manage/report/export',
  learningManageRequirement: '/learning/manage/requirement',
  learningManageSaveRequirement: '/learning/manage/requirement/save',
  learningManageSaveSettings: '/learning/manage/settings/save',
  /** Presence checks: the tenant's setting, the author's questions of a lesson, the report per lesson and teacher. */
  learningManagePresenceSettings: '/learning/manage/presence/settings',
  learningManageSavePresenceSettings: '/learning/manage/presence/settings/save',
  learningManageLessonQuestions: '/learning/manage/questions',
  learningManageSaveLessonQuestion: '/learning/manage/questions/save',
  learningManageDeleteLessonQuestion: '/learning/manage/questions/delete',
  learningManagePresenceReport: '/learning/manage/presence/report',
  learningManagePresenceReportExport: '/learning/manage/presence/report/export',
  // Certificates as verifiable credentials, their issuer, keys and status lists (credential-paths.ts; issue 43).
  ...CredentialPaths,
  certificatesMine: '/learning/certificates',
  certificatePdf: '/learning/certificates/:id/pdf',
  /** Public: the verification page needs no sign-in. */
  certificateVerify: '/learning/verify/:code',
  certificatesManage: '/learning/manage/certificates',
  certificatesManageIssue: '/learning/manage/certificates/issue',
  certificatesManageRevoke: '/learning/manage/certificates/revoke',
  certificatesManageZip: '/learning/manage/certificates/zip',
  // Teacher profile records: the per-kind calls of spec 7 are `profileRecordPath(kind, operation)`; these are ours.
  /** Counts of a teacher's records per kind and state. */
  profileRecordsSummary: '/profile/records/summary',
  /** Staff: the verification queue of their org, its Excel export and the decisions (verify, reject, reopen). */
  profileManageRecords: '/profile/manage/records',
  profileManageRecordsExport: '/profile/manage/records/export',
  profileManageDecide: '/profile/manage/records/decide',
  // The backbone-teacher recognition (骨干教师认定) and its review; ours, the spec shows only the page /viewbackbone/apply.
  backboneMine: '/profile/backbone/mine',
  backboneCandidates: '/profile/backbone/candidates',
  backboneApply: '/profile/backbone/apply',
  backboneResubmit: '/profile/backbone/resubmit',
  backboneWithdraw: '/profile/backbone/withdraw',
  backboneDetail: '/profile/backbone/detail',
  backboneReviewQueue: '/profile/backbone/reviewQueue',
  backboneDecide: '/profile/backbone/decide',
  backboneReviewSteps: '/profile/manage/backbone/reviewSteps',
  backboneSaveReviewStep: '/profile/manage/backbone/reviewSteps/save',
  // The growth file as a PDF, and its public verification (the QR code's address; no sign-in).
  growthFilePdf: '/profile/growthFile/pdf',
  growthFileVerify: '/profile/growthFile/verify/:code',
  // Selection projects (评选), spec 7 spellings where the spec has them (savaApplyUserInfo sic); the rest are ours.
  selectionProjects: '/projectApply/project',
  selectionProjectDetail: '/projectApply/project/detail',
  savaApplyUserInfo: '/projectApply/project-apply/savaApplyUserInfo',
  getUserInfoByApplyId: '/projectApply/project-apply/getUserInfoByApplyId',
  submitApply: '/projectApply/project-apply/submitApply',
  selectionMine: '/projectApply/project-apply/mine',
  selectionWithdraw: '/projectApply/project-apply/withdraw',
  getProjectItemByPrjIdOrApplyId: '/projectApply/project-apply-item/getProjectItemByPrjIdOrApplyId',
  saveApplyItem: '/projectApply/project-apply-item/saveApplyItem',
  // Selection projects, staff side (district staff; school staff for their school's projects).
  selectionManageProjects: '/projectApply/manage/project/list',
  selectionManageProject: '/projectApply/manage/project/detail',
  selectionManageSaveProject: '/projectApply/manage/project/save',
  selectionManageCopyProject: '/projectApply/manage/project/copy',
  selectionManagePublishProject: '/projectApply/manage/project/publish',
  selectionManageExtendProject: '/projectApply/manage/project/extend',
  selectionManageCloseProject: '/projectApply/manage/project/close',
  // The selection review: the school recommends within its quota, the district checks eligibility.
  selectionReviewQueue: '/projectApply/manage/review/queue',
  selectionReviewDetail: '/projectApply/manage/review/detail',
  selectionReviewDecide: '/projectApply/manage/review/decide',
  // Selection scoring (spec 7: selection-detail/submit and /detail; the expert's list is ours) and results.
  selectionScoringList: '/projectApply/apply/selection-detail/list',
  selectionScoringDetail: '/projectApply/apply/selection-detail/detail',
  selectionScoringSubmit: '/projectApply/apply/selection-detail/submit',
  selectionExperts: '/projectApply/manage/experts/list',
  selectionAssignExperts: '/projectApply/manage/experts/assign',
  selectionRanking: '/projectApply/manage/results/ranking',
  selectionPublishResults: '/projectApply/manage/results/publish',
  selectionFinaliseResults: '/projectApply/manage/results/finalise',
  selectionResultCertificates: '/projectApply/manage/results/certificates',
  selectionExportApplications: '/projectApply/manage/export/applications.xlsx',
  selectionExportScores: '/projectApply/manage/export/scores.xlsx',
  selectionExportRanking: '/projectApply/manage/export/ranking.xlsx',
  selectionExportApplicationPdf: '/projectApply/manage/export/application.pdf',
  selectionNotice: '/projectApply/project/notice',
  selectionMyResult: '/projectApply/project-apply/result',
  // The teacher portrait and the staff portrait (ours; the spec names only the route /teacherPortrait).
  portraitTeacher: '/portrait/teacher',
  portraitTeacherPdf: '/portrait/teacher/export.pdf',
  portraitManageExport: '/portrait/manage/export.xlsx',
  // Notices (通知公告) and help; the spec names the pages (/noticeList, /noticeDetail, /helpList) but no calls.
  noticeDetail: '/notice/detail',
  noticeAcknowledge: '/notice/acknowledge',
  noticeAttachment: '/notice/:id/attachments/:fileId',
  noticeManageList: '/notice/manage/list',
  noticeManageDetail: '/notice/manage/detail',
  noticeManageSave: '/notice/manage/save',
  noticeManageWithdraw: '/notice/manage/withdraw',
  noticeManageRecipients: '/notice/manage/recipients',
  noticeManageRemind: '/notice/manage/remind',
  noticeManageSchools: '/notice/manage/schools',
  helpList: '/help/list',
  helpHelpful: '/help/helpful',
  helpManageSave: '/help/manage/save',
  helpManageDelete: '/help/manage/delete',
  // Notifications (issue 17): the caller's list, the bell's count and its live stream, read marks, channel choices.
  notificationList: '/notification/list',
  notificationStream: '/notification/stream',
  notificationMarkRead: '/notification/markRead',
  notificationMarkAllRead: '/notification/markAllRead',
  notificationPreferences: '/notification/preferences',
  notificationSavePreferences: '/notification/savePreferences',
  // Administration: bulk import of teachers from Excel and export of accounts (issue 18).
  administrationImportTemplate: '/administration/manage/imports/template',
  administrationImportCheck: '/administration/manage/imports/check',
  administrationImportRun: '/administration/manage/imports/run',
  administrationAccountsExport: '/administration/manage/accounts/export',
  // Org units and accounts, staff side (issue 18; ours, the spec shows none).
  administrationUnits: '/administration/manage/units/list',
  administrationUnitCreate: '/administration/manage/units/create',
  administrationUnitRename: '/administration/manage/units/rename',
  administrationUnitMove: '/administration/manage/units/move',
  administrationUnitClose: '/administration/manage/units/close',
  administrationUnitSections: '/administration/manage/units/sections',
  administrationAccounts: '/administration/manage/accounts/list',
  administrationAccountCreate: '/administration/manage/accounts/create',
  administrationAccountUpdate: '/administration/manage/accounts/update',
  administrationAccountDisable: '/administration/manage/accounts/disable',
  administrationAccountEnable: '/administration/manage/accounts/enable',
  administrationAccountResetPassword: '/administration/manage/accounts/resetPassword',
  administrationAccountUnlock: '/administration/manage/accounts/unlock',
  administrationAccountMove: '/administration/manage/accounts/move',
  administrationAccountHistory: '/administration/manage/accounts/history',
  administrationGrantableRoles: '/administration/manage/accounts/grantableRoles',
  // Tenant settings (platform staff), one's own tenant's branding (district staff) and the audit trail (issue 18).
  administrationTenants: '/administration/manage/tenants/list',
  administrationTenant: '/administration/manage/tenants/detail',
  administrationTenantSave: '/administration/manage/tenants/save',
  administrationBranding: '/administration/manage/branding',
  administrationBrandingSave: '/administration/manage/branding/save',
  administrationAudit: '/administration/manage/audit/list',
  administrationAuditChoices: '/administration/manage/audit/choices',
  administrationAuditExport: '/administration/manage/audit/export',
  // The resource disk (issue 21; ours, the spec names only the pages). Uploads are tus 1.0 at diskUploads (see disk.ts).
  diskUploads: '/disk/uploads',
  diskUpload: '/disk/uploads/:id',
  diskQuota: '/disk/quota',
  diskFolders: '/disk/folders',
  diskCreateFolder: '/disk/folders/create',
  diskRenameFolder: '/disk/folders/rename',
  diskResources: '/disk/resources',
  diskResource: '/disk/resources/detail',
  diskCopyResourceToFile: '/disk/resources/copyToFile',
  diskUpdateResource: '/disk/resources/update',
  diskMove: '/disk/resources/move',
  diskDelete: '/disk/resources/delete',
  diskRecycleBin: '/disk/recycle',
  diskRestore: '/disk/recycle/restore',
  diskPurge: '/disk/recycle/purge',
  /** A resource's bytes on a signed address (`DiskResourceLinks`); public, the signature is the credential. */
  diskFile: '/disk/files/:id',
  diskIssue: '/disk/issues/create',
  diskIssues: '/disk/issues/mine',
  diskIssueRecipients: '/disk/issues/recipients',
  diskIssueRemind: '/disk/issues/remind',
  diskIssueWithdraw: '/disk/issues/withdraw',
  diskIssueSchools: '/disk/issues/schools',
  diskIssueTeachers: '/disk/issues/teachers',
  diskReceived: '/disk/received',
  diskReceivedDetail: '/disk/received/detail',
  diskReceivedAcknowledge: '/disk/received/acknowledge',
  diskReceivedSaveCopies: '/disk/received/saveCopies',
  diskManageQuota: '/disk/manage/quota',
  diskManageSaveQuota: '/disk/manage/quota/save',
  // The staff's one review list: every pending decision of every reviewing domain (ours; review.ts).
  reviewList: '/review/pending',
  /** The tenant's uploaded login logo, the page icon (spec 3); public, since a `<link rel=icon>` sends no header. */
  tenantLogo: '/baseData/app-info/logo',
} as const;

/** The three calls spec 7 gives every kind of teacher profile record. */
export const PROFILE_RECORD_OPERATIONS = ['list', 'save', 'del'] as const;
export type ProfileRecordOperation = (typeof PROFILE_RECORD_OPERATIONS)[number];

/** A teacher profile record call of one kind, as spec 7 spells it: `/baseData/user/app-teacher-{kind}/{operation}`. */
export function profileRecordPath<const K extends string, const O extends ProfileRecordOperation>(
  kind: K,
  operation: O,
): `/baseData/user/app-teacher-${K}/${O}` {
  return `/baseData/user/app-teacher-${kind}/${operation}`;
}
