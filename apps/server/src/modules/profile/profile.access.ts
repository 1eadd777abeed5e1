import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';

// Whose profile records a caller may see and change: a teacher writes their own; staff read and verify those of the
// teachers under their org unit (a school admin their school, a district admin the district's schools).

const union = (...lists: ReadonlyArray<readonly RoleCode[]>): readonly RoleCode[] => [...new Set(lists.flat())];

/** Who may call each group of profile routes (route config.roles; the session hook checks them). */
export const profileRoles = {
  /** Writing records: teachers, of their own. */
  teacher: TEACHER_ROLES,
  /** Reading a teacher's records: the teacher, and staff over them (read-only, `userId`). */
  reader: union(TEACHER_ROLES, STAFF_ROLES),
  /** The verification queue, its export and the decisions. */
  staff: STAFF_ROLES,
} as const;

/** A teacher as the access rules need them. */
type TeacherRef = { userId: number; orgPath: string };

/** Finer permissions about one teacher or record; services check them with requireAccess. */
export const profileAccess = {
  /** A teacher's records, read-only for staff: the teacher themselves or staff over the teacher's unit. */
  readRecordsOf: (actor: Actor, teacher: TeacherRef) => actor.userId === teacher.userId || isStaffOver(actor, teacher.orgPath),
  /** Verifying, rejecting or reopening: staff over the teacher, never of their own records (staff who teach). */
  decideRecordOf: (actor: Actor, teacher: TeacherRef) => actor.userId !== teacher.userId && isStaffOver(actor, teacher.orgPath),
  /** Narrowing the queue to any school of the district (a school admin's queue is always their own school). */
  filterBySchool: (actor: Actor) => hasRole(actor, ...DISTRICT_STAFF_ROLES),
} satisfies Record<string, Permission<never>>;

/** Where the caller's reach starts in the org tree, for SQL prefix filters: undefined is the whole tenant. */
export function profileReachOf(actor: Actor): string | undefined {
  return hasRole(actor, 'platform_admin') ? undefined : actor.orgPath;
}
