import type { AppModule } from '@server/platform/module';
import { fileDeletionRequested } from '@server/modules/files/files.public';
import { dueItemsRequested } from '@server/modules/learning/learning.public';
import { unitsRemoving } from '@server/modules/training/training.public';
import { addAssessmentDueItems } from './due-items/due-items';
import { assessmentAttemptRoutes } from './attempts/attempts.routes';
import { attemptDeadlineWorker } from './attempts/attempt-expiry';
import { assignmentGradingTodo, peerReviewTodo } from './assignments/assignment-todo';
import { releaseAssignmentsOfRemovedUnits } from './assignments/assignment-unit-removal';
import { assessmentAssignmentFileRoutes } from './assignments/assignment-files.routes';
import { assessmentAssignmentRoutes } from './assignments/assignments.routes';
import { assessmentSubmissionRoutes } from './assignments/submissions.routes';
import { assessmentTutoringRoutes } from './assignments/tutoring.routes';
import { assessmentBankRoutes } from './banks/banks.routes';
import { seedAssessmentDemo } from './demo/assessment-demo';
import { seedAssignmentDemo } from './assignments/assignment-demo';
import { assessmentEvaluationAnswerRoutes } from './evaluations/evaluation-answer.routes';
import { seedEvaluationDemo } from './evaluations/evaluation-demo';
import { assessmentEvaluationResultRoutes } from './evaluations/evaluation-results.routes';
import { releaseEvaluationsOfRemovedUnits } from './evaluations/evaluation-unit-removal';
import { assessmentEvaluationRoutes } from './evaluations/evaluations.routes';
import { seedExamDemo } from './exams/exam-demo';
import { registerExamQuestionUsage } from './exams/exam-question-usage';
import { releaseExamsOfRemovedUnits } from './exams/exam-unit-removal';
import { assessmentExamRoutes } from './exams/exams.routes';
import { gradingTodo } from './grading/grading-todo';
import { assessmentGradebookRoutes } from './gradebook/gradebook.routes';
import { assessmentGradingRoutes } from './grading/grading.routes';
import { assessmentImportRoutes } from './imports/question-imports.routes';
import { keepQuestionPictures } from './questions/question-pictures-kept';
import { assessmentQuestionRoutes } from './questions/questions.routes';

// A question an exam's paper uses cannot be removed from its bank.
registerExamQuestionUsage();

/** Assessment (issue 38): question banks with folders, versioned questions and Excel import/export; exams beside them. */
export const assessmentModule: AppModule = {
  name: 'assessment',
  // In this order, which is the API document's (and so the reviewed access matrix's).
  routes: [
    assessmentBankRoutes,
    assessmentQuestionRoutes,
    assessmentImportRoutes,
    assessmentExamRoutes,
    assessmentAttemptRoutes,
    assessmentGradingRoutes,
    assessmentEvaluationRoutes,
    assessmentEvaluationResultRoutes,
    assessmentEvaluationAnswerRoutes,
    assessmentAssignmentRoutes,
    assessmentTutoringRoutes,
    assessmentSubmissionRoutes,
    assessmentAssignmentFileRoutes,
    assessmentGradebookRoutes,
  ],
  // The server submits an attempt at its deadline (reads and writes of the attempt do too, so nothing waits for it).
  workers: [attemptDeadlineWorker],
  // Short answers waiting for a grader, on the staff's one to-do list.
  todo: [gradingTodo, assignmentGradingTodo, peerReviewTodo],
  // An exam unit removed in the programme editor takes its exam along, unless teachers sat it (then the save is refused).
  subscribe(events) {
    events.on(unitsRemoving, releaseExamsOfRemovedUnits);
    events.on(unitsRemoving, releaseEvaluationsOfRemovedUnits);
    events.on(unitsRemoving, releaseAssignmentsOfRemovedUnits);
    // A question picture stays while a question (or an attempt's version of one) shows it.
    events.on(fileDeletionRequested, keepQuestionPictures);
    // A teacher's "continue learning" lists the exams and assignments still open in their programmes.
    events.on(dueItemsRequested, addAssessmentDueItems);
  },
  // A district bank shared down to the schools, with a folder tree and twenty tagged questions of every kind; then the
  // demo programme's exam drawing from it.
  demo: {
    seed: async (ctx) => {
      await seedAssessmentDemo(ctx);
      await seedAssignmentDemo(ctx);
      await seedEvaluationDemo(ctx);
      return seedExamDemo(ctx);
    },
  },
};
