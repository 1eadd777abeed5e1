import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES } from '@yanxiu/contract/roles';
import type { TrainingKindValue } from '@yanxiu/contract/training-enums';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';
import type { StaffScope } from './enrolment/enrolment-list.repository';
import { isInAudience, type ProgrammeRecord } from './programmes/programme-view';

// Who may do what in training. District staff manage the tenant's training as a whole; school admins manage the
// school-based training their own school organises and see their school's teachers; teachers learn.

/** Staff roles that act for one school only (school admins): the staff roles that are not district-wide. */
const SCHOOL_STAFF_ROLES = STAFF_ROLES.filter((role) => !DISTRICT_STAFF_ROLES.includes(role));

/** Who may call each group of training routes (route config.roles; the session hook checks them). */
export const trainingRoles = { learner: TEACHER_ROLES, staff: STAFF_ROLES, district: DISTRICT_STAFF_ROLES } as const;

const manageTenantTraining = (actor: Actor) => hasRole(actor, ...DISTRICT_STAFF_ROLES);

const manageProgramme = (actor: Actor, programme: { kind: string; organiserUnitId: number }) =>
  manageTenantTraining(actor) ||
  (hasRole(actor, ...SCHOOL_STAFF_ROLES) && programme.kind === 'school' && programme.organiserUnitId === actor.orgUnitId);

type Audience = Pick<ProgrammeRecord, 'status' | 'kind' | 'targetSchoolIds' | 'organiserUnitId'>;

const seeProgramme = (actor: Actor, programme: Audience) =>
  (programme.status === 'published' || programme.status === 'closed') && isInAudience(programme, schoolIdOf(actor));

/** Finer permissions about one resource; services check them with requireAccess (or NOT_FOUND where today's code hides). */
export const trainingAccess = {
  /** The tenant's training as a whole: studios, open classes, orders and programmes of every kind. */
  manageTenantTraining,
  /** Reading as staff, editing and publishing a programme, and its enrolments and attendance. */
  manageProgramme,
  /** A teacher sees (and may join) a published or closed programme meant for their school; to others it does not exist. */
  seeProgramme,
  /** The programme page: teachers who see the programme and staff who manage it (404 for anyone else). */
  viewProgrammePage: (actor: Actor, programme: Audience) => seeProgramme(actor, programme) || manageProgramme(actor, programme),
  /** Joining programmes is for teachers; a staff-only caller is told so (the `staff` blocker). */
  enrol: (actor: Actor) => hasRole(actor, ...TEACHER_ROLES),
  /** Approving or rejecting a teacher's enrolment: staff over the teacher's school. */
  decideEnrolmentOf: (actor: Actor, teacher: { schoolPath: string }) => isStaffOver(actor, teacher.schoolPath),
  /**
   * A programme's lecturers, whose answers in its discussion are marked and who hear of its questions: its owner
   * (who wrote it) and the staff who manage it.
   */
  lectureProgramme: (actor: Actor, programme: Audience & { createdBy: number }) =>
    programme.createdBy === actor.userId || manageProgramme(actor, programme),
  /** An open class's lecturers: the staff who recommended it, and district staff, who curate open classes. */
  lectureOpenClass: (actor: Actor, openClass: { recommendedBy: number }) =>
    openClass.recommendedBy === actor.userId || manageTenantTraining(actor),
  /** Rating a course is for teachers (who took part in it, which the service checks). */
  rateCourse: (actor: Actor) => hasRole(actor, ...TEACHER_ROLES),
} satisfies Record<string, Permission<never>>;

/** The caller's school: their own org unit when it is a school (level 1), else none. */
export function schoolIdOf(actor: Actor): number | null {
  return actor.orgLevel === 1 ? actor.orgUnitId : null;
}

/**
 * Which enrolments a staff member sees in staff lists: district staff the tenant's, school admins their school's
 * teachers' plus every enrolment of the school-based training they organise. Null without a staff role.
 */
export function staffScopeOf(actor: Actor): StaffScope | null {
  if (manageTenantTraining(actor)) return { tenantWide: true };
  if (hasRole(actor, ...SCHOOL_STAFF_ROLES)) return { tenantWide: false, orgPath: actor.orgPath, orgUnitId: actor.orgUnitId };
  return null;
}

/**
 * What a school admin's managed list is limited to: the school-based training of their school. Undefined for
 * district staff, who see the whole tenant.
 */
export function managedScopeOf(actor: Actor): { kind: TrainingKindValue; organiserUnitId: number } | undefined {
  if (manageTenantTraining(actor)) return undefined;
  return { kind: 'school', organiserUnitId: actor.orgUnitId };
}

/** Where the caller's reach starts in the org tree, as `isStaffOver` reads it: undefined is the whole tenant. */
export function trainingReachOf(actor: Actor): string | undefined {
  return hasRole(actor, 'platform_admin') ? undefined : actor.orgPath;
}
