import type { AppModule } from '@server/platform/module';
import { assessmentBankRoutes } from './banks/banks.routes';
import { seedAssessmentDemo } from './demo/assessment-demo';
import { assessmentImportRoutes } from './imports/question-imports.routes';
import { assessmentQuestionRoutes } from './questions/questions.routes';

/** Assessment (issue 38): question banks with folders, versioned questions and Excel import/export; exams beside them. */
export const assessmentModule: AppModule = {
  name: 'assessment',
  // In this order, which is the API document's (and so the reviewed access matrix's).
  routes: [assessmentBankRoutes, assessmentQuestionRoutes, assessmentImportRoutes],
  // A district bank shared down to the schools, with a folder tree and twenty tagged questions of every kind.
  demo: { seed: seedAssessmentDemo },
};
