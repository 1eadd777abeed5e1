import { TEACHER_ROLES } from '@yanxiu/contract/roles';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { findPerson, type Person } from '@server/modules/teacher/teacher.public';
import { learningAccess } from '@server/modules/learning/learning.access';

/**
 * The person whose hours the caller names, when they may manage them: themselves, or someone under their reach as
 * staff. Staff learn nothing about people outside their reach (404, as for an unknown id); anyone else naming
 * another person is refused outright (403), whether the id exists or not.
 */
export async function personInReach(ctx: RequestContext, userId: number): Promise<Person> {
  if (userId !== ctx.actor.userId) requireAccess(ctx.actor, learningAccess.nameOthers);
  const person = await findPerson(ctx.db, ctx.tenantId, userId);
  if (!person || !learningAccess.manageHoursOf(ctx.actor, person)) throw new AppError('NOT_FOUND');
  return person;
}

/** Whether the person teaches (holds a teacher role and has a teacher record): only teachers earn hours. */
export const isTeacher = (person: Person) => TEACHER_ROLES.some((role) => person.roles.includes(role)) && person.teacherUserId !== null;
