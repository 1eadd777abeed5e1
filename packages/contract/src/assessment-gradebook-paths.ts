// AssessmentGradebookPaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `assessment-gradebook.ts` would come along (issue 19).

/** The grade book's calls (issue 38): staff read and export a programme's book; teachers read their own results. */
export const AssessmentGradebookPaths = {
  // Staff who manage the programme: the book page by page, the schools of its teachers, the whole filtered book as Excel.
  assessmentGradebook: '/assessment/manage/gradebook/page',
  assessmentGradebookSchools: '/assessment/manage/gradebook/schools',
  assessmentGradebookExport: '/assessment/manage/gradebook/export',
  // Teachers: their own attempts, grades and feedback, per programme.
  assessmentMyResults: '/assessment/results/mine',
} as const;
