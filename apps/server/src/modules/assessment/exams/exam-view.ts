import type { ExamInput, ManagedExam, PaperInput } from '@yanxiu/contract/assessment-exams';
import type { QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { PlacementValues } from './exam-access';
import { paperTotals } from './exam-paper';
import { attemptCounts, findExamItems, findExamRules, type ExamRow, type ExamValues } from './exams.repository';

// An exam between its row and the contract: the columns a save writes, and the staff's view of a stored exam.

/** The columns an exam's settings and placement write. */
export function examValuesOf(input: ExamInput, placement: PlacementValues): ExamValues {
  const { totalPoints, questionCount } = paperTotals(input.paper);
  return {
    title: input.title,
    instructions: input.instructions,
    ...placement,
    paperMode: input.paper.mode,
    timeLimitMinutes: input.timeLimitMinutes,
    opensAt: new Date(input.opensAt),
    closesAt: new Date(input.closesAt),
    attemptsAllowed: input.attemptsAllowed,
    counts: input.counts,
    passPercent: input.passPercent,
    shuffleQuestions: input.shuffleQuestions,
    shuffleOptions: input.shuffleOptions,
    revealResults: input.revealResults,
    revealExplanations: input.revealExplanations,
    totalPoints,
    questionCount,
  };
}

/** The stored paper in the contract's input shape (to compare with a save's). */
export async function storedPaperOf(db: Executor, tenantId: TenantId, exam: ExamRow): Promise<PaperInput> {
  if (exam.paperMode === 'random') return { mode: 'random', rules: await findExamRules(db, tenantId, exam.id) };
  const items = await findExamItems(db, tenantId, exam.id);
  return { mode: 'fixed', items: items.map((item) => ({ questionId: item.questionId, points: item.points })) };
}

/** An exam as staff read it. */
export async function managedExamOf(db: Executor, tenantId: TenantId, exam: ExamRow): Promise<ManagedExam> {
  const paper: ManagedExam['paper'] =
    exam.paperMode === 'random'
      ? { mode: 'random', rules: await findExamRules(db, tenantId, exam.id) }
      : {
          mode: 'fixed',
          items: (await findExamItems(db, tenantId, exam.id)).map((item) => ({
            questionId: item.questionId,
            points: item.points,
            kind: item.kind as QuestionKindValue,
            stem: item.stem,
          })),
        };
  const attempts = (await attemptCounts(db, tenantId, [exam.id])).get(exam.id) ?? 0;
  return { ...listedExamOf(exam, attempts), paper };
}

/** An exam's settings as the staff's list shows them (its paper filled in by the caller). */
export function listedExamOf(exam: ExamRow, attemptCount: number): Omit<ManagedExam, 'paper'> {
  return {
    id: exam.id,
    version: exam.version,
    status: exam.status as ManagedExam['status'],
    title: exam.title,
    instructions: exam.instructions,
    placement: exam.unitId !== null ? { kind: 'unit', unitId: exam.unitId } : { kind: 'school', schoolId: exam.schoolId! },
    timeLimitMinutes: exam.timeLimitMinutes,
    opensAt: exam.opensAt.toISOString(),
    closesAt: exam.closesAt.toISOString(),
    attemptsAllowed: exam.attemptsAllowed,
    counts: exam.counts as ManagedExam['counts'],
    passPercent: exam.passPercent,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    revealResults: exam.revealResults as ManagedExam['revealResults'],
    revealExplanations: exam.revealExplanations as ManagedExam['revealExplanations'],
    programmeId: exam.programmeId,
    programmeTitle: exam.programmeTitle,
    questionCount: exam.questionCount,
    totalPoints: exam.totalPoints,
    attemptCount,
    publishedAt: exam.publishedAt?.toISOString() ?? null,
    updatedAt: exam.updatedAt.toISOString(),
  };
}
