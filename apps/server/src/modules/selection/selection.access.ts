import { TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';
import type { InstanceStep } from '@server/platform/review/review-definition';

/** Who decides each step of the selection review (selection-workflow.ts orders the steps). */
const stepRoles = { school: 'school_admin', district: 'district_admin' } as const satisfies Record<string, RoleCode>;

/** Staff who run selection projects: school admins their school's, district admins the district's. */
const managers: readonly RoleCode[] = ['school_admin', 'district_admin'];

/** Who may call each group of selection routes (route config.roles; the session hook checks them). */
export const selectionRoles = {
  teacher: TEACHER_ROLES,
  manager: managers,
  step: stepRoles,
  /** The review queue, detail and decisions: the role of some step. */
  reviewer: Object.values(stepRoles) as readonly RoleCode[],
} as const;

/** A project as the permissions need it: the org unit running it. */
type ProjectRef = { ownerOrgPath: string };
/** A project with its state, for the staff read rule (drafts stay with the units running them and above). */
type StaffProjectRef = ProjectRef & { project: { state: string } };
/** An application's review as the read rule needs it. */
type ReviewRef = { applicantUserId: number; applicantOrgPath: string; steps: readonly InstanceStep[] };

/**
 * The level of project a staff member creates, from their role at their own unit: a school admin at a school (level
 * 1) runs school-level projects, a district admin at the district office (level 2) district ones; null for others.
 */
export function creatableLevel(actor: Actor): '1' | '2' | null {
  if (actor.orgLevel === 1 && hasRole(actor, 'school_admin')) return '1';
  if (actor.orgLevel === 2 && hasRole(actor, 'district_admin')) return '2';
  return null;
}

/** Finer permissions about one resource; services check them with requireAccess. */
export const selectionAccess = {
  /** Creating a project: staff of a school or of the district office (creatableLevel). */
  createProject: (actor) => creatableLevel(actor) !== null,
  /** Editing, copying, publishing, extending, closing: staff of the org unit running it, nobody above or below. */
  manageProject: (actor, project: ProjectRef) =>
    managers.some((role) => actor.roles.includes(role)) && actor.orgPath === project.ownerOrgPath,
  /**
   * Reading a project on the staff side: staff of its unit or of units above it, in any state; staff of units below
   * it once published (they see what their teachers may apply to, never the draft being prepared above them).
   * Keep in step with listProjectsForStaff.
   */
  readProjectAsStaff: (actor, ref: StaffProjectRef) =>
    managers.some((role) => actor.roles.includes(role)) &&
    (ref.ownerOrgPath.startsWith(actor.orgPath) || (ref.project.state !== 'draft' && actor.orgPath.startsWith(ref.ownerOrgPath))),
  /** Applying to a project: a teacher under the unit running it. */
  applyTo: (actor, project: ProjectRef) =>
    TEACHER_ROLES.some((role) => actor.roles.includes(role)) && actor.orgPath.startsWith(project.ownerOrgPath),
  /** Changing, submitting or withdrawing an application: its applicant only. */
  changeApplication: (actor, application: { userId: number }) => actor.userId === application.userId,
  /** An application's review detail: staff over the applicant and reviewers of a step within its scope. */
  readApplication: (actor, review: ReviewRef) =>
    isStaffOver(actor, review.applicantOrgPath) ||
    review.steps.some(
      (step) => actor.roles.includes(step.role) && (step.scope === 'tenant' || review.applicantOrgPath.startsWith(actor.orgPath)),
    ),
} satisfies Record<string, Permission<never>>;

// ---- Scoring and results ----

/** The expert role: users the district puts on groups' panels. */
const expert: RoleCode = 'expert';

/** Who may call each group of scoring and results routes (route config.roles; the session hook checks them). */
export const scoringRoles = {
  /** The scoring list, detail and submit. */
  expert: [expert] as readonly RoleCode[],
  /** Panels, ranking, publication, certificates and exports: the staff who run projects. */
  manager: managers,
  /** The public notice and one's own result. */
  teacher: TEACHER_ROLES,
} as const;

/** The path of the school the actor sits at (an org unit of level 1), whose applicants they never score; null otherwise. */
export function ownSchoolPath(actor: Actor): string | null {
  return actor.orgLevel === 1 ? actor.orgPath : null;
}

/** Finer permissions of scoring and results; services check them with requireAccess. */
export const scoringAccess = {
  /**
   * Scoring an application: an expert, never on their own application nor one from their own school (conflict of
   * interest). Being on the application's panel is checked by the service.
   */
  scoreApplication: (actor, applicant: { userId: number; orgPath: string }) => {
    const school = ownSchoolPath(actor);
    return actor.roles.includes(expert) && actor.userId !== applicant.userId && (school === null || !applicant.orgPath.startsWith(school));
  },
  /** Panels, ranking, publication, certificates and exports of a project: the staff of the unit running it. */
  manageResults: (actor, project: ProjectRef) => selectionAccess.manageProject(actor, project),
  /** A result: its applicant only. */
  readOwnResult: (actor, application: { userId: number }) => actor.userId === application.userId,
} satisfies Record<string, Permission<never>>;
