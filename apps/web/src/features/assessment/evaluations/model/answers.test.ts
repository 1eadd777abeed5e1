import type { EvaluationQuestion } from '@yanxiu/contract/assessment-evaluations';
import { describe, expect, test } from 'vitest';
import { missingRequired, toAnswers, tooLong, type AnswerDraft } from './answers';

const QUESTIONS: EvaluationQuestion[] = [
  { kind: 'rating', prompt: '总体满意度', required: true, scale: 5, lowLabel: '很不满意', highLabel: '非常满意' },
  { kind: 'multiple', prompt: '收获最大的环节', required: true, options: ['讲座', '研讨', '观课'] },
  { kind: 'single', prompt: '是否推荐', required: false, options: ['是', '否'] },
  { kind: 'text', prompt: '建议', required: true, maxLength: 5 },
];

describe('a questionnaire being answered', () => {
  test('required questions with no answer, an empty choice or blanks are named by position', () => {
    const answers: Array<AnswerDraft | undefined> = [
      undefined,
      { kind: 'multiple', options: [] },
      undefined,
      { kind: 'text', text: '   ' },
    ];
    expect(missingRequired(QUESTIONS, answers)).toEqual([1, 2, 4]);
    expect(
      missingRequired(QUESTIONS, [
        { kind: 'rating', value: 4 },
        { kind: 'multiple', options: [2] },
        undefined,
        { kind: 'text', text: '好' },
      ]),
    ).toEqual([]);
  });

  test('an open answer longer than allowed is named; the body has one answer per question, null for none', () => {
    const answers: Array<AnswerDraft | undefined> = [
      { kind: 'rating', value: 4 },
      { kind: 'multiple', options: [2, 0] },
      undefined,
      { kind: 'text', text: ' 多一些案例 ' },
    ];
    expect(tooLong(QUESTIONS, answers)).toEqual([]);
    expect(tooLong(QUESTIONS, [undefined, undefined, undefined, { kind: 'text', text: '太长的一段建议' }])).toEqual([4]);
    expect(toAnswers(QUESTIONS, answers)).toEqual([
      { kind: 'rating', value: 4 },
      { kind: 'multiple', options: [0, 2] },
      null,
      { kind: 'text', text: '多一些案例' },
    ]);
  });
});
