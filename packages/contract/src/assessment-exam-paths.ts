// AssessmentExamPaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `assessment-exams.ts` would come along (issue 19).

/** Every exam call's path (issue 38): staff manage exams and grade short answers; teachers sit them. */
export const AssessmentExamPaths = {
  // Staff: exams as a programme's unit or a school's standalone exam.
  assessmentManageExams: '/assessment/manage/exams/list',
  assessmentManageExam: '/assessment/manage/exams/detail',
  assessmentManageSaveExam: '/assessment/manage/exams/save',
  assessmentManagePublishExam: '/assessment/manage/exams/publish',
  assessmentManagePreviewPaper: '/assessment/manage/exams/preview',
  assessmentManageExamAttempts: '/assessment/manage/exams/attempts',
  // Staff: the short answers waiting for a person.
  assessmentGradingQueue: '/assessment/manage/grading/queue',
  assessmentGradingItem: '/assessment/manage/grading/detail',
  assessmentGradeAnswer: '/assessment/manage/grading/grade',
  // Teachers: an exam, its attempts, answers saved one question at a time, results.
  assessmentExam: '/assessment/exams/detail',
  assessmentExamOfUnit: '/assessment/exams/ofUnit',
  assessmentSchoolExams: '/assessment/exams/ofMySchool',
  assessmentStartAttempt: '/assessment/exams/start',
  assessmentAttempt: '/assessment/attempts/detail',
  assessmentSaveAnswer: '/assessment/attempts/:attemptId/answers/:position',
  assessmentSubmitAttempt: '/assessment/attempts/submit',
  assessmentAttemptResult: '/assessment/attempts/result',
} as const;
