import { STAFF_ROLES } from '@yanxiu/contract/roles';
import { assessmentAccess } from '@/features/assessment/assessment.public';
import { developmentAccess } from '@/features/development/development.access';
import { diskAccess } from '@/features/disk/disk.access';
import { jobsAccess } from '@/features/jobs/jobs.access';
import { learningAccess } from '@/features/learning/learning.access';
import { privacyAccess } from '@/features/privacy/privacy.access';
import { xapiAccess } from '@/features/xapi/xapi.access';
import { researchAccess } from '@/features/research/research.access';
import { selectionAccess } from '@/features/selection/selection.access';
import { topicAccess } from '@/features/topic/topic.access';
import { trainingAccess } from '@/features/training/training.access';
import { holdsAny } from '@/shared/session/access';
import { pathOf, type AreaKey, type RouteKey } from '../route-table';

// The main menu loads with the layout, not with the route table: its role rules are the features' access files,
// which the sign-in page has no use for.

/** Who may see a menu area or entry, by the roles they hold: a rule of the feature's access file. */
export type MenuAccess = (roles: readonly string[]) => boolean;

/** The main menu: areas in order, each with the pages it links to; `roles` limits an area to the users it allows. */
export const MENU: Array<{ area: AreaKey; items: RouteKey[]; roles?: MenuAccess }> = [
  { area: 'home', items: ['home'] },
  {
    area: 'training',
    items: [
      'trainingCommon',
      'trainingSupermarket',
      'trainingFusion',
      'trainingSpecial',
      'trainingStudio',
      'publicClassList',
      'schoolTraining',
      'trainingSchoolExams',
    ],
  },
  { area: 'research', items: ['researchActivity', 'researchMine', 'researchCreate', 'researchGroups'] },
  {
    area: 'scientific',
    items: ['scientificTopic', 'scientificApplyForm', 'scientificMine', 'scientificApplyRecord', 'scientificTopicRecord', 'topicScoring'],
  },
  { area: 'selection', items: ['selection', 'mySelection', 'selectionScoring'] },
  { area: 'studyTime', items: ['studyTime', 'certificate'] },
  { area: 'disk', items: ['diskIndex', 'diskUpload', 'diskDistributed', 'diskReceived', 'diskQuotaSettings'] },
  {
    area: 'personal',
    items: [
      'personalBaseInfo',
      'personalInfluence',
      'personalAchievements',
      'personalRadiation',
      'personalContinue',
      'personalEvaluate',
      'personalStage',
      'personalTraining',
      'teacherPortrait',
      'lwPersonal',
      'backboneProfile',
    ],
  },
  { area: 'mine', items: ['todoList', 'notification', 'orders', 'account', 'myData', 'myPrivacyErasure'] },
  { area: 'notices', items: ['noticeList', 'helpList'] },
  {
    area: 'manage',
    items: [
      'manageTraining',
      'manageEnrolments',
      'manageOrders',
      'manageStudios',
      'manageOpenClasses',
      'manageCourseDiscussion',
      'manageDevelopment',
      'manageDevelopmentReview',
      'manageLearningHours',
      'manageDeclarations',
      'manageLearningRequirement',
      'managePresenceChecks',
      'manageCertificates',
      'manageNotices',
      'manageProfileRecords',
      'manageSelection',
      'manageSelectionReview',
      'manageSelectionResults',
      'managePortrait',
      'manageJobs',
      'manageUnits',
      'manageAccounts',
      'manageTenant',
      'manageAudit',
      'managePrivacyErasure',
      'managePrivacySettings',
      'managePrivacyExports',
      'manageXapi',
      'manageResearchForms',
      'manageTopicCalls',
      'manageTopicReview',
      'manageTopics',
      'manageAssessmentBanks',
      'manageAssessmentExams',
      'manageAssessmentGrading',
      'manageAssessmentEvaluations',
      'manageTenants',
    ],
    roles: (roles) => holdsAny(roles, STAFF_ROLES),
  },
];

/** Menu entries only some of an area's users get (school admins manage neither orders, studios nor open classes). */
export const MENU_ITEM_ROLES: Partial<Record<RouteKey, MenuAccess>> = {
  manageOrders: (roles) => trainingAccess(roles).canManageTenantTraining,
  manageStudios: (roles) => trainingAccess(roles).canManageTenantTraining,
  manageOpenClasses: (roles) => trainingAccess(roles).canManageTenantTraining,
  manageDevelopment: (roles) => developmentAccess(roles).canConfigureModel,
  manageDevelopmentReview: (roles) => developmentAccess(roles).canReview,
  manageLearningRequirement: (roles) => learningAccess(roles).canSetRequirement,
  selectionScoring: (roles) => selectionAccess(roles).canScore,
  manageSelectionResults: (roles) => selectionAccess(roles).canManageScoring,
  manageJobs: (roles) => jobsAccess(roles).canManageJobs,
  myPrivacyErasure: (roles) => privacyAccess(roles).canAskErasure,
  managePrivacyErasure: (roles) => privacyAccess(roles).canDecideErasure,
  managePrivacySettings: (roles) => privacyAccess(roles).canDecideErasure,
  myData: (roles) => privacyAccess(roles).canAskExport,
  managePrivacyExports: (roles) => privacyAccess(roles).canSeeExports,
  manageXapi: (roles) => xapiAccess(roles).canManage,
  diskDistributed: (roles) => diskAccess(roles).canIssue,
  diskQuotaSettings: (roles) => diskAccess(roles).canSetQuota,
  manageResearchForms: (roles) => researchAccess(roles).canMaintainFormTemplates,
  manageTopicCalls: (roles) => topicAccess(roles).canManageCalls,
  manageTopicReview: (roles) => topicAccess(roles).canReview,
  manageTopics: (roles) => topicAccess(roles).canReview,
  topicScoring: (roles) => topicAccess(roles).canScore,
  scientificApplyForm: (roles) => topicAccess(roles).canApply,
  manageAssessmentBanks: (roles) => assessmentAccess(roles).canManageBanks,
  manageAssessmentExams: (roles) => assessmentAccess(roles).canManageExams,
  manageAssessmentGrading: (roles) => assessmentAccess(roles).canManageExams,
  manageAssessmentEvaluations: (roles) => assessmentAccess(roles).canReadDistrictEvaluations,
  trainingSchoolExams: (roles) => assessmentAccess(roles).canSitExams,
};

/** Whether a user holding `roles` sees a menu area or entry that `allowed` limits (open to all when absent). */
export function menuVisible(allowed: MenuAccess | undefined, roles: readonly string[]): boolean {
  return !allowed || allowed(roles);
}

/** Where a path sits in the menu: the area and the entry that highlight for it, and the entry's path. */
export type MenuPlace = { area: AreaKey; entry: RouteKey; path: string };

/**
 * The menu entry that covers `pathname`: the entry whose path it is or lies under (segment by segment; the longest
 * wins), so a programme under /training/common highlights 通识培训 and its breadcrumb reads 培训 / 通识培训. Null for
 * a path no entry covers (the player, say).
 */
export function menuPlace(pathname: string): MenuPlace | null {
  let found: MenuPlace | null = null;
  for (const { area, items } of MENU) {
    for (const entry of items) {
      const path = pathOf(entry);
      const covers = pathname === path || pathname.startsWith(`${path}/`);
      if (covers && (!found || path.length > found.path.length)) found = { area, entry, path };
    }
  }
  return found;
}
