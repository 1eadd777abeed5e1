import type { EvaluationAnswer, EvaluationQuestion } from '@yanxiu/contract/assessment-evaluations';

/** What the teacher has given for one question so far (a rating, an option, options, text); undefined: nothing yet. */
export type AnswerDraft =
  | { kind: 'rating'; value: number }
  | { kind: 'single'; option: number }
  | { kind: 'multiple'; options: number[] }
  | { kind: 'text'; text: string };

/** Whether a draft gives an answer: blanks and an empty choice of options give none (as the server counts them). */
function given(answer: AnswerDraft | undefined): answer is AnswerDraft {
  if (!answer) return false;
  if (answer.kind === 'multiple') return answer.options.length > 0;
  if (answer.kind === 'text') return answer.text.trim().length > 0;
  return true;
}

/** The positions (from 1) of the required questions still unanswered, in order. */
export function missingRequired(questions: readonly EvaluationQuestion[], answers: ReadonlyArray<AnswerDraft | undefined>): number[] {
  return questions.flatMap((question, index) => (question.required && !given(answers[index]) ? [index + 1] : []));
}

/** The positions (from 1) of open answers longer than their question allows. */
export function tooLong(questions: readonly EvaluationQuestion[], answers: ReadonlyArray<AnswerDraft | undefined>): number[] {
  return questions.flatMap((question, index) => {
    const answer = answers[index];
    return question.kind === 'text' && answer?.kind === 'text' && answer.text.trim().length > question.maxLength ? [index + 1] : [];
  });
}

/** The respond body's answers: one per question in order, null for one left unanswered. */
export function toAnswers(
  questions: readonly EvaluationQuestion[],
  answers: ReadonlyArray<AnswerDraft | undefined>,
): Array<EvaluationAnswer | null> {
  return questions.map((_, index) => {
    const answer = answers[index];
    if (!given(answer)) return null;
    if (answer.kind === 'multiple') return { kind: 'multiple', options: [...answer.options].sort((a, b) => a - b) };
    if (answer.kind === 'text') return { kind: 'text', text: answer.text.trim() };
    return answer;
  });
}
