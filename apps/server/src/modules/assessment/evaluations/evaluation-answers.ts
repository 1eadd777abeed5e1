import type { EvaluationAnswer, EvaluationQuestion } from '@yanxiu/contract/assessment-evaluations';
import type { FieldIssue } from '@yanxiu/contract/envelope';
import type { Locale } from '@yanxiu/contract/locale';
import { evaluationTexts } from './evaluation.texts';

// Checking a teacher's answers against the questions, one issue per wrong answer (body.answers.N), before anything is
// written. What is stored is the answers as checked: a blank text is stored as no answer.

/** One question's stored answer: the contract's answer, or null for none. */
export type StoredAnswer = EvaluationAnswer | null;

/** The issues of the answers (none: they fit), and the answers to store. */
export function checkAnswers(
  questions: readonly EvaluationQuestion[],
  answers: readonly (EvaluationAnswer | null)[],
  locale: Locale,
): { issues: FieldIssue[]; stored: StoredAnswer[] } {
  if (answers.length !== questions.length)
    return {
      issues: [{ path: 'body.answers', message: evaluationTexts(locale, 'answerCount', { count: questions.length }) }],
      stored: [],
    };
  const issues: FieldIssue[] = [];
  const stored = questions.map((question, index): StoredAnswer => {
    const issue = (message: string) => issues.push({ path: `body.answers.${index}`, message });
    const given = answers[index] ?? null;
    const answer = given?.kind === 'text' && given.text.trim() === '' ? null : given;
    if (answer === null) {
      if (question.required) issue(evaluationTexts(locale, 'answerRequired'));
      return null;
    }
    if (answer.kind !== question.kind) {
      issue(evaluationTexts(locale, 'answerKind'));
      return null;
    }
    if (answer.kind === 'rating' && question.kind === 'rating' && answer.value > question.scale)
      issue(evaluationTexts(locale, 'ratingRange', { count: question.scale }));
    if (
      answer.kind === 'single' &&
      (question.kind === 'single' || question.kind === 'multiple') &&
      answer.option >= question.options.length
    )
      issue(evaluationTexts(locale, 'optionRange'));
    if (answer.kind === 'multiple' && question.kind === 'multiple' && answer.options.some((option) => option >= question.options.length))
      issue(evaluationTexts(locale, 'optionRange'));
    if (answer.kind === 'text' && question.kind === 'text' && [...answer.text].length > question.maxLength)
      issue(evaluationTexts(locale, 'textTooLong', { count: question.maxLength }));
    return answer.kind === 'multiple' ? { kind: 'multiple', options: [...answer.options].sort((a, b) => a - b) } : answer;
  });
  return { issues, stored };
}
