// The exam pages' addresses, in one place (the route table declares the same patterns).

/** A teacher's exam page. */
export const teacherExamPath = (examId: number) => `/training/exam/${examId}`;
/** The page of an attempt being sat (a reload or a second tab resumes it). */
export const attemptPath = (attemptId: number) => `/training/exam/attempt/${attemptId}`;
/** A submitted attempt's result. */
export const resultPath = (attemptId: number) => `/training/exam/result/${attemptId}`;
/** The staff's exam editor. */
export const manageExamPath = (examId: number) => `/manage/assessment/exams/${examId}`;
/** A new standalone exam of a school the caller manages. */
export const newSchoolExamPath = (schoolId: number) => `/manage/assessment/exams/new?schoolId=${schoolId}`;
/** The staff's list of an exam's attempts. */
export const examAttemptsPath = (examId: number) => `/manage/assessment/exams/${examId}/attempts`;
/** The grading queue, or one short answer in it. */
export const gradingPath = (item?: { attemptId: number; position: number }) =>
  item ? `/manage/assessment/grading/${item.attemptId}/${item.position}` : '/manage/assessment/grading';
