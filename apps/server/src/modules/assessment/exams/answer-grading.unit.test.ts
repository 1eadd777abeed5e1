import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseBlankAnswer } from '@yanxiu/contract/assessment-answers';
import { OPTION_KEYS } from '@yanxiu/contract/assessment-bank-enums';
import type { QuestionAnswerSpec } from '@yanxiu/contract/assessment-banks';
import type { AnswerBody } from '@yanxiu/contract/assessment-exams';
import { shuffleBySeed } from './paper-draw';
import { answerFits, correctAnswerOf, countedAttemptOf, gradeAnswer, scoreOf } from './answer-grading';

const choiceSpec = (kind: 'single' | 'multiple') =>
  fc.integer({ min: 2, max: OPTION_KEYS.length }).chain((size) =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: size - 1 }), { minLength: kind === 'single' ? 1 : 2, maxLength: kind === 'single' ? 1 : size })
      .map((correct): QuestionAnswerSpec => ({
        kind,
        options: OPTION_KEYS.slice(0, size).map((key, index) => ({ key, text: `<p>${key}</p>`, correct: correct.includes(index) })),
      })),
  );
const blankText = fc.string({ maxLength: 6 });
const fillSpec = fc
  .array(
    fc.array(
      fc.string({ minLength: 1, maxLength: 6 }).filter((text) => text.trim() !== ''),
      { minLength: 1, maxLength: 3 },
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((blanks): QuestionAnswerSpec => ({ kind: 'fill_blank', blanks: blanks.map((accepted) => ({ accepted })) }));
const spec = fc.oneof(
  choiceSpec('single'),
  choiceSpec('multiple'),
  fc.boolean().map((correct): QuestionAnswerSpec => ({ kind: 'true_false', correct })),
  fillSpec,
);
const answer: fc.Arbitrary<AnswerBody> = fc.oneof(
  fc.constantFrom(...OPTION_KEYS).map((choice): AnswerBody => ({ kind: 'single', choice })),
  fc.uniqueArray(fc.constantFrom(...OPTION_KEYS), { maxLength: 8 }).map((choices): AnswerBody => ({ kind: 'multiple', choices })),
  fc.boolean().map((value): AnswerBody => ({ kind: 'true_false', value })),
  fc.array(blankText, { minLength: 1, maxLength: 4 }).map((blanks): AnswerBody => ({ kind: 'fill_blank', blanks })),
);

/** Answers near the question's own: subsets of its options, blanks from its accepted answers or close to them. */
function answerNear(question: QuestionAnswerSpec): fc.Arbitrary<AnswerBody> {
  switch (question.kind) {
    case 'single':
      return fc.constantFrom(...question.options.map((option) => option.key)).map((choice): AnswerBody => ({ kind: 'single', choice }));
    case 'multiple':
      return fc.subarray(question.options.map((option) => option.key)).map((choices): AnswerBody => ({ kind: 'multiple', choices }));
    case 'fill_blank':
      return fc
        .tuple(
          ...question.blanks.map((blank) =>
            fc.oneof(
              fc.constantFrom(...blank.accepted).map((text) => ` ${text.toUpperCase()} `),
              blankText,
            ),
          ),
        )
        .map((blanks): AnswerBody => ({ kind: 'fill_blank', blanks }));
    default:
      return answer;
  }
}
const specAndAnswer = spec.chain((question) => fc.tuple(fc.constant(question), fc.oneof(answer, answerNear(question))));

/** An answer is right when it equals the correct answer (fill-ins: each blank one of its accepted answers, as normalised). */
function reallyRight(question: QuestionAnswerSpec, given: AnswerBody): boolean {
  if (question.kind === 'fill_blank')
    return (
      given.kind === 'fill_blank' &&
      given.blanks.length === question.blanks.length &&
      question.blanks.every((blank, index) =>
        blank.accepted.some((text) => normaliseBlankAnswer(text) === normaliseBlankAnswer(given.blanks[index]!)),
      )
    );
  const correct = correctAnswerOf(question);
  if (correct.kind === 'multiple' && given.kind === 'multiple')
    return [...correct.choices].sort().join() === [...given.choices].sort().join();
  return JSON.stringify(correct) === JSON.stringify(given);
}

describe('gradeAnswer', () => {
  it('never scores a wrong answer as right, and scores right ones in full (all or nothing)', () => {
    fc.assert(
      fc.property(specAndAnswer, fc.integer({ min: 1, max: 100 }), ([question, given], points) => {
        const graded = gradeAnswer(question, given, points);
        expect(graded.outcome === 'correct').toBe(reallyRight(question, given));
        expect(graded.awarded).toBe(graded.outcome === 'correct' ? points : 0);
      }),
    );
  });

  it('scores the correct answer as right, whatever order the options were shown in', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (question, seed) => {
        const shown = question.kind === 'single' || question.kind === 'multiple' ? shuffleBySeed(question.options, seed) : [];
        const picked = shown.filter((option) => option.correct).map((option) => option.key);
        const given: AnswerBody =
          question.kind === 'single'
            ? { kind: 'single', choice: picked[0]! }
            : question.kind === 'multiple'
              ? { kind: 'multiple', choices: picked }
              : correctAnswerOf(question);
        expect(gradeAnswer(question, given, 5)).toEqual({ outcome: 'correct', awarded: 5 });
      }),
    );
  });

  it('takes a blank in full-width letters, other case or with spaces around, and nothing else', () => {
    const question: QuestionAnswerSpec = { kind: 'fill_blank', blanks: [{ accepted: ['DNA'] }, { accepted: ['光合作用', '光合'] }] };
    expect(gradeAnswer(question, { kind: 'fill_blank', blanks: [' ｄｎａ\u3000', '光合'] }, 4).outcome).toBe('correct');
    expect(gradeAnswer(question, { kind: 'fill_blank', blanks: ['DNA', '光 合'] }, 4).outcome).toBe('wrong');
    expect(gradeAnswer(question, { kind: 'fill_blank', blanks: ['DNA'] }, 4).outcome).toBe('wrong');
  });

  it('leaves short answers to a person and counts an unanswered question as 0', () => {
    const question: QuestionAnswerSpec = { kind: 'short_answer', referenceAnswer: '<p>ref</p>' };
    expect(gradeAnswer(question, { kind: 'short_answer', text: 'x' }, 10)).toEqual({ outcome: 'pending', awarded: null });
    expect(gradeAnswer(question, null, 10)).toEqual({ outcome: 'unanswered', awarded: 0 });
  });

  it('refuses answers of another kind or naming options the question lacks', () => {
    const question: QuestionAnswerSpec = {
      kind: 'single',
      options: [
        { key: 'A', text: 'a', correct: true },
        { key: 'B', text: 'b', correct: false },
      ],
    };
    expect(answerFits(question, { kind: 'single', choice: 'C' })).toBe(false);
    expect(answerFits(question, { kind: 'true_false', value: true })).toBe(false);
    expect(answerFits(question, { kind: 'single', choice: 'B' })).toBe(true);
  });
});

describe('scores', () => {
  it('waits for graders, then passes at the percentage', () => {
    expect(scoreOf([5, null], 10, 60)).toEqual({ score: null, passed: null });
    expect(scoreOf([5, 1], 10, 60)).toEqual({ score: 6, passed: true });
    expect(scoreOf([5, 0], 10, 60)).toEqual({ score: 5, passed: false });
  });

  it('counts the best, the first or the last attempt', () => {
    const attempts = [
      { id: 1, number: 1, score: 4 },
      { id: 2, number: 2, score: 9 },
      { id: 3, number: 3, score: 9 },
      { id: 4, number: 4, score: null },
    ];
    expect(countedAttemptOf(attempts, 'best')?.id).toBe(2);
    expect(countedAttemptOf(attempts, 'first')?.id).toBe(1);
    expect(countedAttemptOf(attempts, 'last')?.id).toBe(4);
    expect(countedAttemptOf([], 'best')).toBeNull();
  });
});
