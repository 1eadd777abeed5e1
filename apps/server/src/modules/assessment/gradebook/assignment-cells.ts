import type { AssignmentCell, MyAssignmentResult } from '@yanxiu/contract/assessment-gradebook';
import { assignmentGradesOf, assignmentResultsOfTeacher } from '@server/modules/assessment/assessment.public';
import type { BookUnit, GradebookSource } from './book-source';

// Assignment units in the grade book, from assignments' named reads: the latest round's state and the counted grade
// (the last graded round) per teacher, and for the teacher themself the tutor's feedback on the latest decision.

type Grade = Awaited<ReturnType<typeof assignmentGradesOf>>['grades'][number];

const noCell: AssignmentCell = { kind: 'assignment', state: 'none', score: null, maxScore: null, passed: null };

const stateOf = (grade: Grade | undefined): AssignmentCell['state'] =>
  !grade || grade.state === 'not_started' ? 'none' : (grade.state as AssignmentCell['state']);

/** How many programmes' assignment results the learning record reads at most. */
const RESULTS_READ = 200;

export const assignmentSource: GradebookSource = {
  kind: 'assignment',
  async cells(db, tenantId, book, units) {
    const { assignments, grades } = await assignmentGradesOf(db, tenantId, book.programmeId, book.userIds);
    const ofUnit = new Map(assignments.map((assignment) => [assignment.unitId, assignment]));
    const gradeOf = new Map(grades.map((grade) => [`${grade.assignmentId}:${grade.userId}`, grade]));
    const shown = new Set(units.map((unit) => unit.id));
    return (unitId, userId) => {
      const assignment = shown.has(unitId) ? ofUnit.get(unitId) : undefined;
      if (!assignment) return noCell;
      const grade = gradeOf.get(`${assignment.assignmentId}:${userId}`);
      return {
        kind: 'assignment',
        state: stateOf(grade),
        score: grade?.score ?? null,
        maxScore: assignment.maxScore,
        passed: grade?.passed ?? null,
      };
    };
  },
  async mine(db, tenantId, programmeId, units, userId) {
    const [{ assignments, grades }, written] = await Promise.all([
      assignmentGradesOf(db, tenantId, programmeId, [userId]),
      assignmentResultsOfTeacher(db, tenantId, userId, { programmeId, limit: RESULTS_READ }),
    ]);
    const ofUnit = new Map(assignments.map((assignment) => [assignment.unitId, assignment]));
    const feedbackOf = new Map(written.map((result) => [result.assignmentId, result.feedback]));
    const results = new Map<number, MyAssignmentResult>();
    for (const unit of units as BookUnit[]) {
      const assignment = ofUnit.get(unit.id);
      if (!assignment) continue;
      const grade = grades.find((candidate) => candidate.assignmentId === assignment.assignmentId);
      results.set(unit.id, {
        kind: 'assignment',
        unitId: unit.id,
        title: unit.title,
        state: stateOf(grade),
        score: grade?.score ?? null,
        maxScore: assignment.maxScore,
        passed: grade?.passed ?? null,
        feedback: feedbackOf.get(assignment.assignmentId) ?? null,
      });
    }
    return results;
  },
  async programmesOf(db, tenantId, userId, limit) {
    const written = await assignmentResultsOfTeacher(db, tenantId, userId, { limit: Math.min(RESULTS_READ, limit * 5) });
    const latest = new Map<number, Date>();
    // Listed by latest activity first; an undecided submission counts as now (it is the teacher's latest).
    for (const result of written) if (!latest.has(result.programmeId)) latest.set(result.programmeId, result.decidedAt ?? new Date());
    return [...latest].slice(0, limit).map(([programmeId, at]) => ({ programmeId, latest: at }));
  },
};
