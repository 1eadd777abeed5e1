import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { TrainingKindValue } from '@yanxiu/contract/training-enums';
import type { Executor } from '@server/db/client';
import { trainingEnrolments, trainingProgrammes, trainingUnitCompletions, trainingUnits } from '@server/db/schema/training';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// The caller's programmes still under way, with their current units and which of them are done: learning's "continue
// learning" picks the lesson to go back to from them, and assessment the exams and assignments still due.

/** One current unit of a programme in progress, and whether the teacher completed it. */
type UnitInProgress = {
  id: number;
  title: string;
  /** video, document or offline (the other kinds are assessment's units). */
  kind: string;
  position: number;
  durationSeconds: number | null;
  completed: boolean;
};

/** A programme the teacher is enrolled in that has not ended and that they have not finished. */
export type ProgrammeInProgress = {
  id: number;
  title: string;
  kind: TrainingKindValue;
  studioId: number | null;
  /** Its last day (China calendar day, `YYYY-MM-DD`). */
  endsOn: string;
  /** Its current units in order. */
  units: UnitInProgress[];
};

// As many as the training home looks at: a teacher with more running programmes is not served by a longer card.
const MOST_PROGRAMMES = 50;

/**
 * The teacher's enrolled programmes ending on or after `today`, the newest enrolment first, each with its current
 * units; programmes whose every current unit the teacher completed are left out (they are finished).
 */
export async function findProgrammesInProgress(
  db: Executor,
  tenantId: TenantId,
  userId: number,
  today: string,
): Promise<ProgrammeInProgress[]> {
  const e = trainingEnrolments;
  const p = trainingProgrammes;
  const programmes = await db
    .select({ id: p.id, title: p.title, kind: p.kind, studioId: p.studioId, endsOn: p.endsOn })
    .from(e)
    .innerJoin(p, and(eq(p.tenantId, e.tenantId), eq(p.id, e.programmeId)))
    .where(and(eq(e.tenantId, tenantId), eq(e.userId, userId), eq(e.status, 'enrolled'), gte(p.endsOn, today)))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(MOST_PROGRAMMES);
  if (programmes.length === 0) return [];
  const u = trainingUnits;
  const c = trainingUnitCompletions;
  const units = await db
    .select({
      programmeId: u.programmeId,
      id: u.id,
      title: u.title,
      kind: u.kind,
      position: u.position,
      durationSeconds: u.durationSeconds,
      completed: sql<boolean>`${c.unitId} is not null`,
    })
    .from(u)
    .leftJoin(c, and(eq(c.tenantId, u.tenantId), eq(c.unitId, u.id), eq(c.userId, userId)))
    .where(
      and(
        eq(u.tenantId, tenantId),
        inArray(
          u.programmeId,
          programmes.map((row) => row.id),
        ),
        eq(u.removed, false),
      ),
    )
    .orderBy(asc(u.programmeId), asc(u.position), asc(u.id));
  const byProgramme = new Map<number, UnitInProgress[]>();
  for (const { programmeId, ...unit } of units) {
    const list = byProgramme.get(programmeId) ?? [];
    list.push(unit);
    byProgramme.set(programmeId, list);
  }
  return programmes
    .map((programme) => ({ ...programme, kind: programme.kind as TrainingKindValue, units: byProgramme.get(programme.id) ?? [] }))
    .filter((programme) => programme.units.length === 0 || programme.units.some((unit) => !unit.completed));
}
