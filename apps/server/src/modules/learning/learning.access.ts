import { DISTRICT_STAFF_ROLES, STAFF_ROLES } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';
import { canDecide } from '@server/platform/review/review-engine';
import { trainingAccess } from '@server/modules/training/training.public';

// Whose hours a caller may see and manage: their own, and as staff those of the people under their org unit (a school
// admin their school, a district admin the district's schools, a platform admin the tenant).

/** Who may call each group of learning routes (route config.roles; the session hook checks them). */
export const learningRoles = {
  staff: STAFF_ROLES,
  /** The requirement and crediting settings have always been the district admins' alone, not platform admins'. */
  requirementSetters: ['district_admin'],
  /**
   * Reading the requirement on its own is the staff pages' call; teachers read theirs with their hours
   * (GET /learning/hours), and no teacher page calls this one.
   */
  requirementReaders: STAFF_ROLES,
  /** Presence checks: the tenant's setting is set like the other crediting settings, read by any staff. */
  presenceSettingsSetters: ['district_admin'],
  presenceSettingsReaders: STAFF_ROLES,
  /** The author's questions of a lesson: staff (which lessons, learningAccess.authorQuestionsOf says). */
  questionAuthors: STAFF_ROLES,
  /** The report per lesson and teacher of checks issued, passed and missed, and its export: staff over the teachers. */
  presenceReport: STAFF_ROLES,
  /** Who reviews each step of a declaration's review: the teacher's school. */
  reviewStep: { school: 'school_admin' },
} as const;

type Review = Parameters<typeof canDecide>[1];

/** Finer permissions about one resource; services check them with requireAccess (or NOT_FOUND where today's code hides). */
export const learningAccess = {
  /** Naming another person at all: staff only (anyone else is refused whether the person exists or not). */
  nameOthers: (actor: Actor) => hasRole(actor, ...STAFF_ROLES),
  /** One person's hours and declarations: their own, or staff over them (others learn nothing: 404). */
  manageHoursOf: (actor: Actor, person: { userId: number; orgPath: string }) =>
    person.userId === actor.userId || isStaffOver(actor, person.orgPath),
  /** Staff who also teach do not correct their own hours: another administrator does. */
  reverseEntryOf: (actor: Actor, entry: { userId: number }) => entry.userId !== actor.userId,
  /** Narrowing the requirement report to any school of the district (school admins always see their own school). */
  reportOnDistrict: (actor: Actor) => hasRole(actor, ...DISTRICT_STAFF_ROLES),
  /** A declaration: the teacher it is for, or staff over them (404 for anyone else). */
  readDeclaration: (actor: Actor, found: { declaration: { userId: number }; review: { applicantOrgPath: string } }) =>
    found.declaration.userId === actor.userId || isStaffOver(actor, found.review.applicantOrgPath),
  /** Only the teacher it is for withdraws a declaration (not staff who filed it for them). */
  withdrawDeclaration: (actor: Actor, declaration: { userId: number }) => declaration.userId === actor.userId,
  /** A lesson's questions (and their results): staff who manage its programme, as they edit its units. */
  authorQuestionsOf: (actor: Actor, programme: Parameters<typeof trainingAccess.manageProgramme>[1]) =>
    trainingAccess.manageProgramme(actor, programme),
  /** Deciding: the caller's step by the review engine's rules, and not a declaration they filed themselves. */
  decideDeclaration: (actor: Actor, found: { declaration: { declaredBy: number }; review: Review }) =>
    found.declaration.declaredBy !== actor.userId && canDecide(actor, found.review),
} satisfies Record<string, Permission<never>>;

/** Where the caller's reach starts in the org tree for SQL prefix filters: undefined is the whole tenant. */
export function learningReachOf(actor: Actor): string | undefined {
  return hasRole(actor, 'platform_admin') ? undefined : actor.orgPath;
}
