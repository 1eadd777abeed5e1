import type { ConfirmTeacherInfoBody, TeacherInfo } from '@yanxiu/contract/teacher';
import { maskPhone } from '@yanxiu/contract/teacher';
import type { Gender } from '@yanxiu/contract/enums';
import type { EnumValue } from '@yanxiu/contract/define-enum';
import type { RoleCode } from '@yanxiu/contract/roles';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { Executor } from '@server/db/client';
import { coalescedRead, type CoalescedRead } from '@server/db/coalesced-reads';
import { requireAccess } from '@server/platform/access/access';
import type { AuditSource, RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { isSubjectOfSection, isCodeOf } from '@server/modules/basecode/basecode.public';
import { teacherAccess } from './teacher.access';
import { addRole, confirmTeacher, findPeopleByIds, findPersonById, type Person } from './teacher.repository';

/**
 * Gives a user a role another domain's decision earned them (the backbone recognition's approval), in the caller's
 * transaction `tx`, audited with the reason as the caller's act. False when they already held it (nothing changes then).
 */
export async function grantRole(
  ctx: AuditSource,
  tx: Executor,
  userId: number,
  role: RoleCode,
  reason: { entityType: string; entityId: string },
): Promise<boolean> {
  const before = await findPersonById(tx, ctx.tenantId, userId);
  if (!before) throw new AppError('NOT_FOUND');
  if (!(await addRole(tx, ctx.tenantId, userId, role))) return false;
  await recordAudit(tx, ctx, {
    action: 'teacher.role_granted',
    entityType: 'user',
    entityId: String(userId),
    before: { roles: before.roles },
    after: { roles: [...before.roles, role], grantedFor: reason },
  });
  return true;
}

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

/**
 * The caller's own record, or another person's, batched: every page's start-up asks for the caller's record, so
 * concurrent asks share one query, always sent after they arrived, so nothing is served from memory (see
 * coalesced-reads.ts). Module-level because it holds no data between batches; one per database (a WeakMap on the
 * app's db), so test apps on different databases never share a batch.
 */
const peopleReads = new WeakMap<Executor, CoalescedRead<{ tenantId: TenantId; userId: number }, Person>>();

function personOf(db: Executor, tenantId: TenantId, userId: number): Promise<Person | undefined> {
  let read = peopleReads.get(db);
  if (!read) {
    read = coalescedRead<{ tenantId: TenantId; userId: number }, Person>({
      idOf: (key) => `${key.tenantId}:${key.userId}`,
      async readMany(keys) {
        const byTenant = new Map<TenantId, number[]>();
        for (const key of keys) byTenant.set(key.tenantId, [...(byTenant.get(key.tenantId) ?? []), key.userId]);
        const found = new Map<string, Person>();
        await Promise.all(
          [...byTenant].map(async ([tenant, userIds]) => {
            for (const person of await findPeopleByIds(db, tenant, userIds)) found.set(`${tenant}:${person.userId}`, person);
          }),
        );
        return found;
      },
    });
    peopleReads.set(db, read);
  }
  return read({ tenantId, userId });
}

/** A user's information: oneself, or staff over their org (anyone else is refused). */
export async function teacherInfo({ db, tenantId, actor }: RequestContext, userId: number): Promise<TeacherInfo> {
  const person = await personOf(db, tenantId, userId);
  if (userId !== actor.userId) {
    // Only staff learn whether an id exists; to anyone else every other id is simply forbidden.
    if (!person) throw new AppError(teacherAccess.lookUpPeople(actor) ? 'NOT_FOUND' : 'FORBIDDEN');
    requireAccess(actor, teacherAccess.readPerson, person);
  }
  if (!person) throw new AppError('NOT_FOUND');
  return toTeacherInfo(person);
}

/** The first sign-in confirmation (and correction) of one's own teaching record, audited with before and after. */
export async function confirmTeacherInfo(ctx: RequestContext, body: ConfirmTeacherInfoBody): Promise<TeacherInfo> {
  const { db, tenantId, actor } = ctx;
  const before = await findPersonById(db, tenantId, actor.userId);
  if (!before || before.teacherUserId === null) throw new AppError('TEACHER_RECORD_MISSING');
  const issues = [];
  if (!(await isSubjectOfSection(db, body.sectionCode, body.subjectCode))) {
    issues.push({ path: 'body.subjectCode', message: 'subject is not taught in this section' });
  }
  if (!(await isCodeOf(db, 'professionalTitle', body.titleCode))) issues.push({ path: 'body.titleCode', message: 'unknown title' });
  if (body.teachingSinceYear > new Date().getFullYear()) issues.push({ path: 'body.teachingSinceYear', message: 'in the future' });
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });

  return ctx.transaction(async (tx) => {
    await confirmTeacher(tx, tenantId, actor.userId, body, new Date());
    const after = (await findPersonById(tx, tenantId, actor.userId))!;
    await recordAudit(tx, ctx, {
      action: 'teacher.info_confirmed',
      entityType: 'user',
      entityId: String(actor.userId),
      before: toTeacherInfo(before),
      after: toTeacherInfo(after),
    });
    return toTeacherInfo(after);
  });
}
