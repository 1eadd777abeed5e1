import type { EvaluationQuestion, EvaluationQuestionResult } from '@yanxiu/contract/assessment-evaluations';
import type { StoredAnswer } from './evaluation-answers';

// Tallying a questionnaire's answers per question: counts per option, the rating distribution and mean, the open texts
// (with the respondent's name only when the questionnaire is named and so the response holds one).

/** A response as tallied: its answers by position, and its respondent's name (null when anonymous). */
export type TalliedResponse = { answers: readonly StoredAnswer[]; respondent: string | null };

/** Each question's results over the responses. */
export function tallyResults(questions: readonly EvaluationQuestion[], responses: readonly TalliedResponse[]): EvaluationQuestionResult[] {
  return questions.map((question, position) => {
    const given = responses.flatMap((response) => {
      const answer = response.answers[position];
      return answer && answer.kind === question.kind ? [{ answer, respondent: response.respondent }] : [];
    });
    const base = { position, prompt: question.prompt, required: question.required, answered: given.length };
    switch (question.kind) {
      case 'rating': {
        const counts = Array.from({ length: question.scale }, () => 0);
        let sum = 0;
        for (const { answer } of given)
          if (answer.kind === 'rating' && answer.value <= question.scale) {
            counts[answer.value - 1]! += 1;
            sum += answer.value;
          }
        const rated = counts.reduce((total, count) => total + count, 0);
        const mean = rated === 0 ? null : Math.round((sum / rated) * 100) / 100;
        return { kind: 'rating', ...base, scale: question.scale, lowLabel: question.lowLabel, highLabel: question.highLabel, counts, mean };
      }
      case 'single':
      case 'multiple': {
        const counts = question.options.map(() => 0);
        for (const { answer } of given) {
          const chosen = answer.kind === 'single' ? [answer.option] : answer.kind === 'multiple' ? answer.options : [];
          for (const option of chosen) if (option < counts.length) counts[option]! += 1;
        }
        return { kind: question.kind, ...base, options: question.options.map((label, index) => ({ label, count: counts[index]! })) };
      }
      case 'text':
        return {
          kind: 'text',
          ...base,
          texts: given.flatMap(({ answer, respondent }) => (answer.kind === 'text' ? [{ text: answer.text, respondent }] : [])),
        };
    }
  });
}

/** Answers over enrolled, 0..1 (0 with nobody enrolled), to four places. */
export const responseRateOf = (responses: number, enrolled: number) =>
  enrolled === 0 ? 0 : Math.round((responses / enrolled) * 10_000) / 10_000;
