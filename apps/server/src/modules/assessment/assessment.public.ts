// What other modules may use of assessment: everything else in this folder is private (its routes, jobs and demo
// material reach the app through assessment.module.ts).

// Assignments' results for the grade book and a teacher's learning record (named reads, bounded per call).
export {
  assignmentGradesOf,
  assignmentResultsOfTeacher,
  type AssignmentColumn,
  type AssignmentGrade,
  type TeacherAssignmentResult,
} from './assignments/assignment-results';

// Who answered each evaluation unit of a programme, for the grade book (that they answered, never what; one query).
export { evaluationUnitsAnsweredBy } from './evaluations/evaluation-gradebook';

// An exam attempt has its result (xAPI states it), emitted in the transaction that settled it.
export { examAttemptScored } from './attempts/attempt-events';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfAssessment } from './assessment-personal-data';
