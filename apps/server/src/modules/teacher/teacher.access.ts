import { TEACHER_ROLES } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { isStaffOver } from '@server/platform/auth/actor';

/** Who may call each group of teacher routes (route config.roles; the session hook checks them). */
export const teacherRoles = { teacher: TEACHER_ROLES } as const;

/** Finer permissions about one person; the teacher service checks them with requireAccess. */
export const teacherAccess = {
  /** Whether an unknown user id is NOT_FOUND for the caller: only staff learn whether an id exists. */
  lookUpPeople: (actor) => isStaffOver(actor, actor.orgPath),
  /** A user's information: the user themselves or staff of their org unit or one above it. */
  readPerson: (actor, person: { userId: number; orgPath: string }) => actor.userId === person.userId || isStaffOver(actor, person.orgPath),
  /** Finding teachers by name in the site-wide search: staff, over the people of their units (readPerson's rule). */
  findTeachers: (actor) => isStaffOver(actor, actor.orgPath),
  /** Platform staff find teachers anywhere in the tenant; other staff under their own unit. */
  findTeachersAcrossTenant: (actor) => actor.roles.includes('platform_admin'),
} satisfies Record<string, Permission<never>>;
