import { prefetchHome } from '@/features/home/home-reads.public';
import { prefetchStudyTime } from '@/features/learning/hours-reads.public';
import { prefetchUnreadCount } from '@/features/notifications/notifications-reads.public';
import { prefetchCatalogue } from '@/features/training/training-reads.public';
import type { Messages } from '@/shared/i18n/zh-CN';
import type { RoutePrefetch } from '@/shared/ui/route-prefetch';
import { PAGES, type PageLoader } from './page-registry';

export type RouteKey = keyof Messages['routes'];
export type AreaKey = keyof Messages['nav'];

/**
 * One page of the app: where it is, its title, the menu area it belongs to and its page module; `serverLoader` when
 * the server loads its data and head tags (spec 7; the server declares the same pattern, see docs/architecture.md);
 * `prefetch` when opening the app at it starts its reads before its code arrives (the first pages teachers open: a
 * phone on slow 4G asked for them a round trip or two after the scripts otherwise, issue 19; app/first-reads.ts).
 */
export type PageRoute = { path: string; title: RouteKey; area?: AreaKey; page?: PageLoader; serverLoader?: true; prefetch?: RoutePrefetch };

/** The signed-in layout's own read (the bell's count), started with the page's when the app opens at one of its pages. */
export const MAIN_LAYOUT_PREFETCH: RoutePrefetch = prefetchUnreadCount;

/** Spec 2, routes under the main layout (sign-in required). Paths are relative to /pc. */
export const MAIN_ROUTES: PageRoute[] = [
  { path: '/home', title: 'home', page: PAGES.home, prefetch: prefetchHome },
  { path: '/account', title: 'account', page: PAGES.account },
  // Site-wide search's results (the header's box opens it): ?q= the keyword, &kind= one kind's tab.
  { path: '/search', title: 'search', page: PAGES.search },
  { path: '/videoPlay', title: 'videoPlay', area: 'training', page: PAGES.videoPlay },
  { path: '/quickLook', title: 'quickLook', area: 'training', page: PAGES.quickLook },
  // The guided tour for new users (one chunk).
  { path: '/demo/tabOne', title: 'demoTabOne', area: 'demo', page: PAGES.demoTabOne },
  { path: '/demo/tabOne/detail', title: 'demoTabOneDetail', area: 'demo', page: PAGES.demoTabOneDetail },
  { path: '/demo/tabTwo', title: 'demoTabTwo', area: 'demo', page: PAGES.demoTabTwo },
  { path: '/studyTime', title: 'studyTime', area: 'studyTime', page: PAGES.studyTime, prefetch: prefetchStudyTime },
  { path: '/personal/baseInfo', title: 'personalBaseInfo', area: 'personal', page: PAGES.personalProfile },
  { path: '/personal/stage', title: 'personalStage', area: 'personal', page: PAGES.personalStage },
  { path: '/personal/influence', title: 'personalInfluence', area: 'personal', page: PAGES.personalProfile },
  { path: '/personal/achievements', title: 'personalAchievements', area: 'personal', page: PAGES.personalProfile },
  { path: '/personal/radiation', title: 'personalRadiation', area: 'personal', page: PAGES.personalProfile },
  { path: '/personal/continue', title: 'personalContinue', area: 'personal', page: PAGES.personalContinue },
  { path: '/personal/evaluate', title: 'personalEvaluate', area: 'personal', page: PAGES.personalProfile },
  { path: '/personal/training', title: 'personalTraining', area: 'personal', page: PAGES.myTraining },
  { path: '/training', title: 'trainingHome', area: 'training', page: PAGES.trainingHub },
  { path: '/training/common', title: 'trainingCommon', area: 'training', page: PAGES.trainingCatalogue, prefetch: prefetchCatalogue },
  {
    path: '/training/supermarket',
    title: 'trainingSupermarket',
    area: 'training',
    page: PAGES.trainingCatalogue,
    prefetch: prefetchCatalogue,
  },
  { path: '/training/supermarket/:id', title: 'trainingSupermarketDetail', area: 'training', page: PAGES.trainingProgramme },
  // A programme's one address is under its kind's catalogue (the spec's /my/training/<kind>/:id send the browser on).
  { path: '/training/common/:id', title: 'trainingCommonDetail', area: 'training', page: PAGES.trainingProgramme },
  { path: '/training/fusion/:id', title: 'trainingFusionDetail', area: 'training', page: PAGES.trainingProgramme },
  { path: '/training/special/:id', title: 'trainingSpecialDetail', area: 'training', page: PAGES.trainingProgramme },
  { path: '/training/studio/:studioId/:id', title: 'trainingStudioProgramme', area: 'training', page: PAGES.trainingProgramme },
  { path: '/training/fusion', title: 'trainingFusion', area: 'training', page: PAGES.trainingCatalogue, prefetch: prefetchCatalogue },
  { path: '/training/special', title: 'trainingSpecial', area: 'training', page: PAGES.trainingCatalogue, prefetch: prefetchCatalogue },
  { path: '/training/studio', title: 'trainingStudio', area: 'training', page: PAGES.trainingStudios },
  { path: '/training/studio/:id', title: 'trainingStudioDetail', area: 'training', page: PAGES.trainingStudio },
  // Evaluations (问卷), the teacher's side: a questionnaire, or a programme's evaluation unit.
  { path: '/training/evaluation/:evaluationId', title: 'trainingEvaluation', area: 'training', page: PAGES.trainingEvaluation },
  { path: '/training/evaluation/unit/:unitId', title: 'trainingEvaluation', area: 'training', page: PAGES.trainingEvaluation },
  // Exams, the teacher's side: an exam (or a programme's exam unit), the attempt being sat, a result (one chunk).
  { path: '/training/exams', title: 'trainingSchoolExams', area: 'training', page: PAGES.trainingSchoolExams },
  { path: '/training/exam/:examId', title: 'trainingExam', area: 'training', page: PAGES.trainingExam },
  { path: '/training/exam/unit/:unitId', title: 'trainingExam', area: 'training', page: PAGES.trainingExam },
  { path: '/training/exam/attempt/:attemptId', title: 'trainingExamAttempt', area: 'training', page: PAGES.trainingExamAttempt },
  { path: '/training/exam/result/:attemptId', title: 'trainingExamResult', area: 'training', page: PAGES.trainingExamResult },
  // Assignments, the teacher's side: an assignment (or a programme's assignment unit) with its peer review and showcase tabs.
  { path: '/training/assignment/:assignmentId', title: 'trainingAssignment', area: 'training', page: PAGES.trainingAssignment },
  { path: '/training/assignment/unit/:unitId', title: 'trainingAssignment', area: 'training', page: PAGES.trainingAssignment },
  // Teaching research: the activity square, an activity's page, mine, create/edit, groups (one chunk).
  { path: '/research/Activity', title: 'researchActivity', area: 'research', page: PAGES.researchSquare },
  { path: '/research/ActivityCover/:id', title: 'researchActivityCover', area: 'research', page: PAGES.researchActivity },
  { path: '/research/myResearch', title: 'researchMine', area: 'research', page: PAGES.researchMine },
  { path: '/research/createActivity', title: 'researchCreate', area: 'research', page: PAGES.researchCreate },
  { path: '/research/myActivityGroup', title: 'researchGroups', area: 'research', page: PAGES.researchGroups },
  { path: '/research/myActivityGroup/:id', title: 'researchGroupDetail', area: 'research', page: PAGES.researchGroup },
  // Where the organiser's rotating QR code leads a phone: posts the code for the signed-in teacher.
  { path: '/research/checkIn/:id', title: 'researchCheckIn', area: 'research', page: PAGES.researchCheckIn },
  // Research topics, the teacher's side: calls, the application form, my topics and a topic's workspace, my
  // applications with their review history, process records (one chunk; page state per spec 2 in the query).
  { path: '/scientific/topic', title: 'scientificTopic', area: 'scientific', page: PAGES.topicCalls },
  { path: '/scientific/topicApplyForm', title: 'scientificApplyForm', area: 'scientific', page: PAGES.topicApplyForm },
  { path: '/scientific/myTopic', title: 'scientificMine', area: 'scientific', page: PAGES.topicMine },
  { path: '/scientific/myTopic/hostPage/:applyId', title: 'scientificHostPage', area: 'scientific', page: PAGES.topicHostPage },
  { path: '/scientific/applyRecord', title: 'scientificApplyRecord', area: 'scientific', page: PAGES.topicApplyRecord },
  { path: '/scientific/applyTopicRecord', title: 'scientificTopicRecord', area: 'scientific', page: PAGES.topicRecords },
  // Topic scoring: the expert's list and scoring page (experts; the pages refuse anyone else).
  { path: '/scientific/topicScoring', title: 'topicScoring', area: 'scientific', page: PAGES.topicScoring },
  { path: '/scientific/topicScoring/:reviewId', title: 'topicScoringDetail', area: 'scientific', page: PAGES.topicScoringDetail },
  // Selection, the teacher's side: the projects open to me and my applications (one chunk with the apply page).
  { path: '/selection', title: 'selection', area: 'selection', page: PAGES.selectionProjects },
  // Selection scoring: the expert's list and scoring page (experts; the pages refuse anyone else).
  { path: '/selection/scoring', title: 'selectionScoring', area: 'selection', page: PAGES.selectionScoring },
  { path: '/selection/scoring/:applyId', title: 'selectionScoringDetail', area: 'selection', page: PAGES.selectionScoringDetail },
  { path: '/noticeList', title: 'noticeList', area: 'notices', page: PAGES.noticeList },
  { path: '/noticeDetail', title: 'noticeDetail', area: 'notices', page: PAGES.noticeDetail },
  { path: '/helpList', title: 'helpList', area: 'notices', page: PAGES.helpList },
  { path: '/my/training/common/:id', title: 'myTrainingCommon', area: 'mine', page: PAGES.trainingProgramme },
  { path: '/my/training/special/:id', title: 'myTrainingSpecial', area: 'mine', page: PAGES.trainingProgramme },
  { path: '/my/training/fusion/:id', title: 'myTrainingFusion', area: 'mine', page: PAGES.trainingProgramme },
  { path: '/my/training/studio/:id', title: 'myTrainingStudio', area: 'mine', page: PAGES.trainingProgramme },
  { path: '/my/schoolTraining', title: 'schoolTraining', area: 'mine', page: PAGES.schoolTraining },
  { path: '/my/schoolTraining/:id', title: 'schoolTrainingDetail', area: 'mine', page: PAGES.trainingProgramme },
  { path: '/my/todoList', title: 'todoList', area: 'mine', page: PAGES.todoList },
  { path: '/my/todoList/reviews', title: 'reviewLists', area: 'mine', page: PAGES.reviewLists },
  { path: '/my/todoList/development/:applyId', title: 'developmentReview', area: 'mine', page: PAGES.developmentReview },
  { path: '/my/todoList/backbone', title: 'backboneReviews', area: 'mine', page: PAGES.backboneReviews },
  { path: '/my/todoList/backbone/:applyId', title: 'backboneReview', area: 'mine', page: PAGES.backboneReview },
  { path: '/my/notification', title: 'notification', area: 'mine', page: PAGES.notifications },
  { path: '/my/selection', title: 'mySelection', area: 'mine', page: PAGES.mySelection },
  { path: '/my/orders', title: 'orders', area: 'mine', page: PAGES.orders },
  { path: '/my/certificate', title: 'certificate', area: 'mine', page: PAGES.myCertificates },
  { path: '/my/privacy/erasure', title: 'myPrivacyErasure', area: 'mine', page: PAGES.myPrivacyErasure },
  // 我的数据: a teacher's copy of everything held about them (issue 43).
  { path: '/my/data', title: 'myData', area: 'mine', page: PAGES.myData },
  { path: '/publicClassList', title: 'publicClassList', area: 'publicClass', page: PAGES.openClasses },
  { path: '/teacherPortrait', title: 'teacherPortrait', area: 'portrait', page: PAGES.teacherPortrait },
  // The resource disk: my resources and uploads, a resource's preview and fields, what I issued (staff; the page
  // refuses anyone else), what was issued to me, and the tenant's quota settings (district staff).
  { path: '/disk/index', title: 'diskIndex', area: 'disk', page: PAGES.diskIndex },
  { path: '/disk/upload', title: 'diskUpload', area: 'disk', page: PAGES.diskUpload },
  { path: '/disk/detail/:id', title: 'diskDetail', area: 'disk', page: PAGES.diskDetail },
  { path: '/disk/edit/:id', title: 'diskEdit', area: 'disk', page: PAGES.diskEdit },
  { path: '/disk/distributed', title: 'diskDistributed', area: 'disk', page: PAGES.diskDistributed },
  { path: '/disk/received', title: 'diskReceived', area: 'disk', page: PAGES.diskReceived },
  { path: '/disk/quota', title: 'diskQuotaSettings', area: 'disk', page: PAGES.diskQuotaSettings },
  // Training, staff side: the pages refuse non-staff themselves (the menu only hides them).
  { path: '/manage/training', title: 'manageTraining', area: 'manage', page: PAGES.manageTraining },
  { path: '/manage/training/new', title: 'manageTrainingNew', area: 'manage', page: PAGES.manageProgramme },
  { path: '/manage/training/:id', title: 'manageTrainingEdit', area: 'manage', page: PAGES.manageProgramme },
  { path: '/manage/enrolments', title: 'manageEnrolments', area: 'manage', page: PAGES.manageEnrolments },
  { path: '/manage/orders', title: 'manageOrders', area: 'manage', page: PAGES.manageOrders },
  { path: '/manage/studios', title: 'manageStudios', area: 'manage', page: PAGES.manageStudios },
  { path: '/manage/openClasses', title: 'manageOpenClasses', area: 'manage', page: PAGES.manageOpenClasses },
  { path: '/manage/courseDiscussion', title: 'manageCourseDiscussion', area: 'manage', page: PAGES.manageCourseDiscussion },
  // The development model and its review steps (district admins; the page refuses anyone else).
  { path: '/manage/development', title: 'manageDevelopment', area: 'manage', page: PAGES.manageDevelopment },
  // Learning hours, staff side: the report, declared hours to review, the yearly requirement (district admins).
  { path: '/manage/learningHours', title: 'manageLearningHours', area: 'manage', page: PAGES.manageLearningHours },
  { path: '/manage/declarations', title: 'manageDeclarations', area: 'manage', page: PAGES.manageDeclarations },
  { path: '/manage/learningRequirement', title: 'manageLearningRequirement', area: 'manage', page: PAGES.manageLearningRequirement },
  // Presence checks issued, passed and missed per lesson and teacher (school and district staff).
  { path: '/manage/presenceChecks', title: 'managePresenceChecks', area: 'manage', page: PAGES.managePresenceChecks },
  // Certificates, staff side (school and district admins; the page refuses anyone else).
  { path: '/manage/certificates', title: 'manageCertificates', area: 'manage', page: PAGES.manageCertificates },
  // Notices, staff side (school admins for their school, district staff for the district; the page refuses others).
  { path: '/manage/notices', title: 'manageNotices', area: 'manage', page: PAGES.manageNotices },
  { path: '/manage/jobs', title: 'manageJobs', area: 'manage', page: PAGES.manageJobs },
  // Growth-file records to verify (school and district admins; the page refuses anyone else).
  { path: '/manage/profileRecords', title: 'manageProfileRecords', area: 'manage', page: PAGES.manageProfileRecords },
  // Selection projects and their review, staff side (school and district staff; the pages refuse anyone else).
  { path: '/manage/selection', title: 'manageSelection', area: 'manage', page: PAGES.manageSelection },
  { path: '/manage/selection/new', title: 'manageSelectionNew', area: 'manage', page: PAGES.manageSelectionProject },
  { path: '/manage/selection/:prjId', title: 'manageSelectionEdit', area: 'manage', page: PAGES.manageSelectionProject },
  { path: '/manage/developmentReview', title: 'manageDevelopmentReview', area: 'manage', page: PAGES.manageDevelopmentReview },
  { path: '/manage/selectionReview', title: 'manageSelectionReview', area: 'manage', page: PAGES.manageSelectionReview },
  {
    path: '/manage/selectionReview/:applyId',
    title: 'manageSelectionReviewDetail',
    area: 'manage',
    page: PAGES.manageSelectionReviewDetail,
  },
  // Selection experts, ranking, public notice, results and exports (district staff; the page refuses anyone else).
  { path: '/manage/selectionResults', title: 'manageSelectionResults', area: 'manage', page: PAGES.manageSelectionResults },
  // The distribution of a school's or the district's teachers (school and district staff; the page refuses anyone else).
  { path: '/manage/portrait', title: 'managePortrait', area: 'manage', page: PAGES.managePortrait },
  // Teachers imported from Excel and the accounts' export (school and district staff; the page refuses anyone else).
  { path: '/manage/accounts/import', title: 'manageAccountsImport', area: 'manage', page: PAGES.manageAccountsImport },
  // The org-unit tree and the accounts of one's units (school and district staff; the pages refuse anyone else).
  { path: '/manage/units', title: 'manageUnits', area: 'manage', page: PAGES.manageUnits },
  { path: '/manage/accounts', title: 'manageAccounts', area: 'manage', page: PAGES.manageAccounts },
  // Every district's settings (platform staff), one's own district's branding (district staff) and the audit trail.
  { path: '/manage/tenants', title: 'manageTenants', area: 'manage', page: PAGES.manageTenants },
  { path: '/manage/tenant', title: 'manageTenant', area: 'manage', page: PAGES.manageTenant },
  { path: '/manage/audit', title: 'manageAudit', area: 'manage', page: PAGES.manageAudit },
  { path: '/manage/privacy/erasure', title: 'managePrivacyErasure', area: 'manage', page: PAGES.managePrivacyErasure },
  { path: '/manage/privacy/settings', title: 'managePrivacySettings', area: 'manage', page: PAGES.managePrivacySettings },
  { path: '/manage/privacy/exports', title: 'managePrivacyExports', area: 'manage', page: PAGES.managePrivacyExports },
  // The district's Learning Record Store settings (xAPI; district admins, the page refuses anyone else).
  { path: '/manage/xapi', title: 'manageXapi', area: 'manage', page: PAGES.manageXapi },
  // The district's library of lesson-observation forms for research activities (district staff; the page refuses others).
  { path: '/manage/researchForms', title: 'manageResearchForms', area: 'manage', page: PAGES.manageResearchForms },
  // Research topics, staff side: calls (district staff), the review of applications and stages and the overview
  // (school and district staff; the pages refuse anyone else).
  { path: '/manage/topicCalls', title: 'manageTopicCalls', area: 'manage', page: PAGES.manageTopicCalls },
  { path: '/manage/topicCalls/new', title: 'manageTopicCallNew', area: 'manage', page: PAGES.manageTopicCall },
  { path: '/manage/topicCalls/:callId', title: 'manageTopicCallEdit', area: 'manage', page: PAGES.manageTopicCall },
  { path: '/manage/topicReview', title: 'manageTopicReview', area: 'manage', page: PAGES.manageTopicReview },
  { path: '/manage/topicReview/:reviewId', title: 'manageTopicReviewDetail', area: 'manage', page: PAGES.manageTopicReviewDetail },
  { path: '/manage/topics', title: 'manageTopics', area: 'manage', page: PAGES.manageTopics },
  // Evaluations (问卷), staff side: the view across programmes, the builder (new from a programme's evaluation unit), results.
  { path: '/manage/assessment/evaluations', title: 'manageAssessmentEvaluations', area: 'manage', page: PAGES.manageAssessmentEvaluations },
  {
    path: '/manage/assessment/evaluations/new',
    title: 'manageAssessmentEvaluation',
    area: 'manage',
    page: PAGES.manageAssessmentEvaluation,
  },
  {
    path: '/manage/assessment/evaluations/:evaluationId',
    title: 'manageAssessmentEvaluation',
    area: 'manage',
    page: PAGES.manageAssessmentEvaluation,
  },
  {
    path: '/manage/assessment/evaluations/:evaluationId/results',
    title: 'manageAssessmentEvaluationResults',
    area: 'manage',
    page: PAGES.manageAssessmentEvaluationResults,
  },
  // Assessment, staff side: question banks (school and district staff; the pages refuse anyone else).
  { path: '/manage/assessment/banks', title: 'manageAssessmentBanks', area: 'manage', page: PAGES.manageAssessmentBanks },
  { path: '/manage/assessment/banks/:bankId', title: 'manageAssessmentBank', area: 'manage', page: PAGES.manageAssessmentBank },
  // Exams, staff side: the list, the editor (new from a programme's exam unit), an exam's attempts, the grading queue.
  { path: '/manage/assessment/exams', title: 'manageAssessmentExams', area: 'manage', page: PAGES.manageAssessmentExams },
  { path: '/manage/assessment/exams/new', title: 'manageAssessmentExam', area: 'manage', page: PAGES.manageAssessmentExam },
  { path: '/manage/assessment/exams/:examId', title: 'manageAssessmentExam', area: 'manage', page: PAGES.manageAssessmentExam },
  {
    path: '/manage/assessment/exams/:examId/attempts',
    title: 'manageAssessmentExamAttempts',
    area: 'manage',
    page: PAGES.manageAssessmentExamAttempts,
  },
  // A programme's grade book, from its manage page.
  {
    path: '/manage/assessment/gradebook/:programmeId',
    title: 'manageAssessmentGradebook',
    area: 'manage',
    page: PAGES.manageAssessmentGradebook,
  },
  { path: '/manage/assessment/grading', title: 'manageAssessmentGrading', area: 'manage', page: PAGES.manageAssessmentGrading },
  {
    path: '/manage/assessment/grading/:attemptId/:position',
    title: 'manageAssessmentGradingItem',
    area: 'manage',
    page: PAGES.manageAssessmentGradingItem,
  },
  // Assignments, staff side: the editor (new from a programme's assignment unit), submissions, one submission to decide on.
  {
    path: '/manage/assessment/assignments/new',
    title: 'manageAssessmentAssignment',
    area: 'manage',
    page: PAGES.manageAssessmentAssignment,
  },
  {
    path: '/manage/assessment/assignments/:assignmentId',
    title: 'manageAssessmentAssignment',
    area: 'manage',
    page: PAGES.manageAssessmentAssignment,
  },
  {
    path: '/manage/assessment/assignments/:assignmentId/submissions',
    title: 'manageAssessmentAssignmentSubmissions',
    area: 'manage',
    page: PAGES.manageAssessmentAssignmentSubmissions,
  },
  {
    path: '/manage/assessment/assignments/submission/:submissionId',
    title: 'manageAssessmentAssignmentGrading',
    area: 'manage',
    page: PAGES.manageAssessmentAssignmentGrading,
  },
];

/** Spec 2 redirects: a path and where it goes. */
export const REDIRECTS: Array<{ from: string; to: string }> = [
  { from: '/', to: '/home' },
  { from: '/demo', to: '/demo/tabOne' },
  { from: '/personal', to: '/personal/baseInfo' },
  { from: '/lwpersonal', to: '/lwpersonal/baseInfo' },
  { from: '/viewlwpersonal', to: '/viewlwpersonal/baseInfo' },
  { from: '/backbone', to: '/backbone/baseInfo' },
  { from: '/viewbackbone', to: '/viewbackbone/baseInfo' },
];

const LW_PAGES: Array<[string, RouteKey]> = [
  ['baseInfo', 'lwBaseInfo'],
  ['model', 'lwModel'],
  ['award', 'lwAward'],
  ['achievement', 'lwAchievement'],
  ['works', 'lwWorks'],
  ['honor', 'lwHonor'],
  ['campaigns', 'lwCampaigns'],
];
const BACKBONE_PAGES: Array<[string, RouteKey]> = [
  ['baseInfo', 'backboneBaseInfo'],
  ['education', 'backboneEducation'],
  ['educationAward', 'backboneEducationAward'],
  ['award', 'backboneAward'],
  ['paper', 'backbonePaper'],
  ['achievement', 'backboneAchievement'],
  ['honor', 'backboneHonor'],
  ['academic', 'backboneAcademic'],
  ['guidance', 'backboneGuidance'],
  ['campaigns', 'backboneCampaigns'],
];

/** A profile area outside the main layout: its base path, title, sub-pages and whether it is a read-only mirror. */
export type ProfileArea = { base: string; title: RouteKey; pages: PageRoute[]; readOnly: boolean };

/** An area whose sub-pages are all `page` (the "not available yet" page without one), plus `own` sub-pages with a page of their own. */
function profileArea(
  base: string,
  title: RouteKey,
  pages: Array<[string, RouteKey]>,
  readOnly: boolean,
  page?: PageLoader,
  own: Array<[string, RouteKey, PageLoader]> = [],
): ProfileArea {
  const route = ([segment, key]: [string, RouteKey], loader?: PageLoader): PageRoute => ({
    path: `${base}/${segment}`,
    title: key,
    area: 'profiles',
    ...(loader ? { page: loader } : {}),
  });
  return {
    base,
    title,
    readOnly,
    pages: [...pages.map((entry) => route(entry, page)), ...own.map(([segment, key, loader]) => route([segment, key], loader))],
  };
}

/** Spec 2: /lwpersonal and /backbone, and their read-only mirrors (/viewbackbone adds an apply page). */
export const PROFILE_AREAS: ProfileArea[] = [
  profileArea('/lwpersonal', 'lwPersonal', LW_PAGES, false, PAGES.lightweightProfile),
  profileArea('/viewlwpersonal', 'lwPersonal', LW_PAGES, true, PAGES.lightweightProfileView),
  profileArea('/backbone', 'backboneProfile', BACKBONE_PAGES, false, PAGES.backboneProfile),
  profileArea('/viewbackbone', 'backboneProfile', BACKBONE_PAGES, true, PAGES.backboneProfileView, [
    ['apply', 'backboneApply', PAGES.backboneApply],
  ]),
];

/** Top-level pages that need sign-in but not the main layout. */
export const STANDALONE_ROUTES: PageRoute[] = [
  { path: '/mySelection/apply/:projectId', title: 'selectionApply', area: 'selection', page: PAGES.selectionApply },
];

/** Pages open without sign-in (spec 2 outer routes). */
export const OUTER_ROUTES: PageRoute[] = [
  { path: '/login/portal', title: 'portalLogin', page: PAGES.portalLogin },
  { path: '/login', title: 'login', page: PAGES.login },
  // Anyone holding a certificate's paper checks it here: no sign-in, never redirected to it.
  { path: '/verify/:code', title: 'certificateVerify', page: PAGES.certificateVerify },
  // A code typed in, or a certificate's Open Badges credential file (issue 43): no sign-in either.
  { path: '/verify', title: 'credentialVerify', page: PAGES.credentialVerify },
  // The growth file's QR code leads here: no sign-in either.
  { path: '/verify/growthFile/:code', title: 'growthFileVerify', page: PAGES.growthFileVerify },
  // A topic's shared content for anyone (no sign-in); the server loads its data and preview tags (spec 7).
  { path: '/topicContentDetail/sharePage/:applyId', title: 'topicShare', page: PAGES.topicShare, serverLoader: true },
];

/** The teacher-confirmation page: needs sign-in, comes before the main layout. */
export const CONFIRM_ROUTE: PageRoute = { path: '/teacherConfirm', title: 'teacherConfirm', page: PAGES.teacherConfirm };

/** Where someone whose password staff set (a new account, a reset) chooses their own, before anything else. */
export const CHANGE_PASSWORD_ROUTE: PageRoute = { path: '/changePassword', title: 'changePassword', page: PAGES.changePassword };

/** Where a menu entry points: the first path with that title. */
export function pathOf(key: RouteKey): string {
  const profile = PROFILE_AREAS.find((area) => area.title === key && !area.readOnly);
  if (profile) return profile.base;
  const route = [...MAIN_ROUTES, ...STANDALONE_ROUTES].find((entry) => entry.title === key);
  if (!route) throw new Error(`no route titled ${key}`);
  return route.path;
}
