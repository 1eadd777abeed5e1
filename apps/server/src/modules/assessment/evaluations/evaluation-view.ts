import type { EvaluationQuestion, ManagedEvaluation, TeacherEvaluation } from '@yanxiu/contract/assessment-evaluations';
import type { EvaluationBlocker } from '@yanxiu/contract/assessment-evaluation-enums';
import { addDays, chinaDayStart } from '@server/platform/time/china-time';
import type { EvaluationRow } from './evaluations.repository';

// A questionnaire as staff and teachers read it, and the window in force.

/** The window in force: the questionnaire's own, else from its programme's first day's start to its last day's end. */
export function windowOf(row: Pick<EvaluationRow, 'opensAt' | 'closesAt' | 'programmeStartsOn' | 'programmeEndsOn'>) {
  const opensAt = row.opensAt ?? chinaDayStart(row.programmeStartsOn);
  const closesAt = row.closesAt ?? new Date(chinaDayStart(addDays(row.programmeEndsOn, 1)).getTime() - 1);
  return { opensAt, closesAt };
}

/** The stored questions (written from the contract's schema only). */
export const questionsOf = (row: Pick<EvaluationRow, 'questions'>) => row.questions as EvaluationQuestion[];

/** A questionnaire as staff edit it, with its answers counted against the programme's enrolled teachers. */
export function managedEvaluationOf(row: EvaluationRow, counts: { responses: number; enrolled: number }): ManagedEvaluation {
  const window = windowOf(row);
  return {
    id: row.id,
    version: row.version,
    status: row.status as ManagedEvaluation['status'],
    title: row.title,
    intro: row.intro,
    placement: { kind: 'unit', unitId: row.unitId },
    anonymous: row.anonymous,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    questions: questionsOf(row),
    programmeId: row.programmeId,
    programmeTitle: row.programmeTitle,
    unitTitle: row.unitTitle,
    window: { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() },
    responseCount: counts.responses,
    enrolledCount: counts.enrolled,
    locked: counts.responses > 0,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Why a teacher cannot answer now (null: they can). */
export function blockerOf(row: EvaluationRow, enrolled: boolean, responded: boolean, now: Date): EvaluationBlocker | null {
  if (responded) return 'responded';
  if (!enrolled) return 'not_enrolled';
  const window = windowOf(row);
  if (now.getTime() < window.opensAt.getTime()) return 'not_open';
  if (now.getTime() > window.closesAt.getTime()) return 'closed';
  return null;
}

/** A published questionnaire as a teacher reads it: the questions and whether they answered, never any answers. */
export function teacherEvaluationOf(row: EvaluationRow, enrolled: boolean, responded: boolean, now: Date): TeacherEvaluation {
  const window = windowOf(row);
  return {
    id: row.id,
    unitId: row.unitId,
    programmeId: row.programmeId,
    programmeTitle: row.programmeTitle,
    title: row.title,
    intro: row.intro,
    anonymous: row.anonymous,
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    questions: questionsOf(row),
    responded,
    blocker: blockerOf(row, enrolled, responded, now),
  };
}
