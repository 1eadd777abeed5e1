import { STAFF_ROLES } from '@yanxiu/contract/roles';
import type { Executor } from '@server/db/client';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';
import { AppError } from '@server/platform/http/app-error';
import { findPerson, type Person } from '@server/modules/teacher/teacher.public';

// Whose hours a caller may see and manage: their own, and as staff those of the people under their org unit (a school
// admin their school, a district admin the district's schools, a platform admin the tenant).

/** Where the caller's reach starts in the org tree for SQL prefix filters: undefined is the whole tenant. */
export function reachOf(actor: Actor): string | undefined {
  return hasRole(actor, 'platform_admin') ? undefined : actor.orgPath;
}

export const isStaff = (actor: Actor) => hasRole(actor, ...STAFF_ROLES);

/**
 * The person whose hours the caller names, when they may manage them: themselves, or someone under their reach as
 * staff. Staff learn nothing about people outside their reach (404, as for an unknown id); anyone else naming
 * another person is refused outright (403), whether the id exists or not.
 */
export async function personInReach(db: Executor, tenantId: number, actor: Actor, userId: number): Promise<Person> {
  if (userId !== actor.userId && !isStaff(actor)) throw new AppError('FORBIDDEN');
  const person = await findPerson(db, tenantId, userId);
  if (!person) throw new AppError('NOT_FOUND');
  if (userId !== actor.userId && !isStaffOver(actor, person.orgPath)) throw new AppError('NOT_FOUND');
  return person;
}

/** Whether the person teaches (holds the teacher role and has a teacher record): only teachers earn hours. */
export const isTeacher = (person: Person) => person.roles.includes('teacher') && person.teacherUserId !== null;
