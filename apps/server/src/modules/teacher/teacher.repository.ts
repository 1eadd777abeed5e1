import { and, eq, sql } from 'drizzle-orm';
import { preparedPer, type Executor } from '@server/db/client';
import { teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The columns of a person: a user with their org unit and, when they teach, their teaching record.
const personColumns = {
  userId: users.id,
  username: users.username,
  name: users.name,
  gender: users.gender,
  phone: users.phone,
  roles: users.roles,
  orgId: orgUnits.id,
  orgName: orgUnits.name,
  orgLevel: orgUnits.level,
  orgPath: orgUnits.path,
  teacherUserId: teachers.userId,
  sectionCode: teachers.sectionCode,
  subjectCode: teachers.subjectCode,
  titleCode: teachers.titleCode,
  phaseCode: teachers.phaseCode,
  teachingSinceYear: teachers.teachingSinceYear,
  confirmedAt: teachers.confirmedAt,
};

// Prepared once per database (see preparedPer): every page's start-up reads the caller's own record.
const peopleByIds = preparedPer((db) =>
  db
    .select(personColumns)
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .leftJoin(teachers, and(eq(teachers.tenantId, users.tenantId), eq(teachers.userId, users.id)))
    .where(and(eq(users.tenantId, sql.placeholder('tenantId')), sql`${users.id} = any(${sql.placeholder('userIds')}::bigint[])`))
    .prepare('teacher_people_by_ids'),
);

/** Users with their org unit and, when they teach, their teaching record; ids with no user are absent. */
export async function findPeopleByIds(db: Executor, tenantId: TenantId, userIds: readonly number[]) {
  return peopleByIds(db).execute({ tenantId, userIds: [...userIds] });
}

/** A user with their org unit and, when they teach, their teaching record. */
export async function findPersonById(db: Executor, tenantId: TenantId, userId: number) {
  const rows = await findPeopleByIds(db, tenantId, [userId]);
  return rows[0];
}

export type Person = NonNullable<Awaited<ReturnType<typeof findPersonById>>>;

/** Stores what the teacher confirmed about themselves. */
export async function confirmTeacher(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  fields: {
    gender: string;
    phone?: string | undefined;
    sectionCode: string;
    subjectCode: string;
    titleCode: string;
    teachingSinceYear: number;
  },
  now: Date,
): Promise<void> {
  const { gender, phone, ...teaching } = fields;
  await db
    .update(users)
    .set(phone === undefined ? { gender } : { gender, phone })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  await db
    .update(teachers)
    .set({ ...teaching, confirmedAt: now, updatedAt: now })
    .where(and(eq(teachers.tenantId, tenantId), eq(teachers.userId, userId)));
}

/** Adds a role to a user unless they hold it; false when they already did (or there is no such user). */
export async function addRole(db: Executor, tenantId: TenantId, userId: number, role: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role}::text)` })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), sql`not (${role}::text = any(${users.roles}))`))
    .returning({ id: users.id });
  return rows.length > 0;
}
