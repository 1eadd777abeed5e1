import type { ComponentType } from 'react';

/** A page module: loaded on demand, its own chunk. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

// A chunk that serves several pages is imported from one place: the build writes the list of files to fetch with a
// chunk (its modulepreload list) once per import() call, in the entry, which the sign-in page carries too.
const profilePages = () => import('@/features/profile/pages/ProfilePage');
const diskPages = () => import('@/features/disk/pages/disk-pages');
const trainingPages = () => import('@/features/training/pages/teacher/training-pages');
const researchPages = () => import('@/features/research/pages/research-pages');
const trainingManagePages = () => import('@/features/training/pages/manage/manage-pages');
const selectionManagePages = () => import('@/features/selection/pages/manage/manage-pages');
const learningManagePages = () => import('@/features/learning/pages/manage/learning-manage-pages');
const selectionTeacherPages = () => import('@/features/selection/pages/teacher/teacher-pages');
const developmentPages = () => import('@/features/development/pages/development-pages');
const demoPages = () => import('@/features/demo/pages/demo-pages');
const scoringPages = () => import('@/features/selection/pages/scoring/scoring-pages');
const portraitPages = () => import('@/features/portrait/pages/portrait-pages');
const topicManagePages = () => import('@/features/topic/pages/manage/manage-pages');
const topicTeacherPages = () => import('@/features/topic/pages/teacher/teacher-pages');
const assessmentBankPages = () => import('@/features/assessment/banks/pages/bank-pages');
const examManagePages = () => import('@/features/assessment/exams/pages/manage/exam-manage-pages');
const examTeacherPages = () => import('@/features/assessment/exams/pages/teacher/exam-teacher-pages');
const evaluationManagePages = () => import('@/features/assessment/evaluations/pages/manage/evaluation-manage-pages');
const assignmentManagePages = () => import('@/features/assessment/assignments/pages/manage/assignment-manage-pages');
const assignmentTeacherPages = () => import('@/features/assessment/assignments/pages/teacher/assignment-teacher-pages');

// Pages that exist. Every other route shows the "not available yet" page until its feature is built.
export const PAGES = {
  home: () => import('@/features/home/pages/HomePage'),
  account: () => import('@/features/account/pages/AccountPage'),
  // The guided tour's three pages share one chunk.
  demoTabOne: () => demoPages().then((module) => ({ default: module.TabOnePage })),
  demoTabOneDetail: () => demoPages().then((module) => ({ default: module.TabOneDetailPage })),
  demoTabTwo: () => demoPages().then((module) => ({ default: module.TabTwoPage })),
  login: () => import('@/features/auth/pages/LoginPage'),
  portalLogin: () => import('@/features/auth/pages/PortalLoginPage'),
  teacherConfirm: () => import('@/features/teacher/pages/TeacherConfirmPage'),
  changePassword: () => import('@/features/account/pages/ChangePasswordPage'),
  // The development pages share one chunk (see features/development/pages/development-pages.ts).
  personalStage: () => developmentPages().then((module) => ({ default: module.StagePage })),
  todoList: () => import('@/features/todo/pages/TodoListPage'),
  notifications: () => import('@/features/notifications/pages/NotificationsPage'),
  // The staff's one review list: every domain's reviews waiting for the reader, one link from the to-do list.
  reviewLists: () => import('@/features/review/pages/ReviewListPage'),
  // Development's own lists: waiting, returned and decided by the reader.
  manageDevelopmentReview: () => developmentPages().then((module) => ({ default: module.ReviewQueuePage })),
  developmentReview: () => developmentPages().then((module) => ({ default: module.ReviewDetailPage })),
  // The teacher's training pages share one chunk (see features/training/pages/teacher/training-pages.ts).
  trainingHub: () => trainingPages().then((module) => ({ default: module.TrainingHubPage })),
  trainingCatalogue: () => trainingPages().then((module) => ({ default: module.CataloguePage })),
  trainingStudios: () => trainingPages().then((module) => ({ default: module.StudiosPage })),
  trainingStudio: () => trainingPages().then((module) => ({ default: module.StudioPage })),
  trainingProgramme: () => trainingPages().then((module) => ({ default: module.ProgrammePage })),
  myTraining: () => trainingPages().then((module) => ({ default: module.MyTrainingPage })),
  schoolTraining: () => trainingPages().then((module) => ({ default: module.SchoolTrainingPage })),
  orders: () => trainingPages().then((module) => ({ default: module.OrdersPage })),
  openClasses: () => trainingPages().then((module) => ({ default: module.OpenClassesPage })),
  videoPlay: () => trainingPages().then((module) => ({ default: module.VideoPlayPage })),
  quickLook: () => trainingPages().then((module) => ({ default: module.QuickLookPage })),
  // The research pages share one chunk (see features/research/pages/research-pages.ts).
  researchSquare: () => researchPages().then((module) => ({ default: module.ActivitySquarePage })),
  researchActivity: () => researchPages().then((module) => ({ default: module.ActivityPage })),
  researchMine: () => researchPages().then((module) => ({ default: module.MyResearchPage })),
  researchCreate: () => researchPages().then((module) => ({ default: module.ActivityEditPage })),
  researchGroups: () => researchPages().then((module) => ({ default: module.GroupsPage })),
  researchGroup: () => researchPages().then((module) => ({ default: module.GroupPage })),
  manageResearchForms: () => researchPages().then((module) => ({ default: module.FormTemplatesPage })),
  researchCheckIn: () => researchPages().then((module) => ({ default: module.CheckInPage })),
  // The training staff pages share one chunk (see features/training/pages/manage/manage-pages.ts).
  manageTraining: () => trainingManagePages().then((module) => ({ default: module.ManageProgrammesPage })),
  manageProgramme: () => trainingManagePages().then((module) => ({ default: module.ProgrammeEditPage })),
  manageEnrolments: () => trainingManagePages().then((module) => ({ default: module.ManageEnrolmentsPage })),
  manageOrders: () => trainingManagePages().then((module) => ({ default: module.ManageOrdersPage })),
  manageStudios: () => trainingManagePages().then((module) => ({ default: module.ManageStudiosPage })),
  manageOpenClasses: () => trainingManagePages().then((module) => ({ default: module.ManageOpenClassesPage })),
  manageCourseDiscussion: () => trainingManagePages().then((module) => ({ default: module.CourseModerationPage })),
  // The development configuration loads alone: district admins only, so teachers never download it.
  manageDevelopment: () => import('@/features/development/pages/config/DevelopmentConfigPage'),
  // Learning: the teacher's hours page in one chunk, the staff pages in another (see their index files).
  studyTime: () => import('@/features/learning/pages/teacher/learning-pages').then((module) => ({ default: module.StudyTimePage })),
  manageLearningHours: () => learningManagePages().then((module) => ({ default: module.HoursReportPage })),
  manageDeclarations: () => learningManagePages().then((module) => ({ default: module.DeclarationQueuePage })),
  manageLearningRequirement: () => learningManagePages().then((module) => ({ default: module.RequirementPage })),
  managePresenceChecks: () => learningManagePages().then((module) => ({ default: module.PresenceReportPage })),
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
  credentialVerify: () => import('@/features/certificates/pages/VerifyCredentialPage'),
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
  backboneReviews: () => import('@/features/profile/backbone/pages/BackboneQueuePage'),
  growthFileVerify: () => import('@/features/profile/growth-file/GrowthFileVerifyPage'),
  // Selection scoring: the expert's two pages share a chunk; the district's results page loads alone.
  selectionScoring: () => scoringPages().then((module) => ({ default: module.ScoringListPage })),
  selectionScoringDetail: () => scoringPages().then((module) => ({ default: module.ScoringPage })),
  manageSelectionResults: () => import('@/features/selection/pages/scoring/ResultsManagePage'),
  // The teacher and staff portraits share one chunk; Chart.js loads lazily inside it, on these pages only.
  teacherPortrait: () => portraitPages().then((module) => ({ default: module.TeacherPortraitPage })),
  managePortrait: () => portraitPages().then((module) => ({ default: module.StaffPortraitPage })),
  // The teachers' import loads alone: staff only, and it carries its own texts.
  manageAccountsImport: () => import('@/features/administration/imports/pages/ImportAccountsPage'),
  // Units and accounts load alone too: staff only, with their own texts.
  manageUnits: () => import('@/features/administration/units/pages/ManageUnitsPage'),
  manageAccounts: () => import('@/features/administration/accounts/pages/ManageAccountsPage'),
  // Tenant settings, one's own branding and the audit trail: staff only, each alone with its texts.
  manageTenants: () => import('@/features/administration/tenants/pages/ManageTenantsPage'),
  manageTenant: () => import('@/features/administration/tenants/pages/ManageBrandingPage'),
  manageAudit: () => import('@/features/administration/audit/pages/AuditTrailPage'),
  // Erasure on request and the privacy settings (issue 43): each page loads alone.
  myPrivacyErasure: () => import('@/features/privacy/pages/ErasureRequestPage'),
  managePrivacyErasure: () => import('@/features/privacy/pages/ErasureQueuePage'),
  managePrivacySettings: () => import('@/features/privacy/pages/PrivacySettingsPage'),
  // A teacher's copy of their data, and who asked for one (issue 43).
  myData: () => import('@/features/privacy/pages/MyDataPage'),
  managePrivacyExports: () => import('@/features/privacy/pages/ExportRequestsPage'),
  // The district's Learning Record Store settings (xAPI, issue 43).
  manageXapi: () => import('@/features/xapi/pages/XapiSettingsPage'),
  // Selection projects and review, staff side: one chunk (see features/selection/pages/manage/manage-pages.ts).
  manageSelection: () => selectionManagePages().then((module) => ({ default: module.ProjectsPage })),
  manageSelectionProject: () => selectionManagePages().then((module) => ({ default: module.ProjectEditPage })),
  manageSelectionReview: () => selectionManagePages().then((module) => ({ default: module.ReviewQueuePage })),
  manageSelectionReviewDetail: () => selectionManagePages().then((module) => ({ default: module.ReviewDetailPage })),
  // Selection, the teacher's side: the projects, my applications and the apply page share one chunk.
  selectionProjects: () => selectionTeacherPages().then((module) => ({ default: module.ProjectsPage })),
  mySelection: () => selectionTeacherPages().then((module) => ({ default: module.MyApplicationsPage })),
  selectionApply: () => selectionTeacherPages().then((module) => ({ default: module.ApplyPage })),
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
  // Question banks, staff side: the list and a bank's page share one chunk (see features/assessment/banks/pages/bank-pages.ts).
  manageAssessmentBanks: () => assessmentBankPages().then((module) => ({ default: module.BanksPage })),
  manageAssessmentBank: () => assessmentBankPages().then((module) => ({ default: module.BankPage })),
  // Exams, staff side: the list, the editor, attempts and grading share one chunk; the teacher's exam, attempt and
  // result another (see features/assessment/exams/pages/*/exam-*-pages.ts).
  manageAssessmentExams: () => examManagePages().then((module) => ({ default: module.ExamsPage })),
  manageAssessmentExam: () => examManagePages().then((module) => ({ default: module.ExamEditPage })),
  manageAssessmentExamAttempts: () => examManagePages().then((module) => ({ default: module.ExamAttemptsPage })),
  manageAssessmentGrading: () => examManagePages().then((module) => ({ default: module.GradingQueuePage })),
  manageAssessmentGradingItem: () => examManagePages().then((module) => ({ default: module.GradingItemPage })),
  trainingExam: () => examTeacherPages().then((module) => ({ default: module.ExamPage })),
  trainingSchoolExams: () => examTeacherPages().then((module) => ({ default: module.SchoolExamsPage })),
  trainingExamAttempt: () => examTeacherPages().then((module) => ({ default: module.AttemptPage })),
  trainingExamResult: () => examTeacherPages().then((module) => ({ default: module.ResultPage })),
  // Assignments, staff side: the editor, an assignment's submissions and a submission to decide on share one chunk; the
  // teacher's assignment page is another (see features/assessment/assignments/pages/*/assignment-*-pages.ts).
  manageAssessmentAssignment: () => assignmentManagePages().then((module) => ({ default: module.AssignmentEditPage })),
  manageAssessmentAssignmentSubmissions: () => assignmentManagePages().then((module) => ({ default: module.SubmissionsPage })),
  manageAssessmentAssignmentGrading: () => assignmentManagePages().then((module) => ({ default: module.GradingPage })),
  trainingAssignment: () => assignmentTeacherPages().then((module) => ({ default: module.AssignmentPage })),
  // Evaluations (问卷), staff side: the builder, results and the view across programmes share one chunk (see
  // features/assessment/evaluations/pages/manage/evaluation-manage-pages.ts); the teacher's questionnaire is its own.
  manageAssessmentEvaluations: () => evaluationManagePages().then((module) => ({ default: module.DistrictEvaluationsPage })),
  manageAssessmentEvaluation: () => evaluationManagePages().then((module) => ({ default: module.EvaluationEditPage })),
  manageAssessmentEvaluationResults: () => evaluationManagePages().then((module) => ({ default: module.EvaluationResultsPage })),
  trainingEvaluation: () => import('@/features/assessment/evaluations/pages/teacher/EvaluationPage'),
  // A programme's grade book (staff), a page of its own.
  manageAssessmentGradebook: () => import('@/features/assessment/gradebook/pages/GradebookPage'),
  // Site-wide search's results page loads alone (the header's box is in the layout).
  search: () => import('@/features/search/pages/SearchResultsPage'),
  unavailable: () => import('@/shared/ui/FeatureUnavailablePage'),
} satisfies Record<string, PageLoader>;
