import { describe, expect, test } from 'vitest';
import { emptyQuestionnaire, moveQuestion, newQuestion, questionnaireProblem, toSaveBody } from './questionnaire-form';

describe('the questionnaire builder form', () => {
  test('says the first problem, naming the question by position', () => {
    const values = emptyQuestionnaire();
    expect(questionnaireProblem(values)).toEqual({ problem: 'title' });
    values.title = '培训满意度调查';
    expect(questionnaireProblem(values)).toEqual({ problem: 'prompt', position: 1 });
    values.questions[0]!.prompt = '总体满意度';
    const choice = { ...newQuestion('single'), prompt: '是否推荐', options: ['是', '是'] };
    expect(questionnaireProblem({ ...values, questions: [...values.questions, choice] })).toEqual({ problem: 'optionTwice', position: 2 });
    expect(questionnaireProblem({ ...values, questions: [...values.questions, { ...choice, options: ['是', ' '] }] })).toEqual({
      problem: 'options',
      position: 2,
    });
    expect(questionnaireProblem({ ...values, opensAt: '2026-12-01T00:00:00.000Z' })).toEqual({ problem: 'window' });
    expect(questionnaireProblem(values)).toBeNull();
  });

  test('the body carries only the chosen kind’s fields, in the order the questions were moved to', () => {
    const rating = { ...newQuestion('rating'), prompt: ' 总体满意度 ', lowLabel: '很不满意', highLabel: '非常满意' };
    const text = { ...newQuestion('text'), prompt: '建议', required: false, maxLength: 200 };
    const values = { ...emptyQuestionnaire(), title: '满意度', questions: moveQuestion([rating, text], 1, -1) };
    expect(toSaveBody(values, { kind: 'unit', unitId: 7 }, { id: 3, version: 2 })).toEqual({
      evaluationId: 3,
      version: 2,
      title: '满意度',
      intro: '',
      placement: { kind: 'unit', unitId: 7 },
      anonymous: true,
      opensAt: null,
      closesAt: null,
      questions: [
        { kind: 'text', prompt: '建议', required: false, maxLength: 200 },
        { kind: 'rating', prompt: '总体满意度', required: true, scale: 5, lowLabel: '很不满意', highLabel: '非常满意' },
      ],
    });
  });
});
