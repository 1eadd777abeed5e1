import type { SQL } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findEnrolledUserIds } from './enrolment/enrolment.repository';
import {
  listProgrammeTeachers,
  listProgrammeTeacherSchools,
  type ProgrammeTeacher,
  type ProgrammeTeacherFilter,
} from './enrolment/programme-teachers.repository';
import {
  completedProgrammesMedian,
  completedProgrammesOf,
  participatingInYear,
  unitsCompletedInYear,
  type CompletedProgramme,
} from './enrolment/training-portrait.repository';
import { findProgrammesInProgress, type ProgrammeInProgress } from './enrolment/programmes-in-progress.repository';
import { findUnit } from './enrolment/training-progress.repository';
import { isEnrolled } from './media/training-media.repository';
import { findProgrammeById, findProgrammesByIds, findUnitsByProgramme } from './programmes/programme-read.repository';
import type { ProgrammeWithOrganiser, UnitWithFile } from './programmes/programme-view';

// The shape of a completed programme as the portraits read it, named for other domains here.
export type { CompletedProgramme, ProgrammeInProgress, ProgrammeTeacher, ProgrammeTeacherFilter };

// The reads other domains check training facts with. They run on the caller's executor (a transaction of theirs
// included), so a check and the write it guards see the same rows; the repository behind them stays training's own.

/** Of `userIds`, those enrolled in the programme. */
export function enrolledAmong(executor: Executor, tenantId: TenantId, programmeId: number, userIds: readonly number[]): Promise<number[]> {
  return findEnrolledUserIds(executor, tenantId, programmeId, userIds);
}

/**
 * A programme's enrolled teachers under the filter (school, name, how far they are) with their school and completed
 * units, by school then name: `limit` from `offset` (null: all), and the number under the filter. Assessment's grade
 * book reads its rows with it.
 */
export function programmeTeachersPage(
  executor: Executor,
  tenantId: TenantId,
  filter: ProgrammeTeacherFilter,
  page: { offset: number; limit: number | null },
): Promise<{ rows: ProgrammeTeacher[]; total: number }> {
  return listProgrammeTeachers(executor, tenantId, filter, page);
}

/** The schools of a programme's enrolled teachers with how many each, by name (the grade book's school filter). */
export function programmeTeacherSchools(executor: Executor, tenantId: TenantId, programmeId: number) {
  return listProgrammeTeacherSchools(executor, tenantId, programmeId);
}

/** Whether the teacher is enrolled in the programme. */
export function isEnrolledInProgramme(executor: Executor, tenantId: TenantId, programmeId: number, userId: number): Promise<boolean> {
  return isEnrolled(executor, tenantId, programmeId, userId);
}

/** A unit with the programme it belongs to, removed units included (attendance and credit on them are history). */
export function trainingUnitById(executor: Executor, tenantId: TenantId, unitId: number) {
  return findUnit(executor, tenantId, unitId);
}

/** One programme with its organiser's name, or undefined. */
export function trainingProgrammeById(executor: Executor, tenantId: TenantId, id: number): Promise<ProgrammeWithOrganiser | undefined> {
  return findProgrammeById(executor, tenantId, id);
}

/** Programmes with their organisers' names, in the order of `ids` (missing ids are left out). */
export function trainingProgrammesByIds(executor: Executor, tenantId: TenantId, ids: readonly number[]): Promise<ProgrammeWithOrganiser[]> {
  return findProgrammesByIds(executor, tenantId, ids);
}

/**
 * The teacher's programmes under way (enrolled, ending `today` or later, not every unit completed) with their current
 * units and which are done: learning's "continue learning" and the due items read them.
 */
export function programmesInProgressOf(
  executor: Executor,
  tenantId: TenantId,
  userId: number,
  today: string,
): Promise<ProgrammeInProgress[]> {
  return findProgrammesInProgress(executor, tenantId, userId, today);
}

/** A programme's current (not removed) units in order. */
export function currentUnitsOfProgramme(executor: Executor, tenantId: TenantId, programmeId: number): Promise<UnitWithFile[]> {
  return findUnitsByProgramme(executor, tenantId, programmeId);
}

// The portraits' training figures: programmes completed, a scope's median, units completed and participation in a year.

/** The programmes a teacher completed, the latest first. */
export function programmesCompletedBy(executor: Executor, tenantId: TenantId, userId: number): Promise<CompletedProgramme[]> {
  return completedProgrammesOf(executor, tenantId, userId);
}

/** The median number of programmes completed by the teachers of `scope` (a subquery with `user_id`). */
export function medianProgrammesCompleted(executor: Executor, tenantId: TenantId, scope: SQL): Promise<number | null> {
  return completedProgrammesMedian(executor, tenantId, scope);
}

/** Units each of `userIds` completed in the year (teachers with none are absent). */
export function unitsCompletedByInYear(
  executor: Executor,
  tenantId: TenantId,
  userIds: readonly number[],
  year: number,
): Promise<Map<number, number>> {
  return unitsCompletedInYear(executor, tenantId, userIds, year);
}

/** How many teachers of `scope` completed at least one unit of training in the year. */
export function trainingParticipantsInYear(executor: Executor, tenantId: TenantId, scope: SQL, year: number): Promise<number> {
  return participatingInYear(executor, tenantId, scope, year);
}
