import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import * as grades from './assignment-grades.repository';

// What other parts read of assignment results (the grade book, a teacher's learning record): named queries over the
// repository, which stays private. Each is one bounded query whatever the number of teachers.

export type { AssignmentColumn, AssignmentGrade, TeacherAssignmentResult } from './assignment-grades.repository';

/** A programme's published assignments and the named teachers' standing on each (no row: not started). */
export function assignmentGradesOf(db: Executor, tenantId: TenantId, programmeId: number, userIds: readonly number[]) {
  return grades.assignmentGradesOf(db, tenantId, programmeId, userIds);
}

/** The assignments a teacher has written for (one programme's, or all), latest activity first. */
export function assignmentResultsOfTeacher(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  options: { programmeId?: number; limit: number },
) {
  return grades.assignmentResultsOfTeacher(db, tenantId, userId, options);
}
