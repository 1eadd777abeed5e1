import { QUESTION_USAGE_CHECKS } from '@server/modules/assessment/questions/questions-for-exams';
import { examsUseQuestion } from './exams.repository';

/**
 * Exams keep (question, version) pairs on their papers, so a question a fixed paper or an attempt uses cannot be
 * removed: the banks' removal runs this check. Registered once, when the module file loads this file (the questions
 * folder must not import exams, which build on it).
 */
export function registerExamQuestionUsage(): void {
  if (!QUESTION_USAGE_CHECKS.includes(examsUseQuestion)) QUESTION_USAGE_CHECKS.push(examsUseQuestion);
}
