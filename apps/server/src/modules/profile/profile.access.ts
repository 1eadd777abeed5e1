import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';

// Whose profile records a caller may see and change: a teacher writes their own; staff read and verify those of the
// teachers under their org unit (a school admin their school, a district admin the district's schools).

const union = (...lists: ReadonlyArray<readonly RoleCode[]>): readonly RoleCode[] => [...new Set(lists.flat())];

/** Who decides each step of the backbone recognition's review (backbone-workflow.ts orders them and gives their scope). */
const backboneSteps = { school: 'school_admin', district: 'district_admin', expert: 'expert' } as const satisfies Record<string, RoleCode>;

/** Who may call each group of profile routes (route config.roles; the session hook checks them). */
export const profileRoles = {
  /** Writing records: teachers, of their own. */
  teacher: TEACHER_ROLES,
  /** Reading a teacher's records: the teacher, and staff over them (read-only, `userId`). */
  reader: union(TEACHER_ROLES, STAFF_ROLES),
  /** The verification queue, its export and the decisions. */
  staff: STAFF_ROLES,
  /** The backbone recognition's review steps. */
  backboneStep: backboneSteps,
  /** The backbone review lists and decisions: the role of some step. */
  backboneReviewer: Object.values(backboneSteps) as readonly RoleCode[],
  /** A backbone application's detail: its applicant, staff over them, and reviewers (experts read those with an expert step). */
  backboneReader: union(TEACHER_ROLES, STAFF_ROLES, Object.values(backboneSteps)),
  /** Switching the backbone review's optional steps: the district step's role, as for the development review. */
  backboneSettings: [backboneSteps.district] as readonly RoleCode[],
} as const;

/** A teacher as the access rules need them. */
type TeacherRef = { userId: number; orgPath: string };
/** A backbone application's review as the read rule needs it. */
type ReviewRef = { applicantUserId: number; applicantOrgPath: string; steps: ReadonlyArray<{ role: string; scope: 'org' | 'tenant' }> };

/** Finer permissions about one teacher or record; services check them with requireAccess. */
export const profileAccess = {
  /** A teacher's records, read-only for staff: the teacher themselves or staff over the teacher's unit. */
  readRecordsOf: (actor: Actor, teacher: TeacherRef) => actor.userId === teacher.userId || isStaffOver(actor, teacher.orgPath),
  /** Verifying, rejecting or reopening: staff over the teacher, never of their own records (staff who teach). */
  decideRecordOf: (actor: Actor, teacher: TeacherRef) => actor.userId !== teacher.userId && isStaffOver(actor, teacher.orgPath),
  /** Narrowing the queue to any school of the district (a school admin's queue is always their own school). */
  filterBySchool: (actor: Actor) => hasRole(actor, ...DISTRICT_STAFF_ROLES),
  /** A backbone application: its applicant, staff over them, and reviewers of one of its steps within the step's scope. */
  readBackboneApplication: (actor: Actor, review: ReviewRef) =>
    actor.userId === review.applicantUserId ||
    isStaffOver(actor, review.applicantOrgPath) ||
    review.steps.some(
      (step) =>
        actor.roles.includes(step.role as RoleCode) && (step.scope === 'tenant' || review.applicantOrgPath.startsWith(actor.orgPath)),
    ),
  /** Resubmitting or withdrawing a backbone application: its applicant only. */
  changeBackboneApplication: (actor: Actor, application: { userId: number }) => actor.userId === application.userId,
} satisfies Record<string, Permission<never>>;

/** Where the caller's reach starts in the org tree, for SQL prefix filters: undefined is the whole tenant. */
export function profileReachOf(actor: Actor): string | undefined {
  return hasRole(actor, 'platform_admin') ? undefined : actor.orgPath;
}
