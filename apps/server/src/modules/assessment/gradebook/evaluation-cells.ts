import type { EvaluationCell, MyEvaluationResult } from '@yanxiu/contract/assessment-gradebook';
import { evaluationUnitsAnsweredBy } from '@server/modules/assessment/assessment.public';
import type { GradebookSource } from './book-source';

// Questionnaire units in the grade book: whether each teacher answered (from evaluations' record of who answered,
// never what they answered, so an anonymous questionnaire stays so).

export const evaluationSource: GradebookSource = {
  kind: 'evaluation',
  async cells(db, tenantId, book) {
    const answered = new Set(
      (await evaluationUnitsAnsweredBy(db, tenantId, book.programmeId, book.userIds)).map((row) => `${row.unitId}:${row.userId}`),
    );
    return (unitId, userId): EvaluationCell => ({ kind: 'evaluation', answered: answered.has(`${unitId}:${userId}`) });
  },
  async mine(db, tenantId, programmeId, units, userId) {
    const answered = new Set((await evaluationUnitsAnsweredBy(db, tenantId, programmeId, [userId])).map((row) => row.unitId));
    return new Map<number, MyEvaluationResult>(
      units.map((unit) => [unit.id, { kind: 'evaluation', unitId: unit.id, title: unit.title, answered: answered.has(unit.id) }]),
    );
  },
  // Answering a questionnaire alone does not list a programme on the record; its answer shows with the programme's
  // other results.
  programmesOf: async () => [],
};
