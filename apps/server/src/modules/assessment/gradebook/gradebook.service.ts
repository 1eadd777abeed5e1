import type {
  GradebookColumn,
  GradebookFilter,
  GradebookPage,
  GradebookQuery,
  GradebookRow,
  GradebookSchools,
  GradebookState,
} from '@yanxiu/contract/assessment-gradebook';
import type { Executor } from '@server/db/client';
import { programmeHoursOf } from '@server/modules/learning/learning.public';
import {
  currentUnitsOfProgramme,
  programmeTeacherSchools,
  programmeTeachersPage,
  trainingProgrammeById,
  type ProgrammeTeacher,
} from '@server/modules/training/training.public';
import type { RequestContext } from '@server/platform/context/request-context';
import type { Download } from '@server/platform/export/download';
import { AppError } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { assessmentAccess } from '../assessment.access';
import type { BookScope, BookUnit, CellOf } from './book-source';
import { GRADEBOOK_EXPORT_MAX_ROWS, gradebookFileName, gradebookWorkbook } from './gradebook-export';
import { sourceOf } from './gradebook-sources';

// A programme's grade book for the staff who manage it: every enrolled teacher (by school, then name) with each
// assessed unit's counted result, completion and the hours credited. A page costs the same number of queries whatever
// its size: the teachers, then one read per column kind and one of the hours, each for the whole page.

/** A programme the caller manages, or 404 (ids of programmes they do not manage tell nothing). */
async function programmeToGrade(ctx: RequestContext, db: Executor, programmeId: number) {
  const programme = await trainingProgrammeById(db, ctx.tenantId, programmeId);
  if (!programme || !assessmentAccess.readGradebook(ctx.actor, programme)) throw new AppError('NOT_FOUND');
  return programme;
}

/** The programme's current units that have a column, in the programme's order. */
export async function assessedUnitsOf(db: Executor, ctx: Pick<RequestContext, 'tenantId'>, programmeId: number): Promise<BookUnit[]> {
  const units = await currentUnitsOfProgramme(db, ctx.tenantId, programmeId);
  return units
    .filter((unit) => sourceOf(unit.kind) !== undefined)
    .map((unit) => ({ id: unit.id, kind: unit.kind, title: unit.title, creditHours: unit.creditHours }));
}

const stateOf = (completed: number, total: number): GradebookState =>
  completed === 0 ? 'not_started' : total > 0 && completed >= total ? 'completed' : 'in_progress';

/** The cells of every column for the teachers (null: all of them): one read per column kind. */
async function cellsFor(ctx: RequestContext, db: Executor, book: BookScope, units: readonly BookUnit[]) {
  const byKind = new Map<string, BookUnit[]>();
  for (const unit of units) byKind.set(unit.kind, [...(byKind.get(unit.kind) ?? []), unit]);
  const readers = new Map<string, CellOf>();
  for (const [kind, ofKind] of byKind) readers.set(kind, await sourceOf(kind)!.cells(db, ctx.tenantId, book, ofKind));
  return (unit: BookUnit, userId: number) => readers.get(unit.kind)!(unit.id, userId);
}

async function bookRows(
  ctx: RequestContext,
  db: Executor,
  programmeId: number,
  units: readonly BookUnit[],
  teachers: readonly ProgrammeTeacher[],
  everyone: boolean,
): Promise<GradebookRow[]> {
  const userIds = teachers.map((teacher) => teacher.userId);
  const cellOf = await cellsFor(ctx, db, { programmeId, userIds, everyone }, units);
  const hours = await programmeHoursOf(db, ctx.tenantId, programmeId, everyone ? null : userIds);
  return teachers.map((teacher) => ({
    userId: teacher.userId,
    teacherName: teacher.teacherName,
    schoolId: teacher.schoolId,
    schoolName: teacher.schoolName,
    cells: units.map((unit) => cellOf(unit, teacher.userId)),
    completedUnits: teacher.completedUnits,
    totalUnits: teacher.totalUnits,
    state: stateOf(teacher.completedUnits, teacher.totalUnits),
    hours: hours.get(teacher.userId) ?? 0,
  }));
}

const columnsOf = (units: readonly BookUnit[]): GradebookColumn[] =>
  units.map((unit) => ({ unitId: unit.id, kind: unit.kind as GradebookColumn['kind'], title: unit.title, creditHours: unit.creditHours }));

const filterOf = (query: GradebookFilter) => ({
  programmeId: query.programmeId,
  schoolId: query.schoolId,
  keyword: query.keyword || undefined,
  state: query.state,
});

/** One page of the book with the columns it is drawn with. */
export async function readGradebook(ctx: RequestContext, query: GradebookQuery): Promise<GradebookPage> {
  const db = ctx.db;
  const programme = await programmeToGrade(ctx, db, query.programmeId);
  const units = await assessedUnitsOf(db, ctx, programme.id);
  const { rows, total } = await programmeTeachersPage(db, ctx.tenantId, filterOf(query), {
    offset: (query.current - 1) * query.size,
    limit: query.size,
  });
  return {
    programmeId: programme.id,
    programmeTitle: programme.title,
    columns: columnsOf(units),
    records: await bookRows(ctx, db, programme.id, units, rows, false),
    total,
    current: query.current,
    size: query.size,
  };
}

/** The schools of the programme's teachers, for the book's school filter. */
export async function listGradebookSchools(ctx: RequestContext, programmeId: number): Promise<GradebookSchools> {
  const programme = await programmeToGrade(ctx, ctx.db, programmeId);
  return { records: await programmeTeacherSchools(ctx.db, ctx.tenantId, programme.id) };
}

/** The whole filtered book (at most GRADEBOOK_EXPORT_MAX_ROWS teachers) as a workbook in the caller's language. */
export async function exportGradebook(ctx: RequestContext, filter: GradebookFilter): Promise<Download> {
  const db = ctx.db;
  const programme = await programmeToGrade(ctx, db, filter.programmeId);
  const units = await assessedUnitsOf(db, ctx, programme.id);
  const { rows } = await programmeTeachersPage(db, ctx.tenantId, filterOf(filter), { offset: 0, limit: GRADEBOOK_EXPORT_MAX_ROWS });
  const book = await bookRows(ctx, db, programme.id, units, rows, true);
  return {
    fileName: gradebookFileName(ctx.locale, programme.title, chinaDay(new Date())),
    bytes: await gradebookWorkbook(columnsOf(units), book, ctx.locale),
  };
}
