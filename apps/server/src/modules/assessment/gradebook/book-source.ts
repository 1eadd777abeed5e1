import type { GradebookCell, GradebookUnitKind, MyResult } from '@yanxiu/contract/assessment-gradebook';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// What a source of the grade book's columns is: one per assessed unit kind, each reading its own rows for a set of units
// and teachers in a fixed number of queries (so a page costs the same whatever its size).

/** A programme's unit as the book sees it. */
export type BookUnit = { id: number; kind: string; title: string; creditHours: number };

/** Answers the cell of a unit for a teacher. */
export type CellOf = (unitId: number, userId: number) => GradebookCell;

export type GradebookSource = {
  kind: GradebookUnitKind;
  /** The cells of `units` (all of this kind) for `userIds` (null: every teacher, the export). */
  cells(db: Executor, tenantId: TenantId, units: readonly BookUnit[], userIds: readonly number[] | null): Promise<CellOf>;
  /** One teacher's own results on `units` (all of this kind), as they may see them at `now`. */
  mine(db: Executor, tenantId: TenantId, units: readonly BookUnit[], userId: number, now: Date): Promise<Map<number, MyResult>>;
  /** The programmes the teacher has results of this kind in, with when they last acted, the latest first. */
  programmesOf(db: Executor, tenantId: TenantId, userId: number, limit: number): Promise<Array<{ programmeId: number; latest: Date }>>;
};
