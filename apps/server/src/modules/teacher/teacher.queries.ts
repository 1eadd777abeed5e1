import type { SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { selectOrgUnitPath, selectTeacherCountsByPhase, teacherScopeSubquery, type TeacherScope } from './teacher-scope.repository';
import { findPersonById, type Person } from './teacher.repository';

// The reads other domains make of teacher, named here so the repository stays private to the folder: each takes
// the executor (the caller's transaction, if any) and the tenant.

export type { Person, TeacherScope };

/** A user with their org unit and, when they teach, their teaching record (other domains check access and conditions with it). */
export function findPerson(db: Executor, tenantId: TenantId, userId: number): Promise<Person | undefined> {
  return findPersonById(db, tenantId, userId);
}

/**
 * The teachers of a unit (or with a section or subject) as a subquery other domains join their figures to, to be used
 * as `(${teachersInScope(scope)}) s`; its columns are listed in teacher-scope.repository.ts.
 */
export function teachersInScope(scope: TeacherScope): SQL {
  return teacherScopeSubquery(scope);
}

/** Teachers of the scope per phase code (null: none recorded). */
export function countTeachersByPhase(db: Executor, scope: TeacherScope): Promise<Array<{ phaseCode: string | null; teachers: number }>> {
  return selectTeacherCountsByPhase(db, scope);
}

/** An org unit's ancestry path, for checking that a unit someone names is within their reach; undefined if unknown. */
export function findOrgUnitPath(db: Executor, tenantId: TenantId, unitId: number): Promise<string | undefined> {
  return selectOrgUnitPath(db, tenantId, unitId);
}
