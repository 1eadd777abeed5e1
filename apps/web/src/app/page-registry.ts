import type { ComponentType } from 'react';

/** A page module: loaded on demand, its own chunk. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

const profilePages = () => import('@/features/profile/pages/ProfilePage');
const diskPages = () => import('@/features/disk/pages/disk-pages');
const topicManagePages = () => import('@/features/topic/pages/manage/manage-pages');
const topicTeacherPages = () => import('@/features/topic/pages/teacher/teacher-pages');

// Pages that exist. Every other route shows the "not available yet" page until its feature is built.
export const PAGES = {
  home: () => import('@/features/home/pages/HomePage'),
  account: () => import('@/features/account/pages/AccountPage'),
  // The guided tour's three pages share one chunk.
  demoTabOne: () => import('@/features/demo/pages/demo-pages').then((module) => ({ default: module.TabOnePage })),
  demoTabOneDetail: () => import('@/features/demo/pages/demo-pages').then((module) => ({ default: module.TabOneDetailPage })),
  demoTabTwo: () => import('@/features/demo/pages/demo-pages').then((module) => ({ default: module.TabTwoPage })),
  login: () => import('@/features/auth/pages/LoginPage'),
  portalLogin: () => import('@/features/auth/pages/PortalLoginPage'),
  teacherConfirm: () => import('@/features/teacher/pages/TeacherConfirmPage'),
  changePassword: () => import('@/features/account/pages/ChangePasswordPage'),
  // The development pages share one chunk (see features/development/pages/development-pages.ts).
  personalStage: () => import('@/features/development/pages/development-pages').then((module) => ({ default: module.StagePage })),
  todoList: () => import('@/features/todo/pages/TodoListPage'),
  notifications: () => import('@/features/notifications/pages/NotificationsPage'),
  // The reviewer's lists of development, backbone and selection reviews (returned and decided too), one link from the to-do list.
  reviewLists: () => import('@/features/development/pages/development-pages').then((module) => ({ default: module.ReviewQueuePage })),
  developmentReview: () => import('@/features/development/pages/development-pages').then((module) => ({ default: module.ReviewDetailPage })),
  // The teacher's training pages share one chunk (see features/training/pages/teacher/training-pages.ts).
  trainingHub: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.TrainingHubPage })),
  trainingCatalogue: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.CataloguePage })),
  trainingStudios: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.StudiosPage })),
  trainingStudio: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.StudioPage })),
  trainingProgramme: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.ProgrammePage })),
  myTraining: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.MyTrainingPage })),
  schoolTraining: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.SchoolTrainingPage })),
  orders: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.OrdersPage })),
  openClasses: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.OpenClassesPage })),
  videoPlay: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.VideoPlayPage })),
  quickLook: () => import('@/features/training/pages/teacher/training-pages').then((module) => ({ default: module.QuickLookPage })),
  // The research pages share one chunk (see features/research/pages/research-pages.ts).
  researchSquare: () => import('@/features/research/pages/research-pages').then((module) => ({ default: module.ActivitySquarePage })),
  researchActivity: () => import('@/features/research/pages/research-pages').then((module) => ({ default: module.ActivityPage })),
  researchMine: () => import('@/features/research/pages/research-pages').then((module) => ({ default: module.MyResearchPage })),
  researchCreate: () => import('@/features/research/pages/research-pages').then((module) => ({ default: module.ActivityEditPage })),
  researchGroups: () => import('@/features/research/pages/research-pages').then((module) => ({ default: module.GroupsPage })),
  researchGroup: () => import('@/features/research/pages/research-pages').then((module) => ({ default: module.GroupPage })),
  manageResearchForms: () => import('@/features/research/pages/research-pages').then((module) => ({ default: module.FormTemplatesPage })),
  researchCheckIn: () => import('@/features/research/pages/research-pages').then((module) => ({ default: module.CheckInPage })),
  // The training staff pages share one chunk (see features/training/pages/manage/manage-pages.ts).
  manageTraining: () => import('@/features/training/pages/manage/manage-pages').then((module) => ({ default: module.ManageProgrammesPage })),
  manageProgramme: () => import('@/features/training/pages/manage/manage-pages').then((module) => ({ default: module.ProgrammeEditPage })),
  manageEnrolments: () => import('@/features/training/pages/manage/manage-pages').then((module) => ({ default: module.ManageEnrolmentsPage })),
  manageOrders: () => import('@/features/training/pages/manage/manage-pages').then((module) => ({ default: module.ManageOrdersPage })),
  manageStudios: () => import('@/features/training/pages/manage/manage-pages').then((module) => ({ default: module.ManageStudiosPage })),
  manageOpenClasses: () => import('@/features/training/pages/manage/manage-pages').then((module) => ({ default: module.ManageOpenClassesPage })),
  // The development configuration loads alone: district admins only, so teachers never download it.
  manageDevelopment: () => import('@/features/development/pages/config/DevelopmentConfigPage'),
  // Learning: the teacher's hours page in one chunk, the staff pages in another (see their index files).
  studyTime: () => import('@/features/learning/pages/teacher/learning-pages').then((module) => ({ default: module.StudyTimePage })),
  manageLearningHours: () => import('@/features/learning/pages/manage/learning-manage-pages').then((module) => ({ default: module.HoursReportPage })),
  manageDeclarations: () => import('@/features/learning/pages/manage/learning-manage-pages').then((module) => ({ default: module.DeclarationQueuePage })),
  manageLearningRequirement: () => import('@/features/learning/pages/manage/learning-manage-pages').then((module) => ({ default: module.RequirementPage })),
  managePresenceChecks: () => import('@/features/learning/pages/manage/learning-manage-pages').then((module) => ({ default: module.PresenceReportPage })),
  // Certificates: the teacher's list, the staff page and the public verification page each load alone.
  myCertificates: () => import('@/features/certificates/pages/MyCertificatesPage'),
  manageCertificates: () => import('@/features/certificates/pages/ManageCertificatesPage'),
  // Notices and help: the reader's list and detail, the staff page (with the rich-text editor) and help each load alone.
  noticeList: () => import('@/features/notices/pages/NoticeListPage'),
  noticeDetail: () => import('@/features/notices/pages/NoticeDetailPage'),
  manageNotices: () => import('@/features/notices/pages/ManageNoticesPage'),
  helpList: () => import('@/features/help/pages/HelpListPage'),
  // The background jobs page: district and platform staff only.
  manageJobs: () => import('@/features/jobs/pages/ManageJobsPage'),
  certificateVerify: () => import('@/features/certificates/pages/VerifyCertificatePage'),
  // The growth-file pages of the personal, lightweight and backbone areas and their read-only mirrors share one
  // chunk (one generic page over the contract's kind table), imported from one place.
  personalProfile: () => profilePages().then((module) => ({ default: module.PersonalPage })),
  lightweightProfile: () => profilePages().then((module) => ({ default: module.LightweightPage })),
  lightweightProfileView: () => profilePages().then((module) => ({ default: module.LightweightViewPage })),
  backboneProfile: () => profilePages().then((module) => ({ default: module.BackbonePage })),
  backboneProfileView: () => profilePages().then((module) => ({ default: module.BackboneViewPage })),
  // Continuing education shows learning's and training's panels, which the other profile pages do without.
  personalContinue: () => import('@/features/profile/pages/ContinuePage'),
  manageProfileRecords: () => import('@/features/profile/pages/manage/VerificationQueuePage'),
  // The backbone recognition: the teacher's apply page and the reviewer's page load alone; the growth file's public
  // verification page too (no sign-in).
  backboneApply: () => import('@/features/profile/backbone/pages/BackboneApplyPage'),
  backboneReview: () => import('@/features/profile/backbone/pages/BackboneReviewPage'),
  growthFileVerify: () => import('@/features/profile/growth-file/GrowthFileVerifyPage'),
  // Selection scoring: the expert's two pages share a chunk; the district's results page loads alone.
  selectionScoring: () => import('@/features/selection/pages/scoring/scoring-pages').then((module) => ({ default: module.ScoringListPage })),
  selectionScoringDetail: () => import('@/features/selection/pages/scoring/scoring-pages').then((module) => ({ default: module.ScoringPage })),
  manageSelectionResults: () => import('@/features/selection/pages/scoring/ResultsManagePage'),
  // The teacher and staff portraits share one chunk; Chart.js loads lazily inside it, on these pages only.
  teacherPortrait: () => import('@/features/portrait/pages/portrait-pages').then((module) => ({ default: module.TeacherPortraitPage })),
  managePortrait: () => import('@/features/portrait/pages/portrait-pages').then((module) => ({ default: module.StaffPortraitPage })),
  // The teachers' import loads alone: staff only, and it carries its own texts.
  manageAccountsImport: () => import('@/features/administration/imports/pages/ImportAccountsPage'),
  // Units and accounts load alone too: staff only, with their own texts.
  manageUnits: () => import('@/features/administration/units/pages/ManageUnitsPage'),
  manageAccounts: () => import('@/features/administration/accounts/pages/ManageAccountsPage'),
  // Tenant settings, one's own branding and the audit trail: staff only, each alone with its texts.
  manageTenants: () => import('@/features/administration/tenants/pages/ManageTenantsPage'),
  manageTenant: () => import('@/features/administration/tenants/pages/ManageBrandingPage'),
  manageAudit: () => import('@/features/administration/audit/pages/AuditTrailPage'),
  // Selection projects and review, staff side: one chunk (see features/selection/pages/manage/manage-pages.ts).
  manageSelection: () => import('@/features/selection/pages/manage/manage-pages').then((module) => ({ default: module.ProjectsPage })),
  manageSelectionProject: () => import('@/features/selection/pages/manage/manage-pages').then((module) => ({ default: module.ProjectEditPage })),
  manageSelectionReview: () => import('@/features/selection/pages/manage/manage-pages').then((module) => ({ default: module.ReviewQueuePage })),
  manageSelectionReviewDetail: () => import('@/features/selection/pages/manage/manage-pages').then((module) => ({ default: module.ReviewDetailPage })),
  // Selection, the teacher's side: the projects, my applications and the apply page share one chunk.
  selectionProjects: () => import('@/features/selection/pages/teacher/teacher-pages').then((module) => ({ default: module.ProjectsPage })),
  mySelection: () => import('@/features/selection/pages/teacher/teacher-pages').then((module) => ({ default: module.MyApplicationsPage })),
  selectionApply: () => import('@/features/selection/pages/teacher/teacher-pages').then((module) => ({ default: module.ApplyPage })),
  // The resource disk: its pages share one chunk (see features/disk/pages/disk-pages.ts).
  diskIndex: () => diskPages().then((module) => ({ default: module.ResourcesPage })),
  diskUpload: () => diskPages().then((module) => ({ default: module.UploadPage })),
  diskDetail: () => diskPages().then((module) => ({ default: module.DetailPage })),
  diskEdit: () => diskPages().then((module) => ({ default: module.EditPage })),
  diskDistributed: () => diskPages().then((module) => ({ default: module.DistributedPage })),
  diskReceived: () => diskPages().then((module) => ({ default: module.ReceivedPage })),
  diskQuotaSettings: () => diskPages().then((module) => ({ default: module.QuotaSettingsPage })),
  // The teacher's topic pages share one chunk (see features/topic/pages/teacher/teacher-pages.ts).
  topicCalls: () => topicTeacherPages().then((module) => ({ default: module.CallsPage })),
  topicApplyForm: () => topicTeacherPages().then((module) => ({ default: module.ApplyFormPage })),
  topicMine: () => topicTeacherPages().then((module) => ({ default: module.MyTopicsPage })),
  topicHostPage: () => topicTeacherPages().then((module) => ({ default: module.HostPage })),
  topicApplyRecord: () => topicTeacherPages().then((module) => ({ default: module.ApplyRecordPage })),
  topicRecords: () => topicTeacherPages().then((module) => ({ default: module.TopicRecordsPage })),
  // A topic's public share page loads alone: anyone opens it from a pasted link, signed in or not.
  topicShare: () => import('@/features/topic/pages/share/TopicSharePage'),
  // Topics, staff and expert side: calls, reviews, the overview and scoring share one chunk (see
  // features/topic/pages/manage/manage-pages.ts).
  manageTopicCalls: () => topicManagePages().then((module) => ({ default: module.CallsPage })),
  manageTopicCall: () => topicManagePages().then((module) => ({ default: module.CallEditPage })),
  manageTopicReview: () => topicManagePages().then((module) => ({ default: module.ReviewQueuePage })),
  manageTopicReviewDetail: () => topicManagePages().then((module) => ({ default: module.ReviewDetailPage })),
  manageTopics: () => topicManagePages().then((module) => ({ default: module.OverviewPage })),
  topicScoring: () => topicManagePages().then((module) => ({ default: module.ScoringListPage })),
  topicScoringDetail: () => topicManagePages().then((module) => ({ default: module.ScoringPage })),
  unavailable: () => import('@/shared/ui/FeatureUnavailablePage'),
} satisfies Record<string, PageLoader>;
