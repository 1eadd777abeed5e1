// What exams (in this domain) use of the banks: questions to put on a paper (share-locked against a removal), the
// questions a random paper may draw from, and the versions a paper names. Exams reach the banks through this file.
export { drawableQuestions, lockQuestionsForUse, readQuestionVersions, type UsableQuestion } from './questions-for-exams.repository';
export { questionInUse, QUESTION_USAGE_CHECKS, type QuestionUsageCheck } from './question-usage';
export { bankToUse } from '@server/modules/assessment/banks/bank-reach';
