import { STAFF_ROLES, TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { isStaffOver } from '@server/platform/auth/actor';
import type { InstanceStep } from '@server/platform/review/review-definition';

const union = (...lists: ReadonlyArray<readonly RoleCode[]>): readonly RoleCode[] => [...new Set(lists.flat())];

/** Who decides each step of the review (development-workflow.ts orders the steps and gives their scope). */
const stepRoles = { school: 'school_admin', district: 'district_admin', expert: 'expert' } as const satisfies Record<string, RoleCode>;

/** Who may call each group of development routes (route config.roles; the session hook checks them). */
export const developmentRoles = {
  teacher: TEACHER_ROLES,
  /** A teacher's own choices and history, which staff over them read too. */
  teacherOrStaff: union(TEACHER_ROLES, STAFF_ROLES),
  step: stepRoles,
  /** The review queue and decisions: the role of some step. */
  reviewer: Object.values(stepRoles) as readonly RoleCode[],
  /** An application's detail: its applicant, staff, and reviewers (experts read those with an expert step). */
  reader: union(TEACHER_ROLES, STAFF_ROLES, Object.values(stepRoles)),
  /**
   * The district step's role: district admins configure the tenant's model and finish approved applications. Not
   * DISTRICT_STAFF_ROLES: a platform admin decides no step of this review, and these calls never admitted one.
   */
  district: [stepRoles.district] as readonly RoleCode[],
  /** The role of a teacher on the backbone rung of the ladder or above (backbone-rung.ts). */
  recognised: 'backbone' as RoleCode,
} as const;

/** A teacher as the development calls see them. */
type TeacherRef = { userId: number; orgPath: string };
/** An application's review as the read rule needs it. */
type ReviewRef = { applicantUserId: number; applicantOrgPath: string; steps: readonly InstanceStep[] };

/** Finer permissions about one resource; services check them with requireAccess (or NOT_FOUND where today's code hides). */
export const developmentAccess = {
  /** Whether an unknown teacher id is NOT_FOUND for the caller: only staff learn whether an id exists. */
  lookUpTeachers: (actor) => isStaffOver(actor, actor.orgPath),
  /** A teacher's choices, conditions and history: the teacher themselves or staff over them. */
  readTeacher: (actor, teacher: TeacherRef) => actor.userId === teacher.userId || isStaffOver(actor, teacher.orgPath),
  /** The applicant, staff over them, and reviewers of a step of its review within that step's scope. */
  readApplication: (actor, review: ReviewRef) =>
    actor.userId === review.applicantUserId ||
    isStaffOver(actor, review.applicantOrgPath) ||
    review.steps.some(
      (step) => actor.roles.includes(step.role) && (step.scope === 'tenant' || review.applicantOrgPath.startsWith(actor.orgPath)),
    ),
  /** Changing, resubmitting or withdrawing an application: its applicant only. */
  changeApplication: (actor, application: { userId: number }) => actor.userId === application.userId,
  /** Finishing an approved application: staff over the applicant (the route admits district admins only). */
  finishApplication: (actor, review: { applicantOrgPath: string }) => isStaffOver(actor, review.applicantOrgPath),
} satisfies Record<string, Permission<never>>;
