import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { researchGroupMembers } from '@server/db/schema/research';
import type { Actor } from '@server/platform/auth/actor';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { AudienceFacts } from './research.access';

// People and units as research reads them: names and schools for lists, the audience facts of a caller.

export type PersonRow = { userId: number; name: string; schoolName: string; orgPath: string; status: string };

export const personColumns = {
  userId: users.id,
  name: users.name,
  schoolName: orgUnits.name,
  orgPath: orgUnits.path,
  status: users.status,
};

/** People by id in the tenant (unknown ids are left out). */
export async function findPeople(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<Map<number, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(personColumns)
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.userId, row]));
}

export type UnitRow = { id: number; name: string; path: string; level: number };

export async function findUnit(db: Executor, tenantId: TenantId, id: number): Promise<UnitRow | null> {
  const [row] = await db
    .select({ id: orgUnits.id, name: orgUnits.name, path: orgUnits.path, level: orgUnits.level })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.id, id)));
  return row ?? null;
}

/** Schools (level 1) by id in the tenant. */
export async function findSchools(db: Executor, tenantId: TenantId, ids: readonly number[]): Promise<UnitRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: orgUnits.id, name: orgUnits.name, path: orgUnits.path, level: orgUnits.level })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), inArray(orgUnits.id, [...ids]), eq(orgUnits.level, 1)));
}

/** Groups the user is a member (or the leader) of; pending requests do not count. */
export async function memberGroupIds(db: Executor, tenantId: TenantId, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: researchGroupMembers.groupId })
    .from(researchGroupMembers)
    .where(
      and(eq(researchGroupMembers.tenantId, tenantId), eq(researchGroupMembers.userId, userId), eq(researchGroupMembers.status, 'member')),
    );
  return new Set(rows.map((row) => row.id));
}

/** What the audience rule knows of the caller: their school, teaching section and subject, and groups. */
export async function audienceFactsOf(db: Executor, tenantId: TenantId, actor: Actor): Promise<AudienceFacts> {
  const [teacher] = await db
    .select({ sectionCode: teachers.sectionCode, subjectCode: teachers.subjectCode })
    .from(teachers)
    .where(and(eq(teachers.tenantId, tenantId), eq(teachers.userId, actor.userId)));
  return {
    schoolId: actor.orgLevel === 1 ? actor.orgUnitId : null,
    sectionCode: teacher?.sectionCode ?? null,
    subjectCode: teacher?.subjectCode ?? null,
    groupIds: await memberGroupIds(db, tenantId, actor.userId),
  };
}

/** Active people of the tenant whose name contains the keyword, under an org path (null: anywhere), at most `limit`. */
export async function searchPeople(
  db: Executor,
  tenantId: TenantId,
  keyword: string,
  underPath: string | null,
  limit: number,
): Promise<PersonRow[]> {
  const escaped = keyword.replace(/[\\%_]/g, (char) => `\\${char}`);
  return db
    .select(personColumns)
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        sql`${users.name} like ${`%${escaped}%`}`,
        underPath === null ? undefined : sql`${orgUnits.path} like ${`${underPath}%`}`,
      ),
    )
    .orderBy(users.name, users.id)
    .limit(limit);
}

/** Active people of the tenant by exact name and phone (the member import), keyed `name|phone`. */
export async function findPeopleByNameAndPhone(
  db: Executor,
  tenantId: TenantId,
  pairs: ReadonlyArray<{ name: string; phone: string }>,
): Promise<Map<string, PersonRow>> {
  if (pairs.length === 0) return new Map();
  const rows = await db
    .select({ ...personColumns, phone: users.phone })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        inArray(
          users.phone,
          pairs.map((pair) => pair.phone),
        ),
      ),
    );
  return new Map(rows.map((row) => [`${row.name}|${row.phone}`, row]));
}
