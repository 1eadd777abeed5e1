import { and, asc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { escapeLike, likeContains } from '@server/modules/training/like-pattern';

// SQL of the staff pickers: the schools and the teachers a caller is staff over. Every function takes the tenant
// and the org path the caller's reach starts at (undefined: the whole tenant), the prefix rule of `isStaffOver`.

/** Level of a school in the org tree. */
const SCHOOL_LEVEL = 1;
/** A picker shows a handful of matches; the keyword narrows further. */
export const TEACHER_MATCH_LIMIT = 20;

function under(orgPath: string | undefined): SQL | undefined {
  return orgPath === undefined ? undefined : like(orgUnits.path, `${escapeLike(orgPath)}%`);
}

/** The schools at or under `orgPath`, by name. */
export async function listSchoolsUnder(db: Executor, tenantId: TenantId, orgPath: string | undefined) {
  return db
    .select({ id: orgUnits.id, name: orgUnits.name })
    .from(orgUnits)
    .where(and(eq(orgUnits.tenantId, tenantId), eq(orgUnits.level, SCHOOL_LEVEL), under(orgPath)))
    .orderBy(asc(orgUnits.name), asc(orgUnits.id));
}

/**
 * Active teachers (teacher role and teacher record, as a studio save requires) at or under `orgPath` whose name or
 * username contains the keyword, by name, at most `TEACHER_MATCH_LIMIT`.
 */
export async function searchTeachersUnder(
  db: Executor,
  tenantId: TenantId,
  orgPath: string | undefined,
  filter: { keyword: string; schoolId?: number | undefined },
) {
  const pattern = likeContains(filter.keyword);
  return db
    .select({ userId: users.id, name: users.name, schoolName: orgUnits.name })
    .from(users)
    .innerJoin(teachers, and(eq(teachers.tenantId, users.tenantId), eq(teachers.userId, users.id)))
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.status, 'active'),
        sql`'teacher' = any(${users.roles})`,
        or(ilike(users.name, pattern), ilike(users.username, pattern)),
        filter.schoolId === undefined ? undefined : eq(users.orgUnitId, filter.schoolId),
        under(orgPath),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(TEACHER_MATCH_LIMIT);
}
