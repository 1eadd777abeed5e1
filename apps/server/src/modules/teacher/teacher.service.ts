import type { ConfirmTeacherInfoBody, TeacherInfo } from '@yanxiu/contract/teacher';
import { maskPhone } from '@yanxiu/contract/teacher';
import type { Gender } from '@yanxiu/contract/enums';
import type { EnumValue } from '@yanxiu/contract/define-enum';
import type { RoleCode } from '@yanxiu/contract/roles';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '@server/platform/audit/audit.repository';
import { isStaffOver, type Actor } from '@server/platform/auth/actor';
import type { AppDeps } from '@server/platform/deps';
import { AppError } from '@server/platform/http/app-error';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { isSubjectOfSection, isCodeOf } from '@server/modules/basecode/basecode.public';
import { confirmTeacher, findPerson, type Person } from './teacher.repository';

function toTeacherInfo(person: Person): TeacherInfo {
  return {
    userId: String(person.userId),
    username: person.username,
    name: person.name,
    gender: (person.gender as EnumValue<typeof Gender> | null) ?? null,
    orgId: String(person.orgId),
    orgName: person.orgName,
    orgLevel: String(person.orgLevel),
    phone: maskPhone(person.phone),
    roles: person.roles as RoleCode[],
    isTeacher: person.teacherUserId !== null,
    sectionCode: person.sectionCode,
    subjectCode: person.subjectCode,
    titleCode: person.titleCode,
    phaseCode: person.phaseCode,
    teachingSinceYear: person.teachingSinceYear,
    confirmed: person.confirmedAt !== null,
  };
}

/** Teacher information: reading it (oneself, or staff over one's org) and the first sign-in confirmation. */
export function createTeacherService({ db }: AppDeps) {
  return {
    async getInfo(tenant: Tenant, actor: Actor, userId: number): Promise<TeacherInfo> {
      const person = await findPerson(db, tenant.id, userId);
      if (userId !== actor.userId) {
        // Only staff learn whether an id exists; to anyone else every other id is simply forbidden.
        if (!person) throw new AppError(isStaffOver(actor, actor.orgPath) ? 'NOT_FOUND' : 'FORBIDDEN');
        if (!isStaffOver(actor, person.orgPath)) throw new AppError('FORBIDDEN');
      }
      if (!person) throw new AppError('NOT_FOUND');
      return toTeacherInfo(person);
    },

    async confirm(request: FastifyRequest, tenant: Tenant, actor: Actor, body: ConfirmTeacherInfoBody): Promise<TeacherInfo> {
      const before = await findPerson(db, tenant.id, actor.userId);
      if (!before || before.teacherUserId === null) throw new AppError('TEACHER_RECORD_MISSING');
      const issues = [];
      if (!(await isSubjectOfSection(db, body.sectionCode, body.subjectCode))) {
        issues.push({ path: 'body.subjectCode', message: 'subject is not taught in this section' });
      }
      if (!(await isCodeOf(db, 'professionalTitle', body.titleCode))) issues.push({ path: 'body.titleCode', message: 'unknown title' });
      if (body.teachingSinceYear > new Date().getFullYear()) issues.push({ path: 'body.teachingSinceYear', message: 'in the future' });
      if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });

      return db.transaction(async (tx) => {
        await confirmTeacher(tx, tenant.id, actor.userId, body, new Date());
        const after = (await findPerson(tx, tenant.id, actor.userId))!;
        await recordAudit(tx, request, tenant.id, {
          action: 'teacher.info_confirmed',
          entityType: 'user',
          entityId: String(actor.userId),
          before: toTeacherInfo(before),
          after: toTeacherInfo(after),
        });
        return toTeacherInfo(after);
      });
    },
  };
}
