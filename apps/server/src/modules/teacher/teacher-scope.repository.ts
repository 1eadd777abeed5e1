import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The teachers a report or a median is about, as one SQL subquery other domains' repositories join their figures
// to (portraits, distributions): active users holding the teacher role with a teaching record, as the hours report
// counts them. Its columns: user_id, name, org_unit_id, school_name (the unit's name when it is a school),
// section_code, subject_code, phase_code.

export type TeacherScope = {
  tenantId: TenantId;
  /** Teachers at or under this org path; undefined is the whole tenant. */
  orgPath?: string | undefined;
  /** Teachers of this one org unit. */
  schoolId?: number | undefined;
  sectionCode?: string | undefined;
  subjectCode?: string | undefined;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The scope as a subquery (to be used as `(${teacherScopeSubquery(scope)}) s`). */
export function teacherScopeSubquery(scope: TeacherScope): SQL {
  return sql`select u.id as user_id, u.name, u.org_unit_id, case when o.level = 1 then o.name end as school_name,
        t.section_code, t.subject_code, t.phase_code
      from users u
      join teachers t on t.tenant_id = u.tenant_id and t.user_id = u.id
      join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
     where u.tenant_id = ${scope.tenantId} and u.status = 'active' and 'teacher' = any(u.roles)
       ${scope.orgPath === undefined ? sql`` : sql`and o.path like ${`${escapeLike(scope.orgPath)}%`}`}
       ${scope.schoolId === undefined ? sql`` : sql`and u.org_unit_id = ${scope.schoolId}`}
       ${scope.sectionCode === undefined ? sql`` : sql`and t.section_code = ${scope.sectionCode}`}
       ${scope.subjectCode === undefined ? sql`` : sql`and t.subject_code = ${scope.subjectCode}`}`;
}

/** Teachers of the scope per phase code (null: none recorded). */
export async function selectTeacherCountsByPhase(
  db: Executor,
  scope: TeacherScope,
): Promise<Array<{ phaseCode: string | null; teachers: number }>> {
  const result = await db.execute(
    sql`select s.phase_code, count(*)::int as teachers from (${teacherScopeSubquery(scope)}) s group by s.phase_code`,
  );
  return (result as unknown as { rows: Array<{ phase_code: string | null; teachers: number | string }> }).rows.map((row) => ({
    phaseCode: row.phase_code,
    teachers: Number(row.teachers),
  }));
}

/** An org unit's ancestry path, for checking that a unit someone names is within their reach; undefined if unknown. */
export async function selectOrgUnitPath(db: Executor, tenantId: TenantId, unitId: number): Promise<string | undefined> {
  const result = await db.execute(sql`select path from org_units where tenant_id = ${tenantId} and id = ${unitId}`);
  return (result as unknown as { rows: Array<{ path: string }> }).rows[0]?.path;
}
