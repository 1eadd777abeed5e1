import type { EvaluationQuestion } from '@yanxiu/contract/assessment-evaluations';
import { describe, expect, it } from 'vitest';
import { checkAnswers } from './evaluation-answers';
import { responseRateOf, tallyResults } from './evaluation-results';

const questions: EvaluationQuestion[] = [
  { kind: 'rating', prompt: '满意度', required: true, scale: 3, lowLabel: '低', highLabel: '高' },
  { kind: 'single', prompt: '单选', required: false, options: ['甲', '乙'] },
  { kind: 'multiple', prompt: '多选', required: false, options: ['甲', '乙', '丙'] },
  { kind: 'text', prompt: '建议', required: true, maxLength: 3 },
];

describe('checking answers against the questions', () => {
  it('stores fitting answers, choices in order and a blank text as none', () => {
    const { issues, stored } = checkAnswers(
      questions,
      [{ kind: 'rating', value: 3 }, null, { kind: 'multiple', options: [2, 0] }, { kind: 'text', text: '好😀' }],
      'zh-CN',
    );
    expect(issues).toEqual([]);
    expect(stored).toEqual([{ kind: 'rating', value: 3 }, null, { kind: 'multiple', options: [0, 2] }, { kind: 'text', text: '好😀' }]);
  });

  it('names each answer that does not fit: out of the scale, no such option, the wrong kind, too long, required and blank', () => {
    const { issues } = checkAnswers(
      questions,
      [
        { kind: 'rating', value: 4 },
        { kind: 'single', option: 2 },
        { kind: 'single', option: 0 },
        { kind: 'text', text: '   ' },
      ],
      'en-US',
    );
    expect(issues).toEqual([
      { path: 'body.answers.0', message: 'Rate from 1 to 3' },
      { path: 'body.answers.1', message: 'No such option' },
      { path: 'body.answers.2', message: 'The answer does not fit the question' },
      { path: 'body.answers.3', message: 'This question must be answered' },
    ]);
    expect(
      checkAnswers(questions, [null, null, null, { kind: 'text', text: '太长了吧' }], 'en-US').issues.map((issue) => issue.message),
    ).toEqual(['This question must be answered', 'At most 3 characters']);
  });

  it('wants one answer (or null) per question', () => {
    expect(checkAnswers(questions, [null], 'en-US').issues).toEqual([
      { path: 'body.answers', message: 'The questionnaire has 4 questions: give one answer (or null) for each' },
    ]);
  });
});

describe('tallying results', () => {
  it('counts ratings and options, averages ratings and lists texts', () => {
    const results = tallyResults(questions, [
      {
        answers: [
          { kind: 'rating', value: 1 },
          { kind: 'single', option: 1 },
          { kind: 'multiple', options: [0, 1] },
          { kind: 'text', text: '甲' },
        ],
        respondent: null,
      },
      { answers: [{ kind: 'rating', value: 2 }, null, { kind: 'multiple', options: [1] }, null], respondent: null },
    ]);
    expect(results[0]).toMatchObject({ answered: 2, counts: [1, 1, 0], mean: 1.5 });
    expect(results[1]).toMatchObject({
      answered: 1,
      options: [
        { label: '甲', count: 0 },
        { label: '乙', count: 1 },
      ],
    });
    expect(results[2]).toMatchObject({ answered: 2, options: [{ count: 1 }, { count: 2 }, { count: 0 }] });
    expect(results[3]).toMatchObject({ answered: 1, texts: [{ text: '甲', respondent: null }] });
    expect(tallyResults(questions, [])[0]).toMatchObject({ answered: 0, mean: null });
  });

  it('writes the response rate to four places, 0 with nobody enrolled', () => {
    expect(responseRateOf(2, 3)).toBe(0.6667);
    expect(responseRateOf(0, 0)).toBe(0);
  });
});
