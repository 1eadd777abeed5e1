import type { GradebookCell, GradebookUnitKind, MyResult } from '@yanxiu/contract/assessment-gradebook';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// What a source of the grade book's columns is: one per assessed unit kind, each reading its own rows for a set of units
// and teachers in a fixed number of queries (so a page costs the same whatever its size).

/** A programme's unit as the book sees it. */
export type BookUnit = { id: number; kind: string; title: string; creditHours: number };

/** Whose cells a source reads: a programme's teachers, named, and whether they are all of the book's filter. */
export type BookScope = { programmeId: number; userIds: readonly number[]; everyone: boolean };

/** Answers the cell of a unit for a teacher. */
export type CellOf = (unitId: number, userId: number) => GradebookCell;

export type GradebookSource = {
  kind: GradebookUnitKind;
  /**
   * The cells of the programme's `units` (all of this kind) for `userIds`; `everyone` says they are all the teachers
   * under the book's filter (the export), so a source may read the units' rows without naming them.
   */
  cells(db: Executor, tenantId: TenantId, book: BookScope, units: readonly BookUnit[]): Promise<CellOf>;
  /** One teacher's own results on the programme's `units` (all of this kind), as they may see them at `now`. */
  mine(
    db: Executor,
    tenantId: TenantId,
    programmeId: number,
    units: readonly BookUnit[],
    userId: number,
    now: Date,
  ): Promise<Map<number, MyResult>>;
  /** The programmes the teacher has results of this kind in, with when they last acted, the latest first. */
  programmesOf(db: Executor, tenantId: TenantId, userId: number, limit: number): Promise<Array<{ programmeId: number; latest: Date }>>;
};
