import type { ProgrammeDetail, ProgrammeUnit } from '@yanxiu/contract/training';

// Where a teacher goes next in a programme: the first lesson not done yet, the lesson after the one just watched,
// and whether the programme is done (its certificate then waits at /my/certificate).

/** Lessons a teacher opens themselves (offline sessions are attended, not opened), in order. */
function lessons(units: readonly ProgrammeUnit[]): ProgrammeUnit[] {
  return units.filter((unit) => unit.kind !== 'offline').sort((a, b) => a.position - b.position);
}

/** The first lesson not completed yet, or null when every lesson is done. */
export function resumeUnit(units: readonly ProgrammeUnit[]): ProgrammeUnit | null {
  return lessons(units).find((unit) => !unit.completed) ?? null;
}

/** The lesson after `unitId` in the programme's order, or null after the last one. */
export function nextUnit(units: readonly ProgrammeUnit[], unitId: number): ProgrammeUnit | null {
  const ordered = lessons(units);
  const current = units.find((unit) => unit.id === unitId);
  if (!current) return null;
  return ordered.find((unit) => unit.position > current.position) ?? null;
}

/** Where an enrolled teacher stands: nothing done yet, under way, or every unit completed. */
export type LearningStage = 'notStarted' | 'inProgress' | 'completed';

export function learningStage(programme: Pick<ProgrammeDetail, 'progress' | 'units'>): LearningStage {
  const done = programme.units.filter((unit) => unit.completed).length;
  const total = programme.progress?.totalUnits ?? programme.units.length;
  if (total > 0 && (programme.progress?.completedUnits ?? done) >= total) return 'completed';
  return done === 0 && (programme.progress?.completedUnits ?? 0) === 0 ? 'notStarted' : 'inProgress';
}
