import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { blankAnswerMatches, normaliseBlankAnswer } from './assessment-answers';
import { answerSpecProblem, QuestionInput } from './assessment-banks';

// The fill-in comparison the server grades with and the web previews with, and the answer rules both share.

const fullWidthOf = (text: string) =>
  [...text]
    .map((char) => (char >= '!' && char <= '~' ? String.fromCodePoint(char.codePointAt(0)! + 0xfee0) : char === ' ' ? '\u3000' : char))
    .join('');
const printableAscii = fc.string({ unit: fc.constantFrom(...Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index))) });

describe('normaliseBlankAnswer', () => {
  test('full-width forms read as their half-width letters, digits and signs', () => {
    fc.assert(fc.property(printableAscii, (text) => normaliseBlankAnswer(fullWidthOf(text)) === normaliseBlankAnswer(text)));
  });

  test('surrounding spaces (ideographic ones too) and the case of Latin letters do not matter', () => {
    fc.assert(
      fc.property(printableAscii, fc.nat(3), fc.nat(3), (text, before, after) => {
        const padded = `${' '.repeat(before)}${'\u3000'.repeat(after)}${text.toUpperCase()}\u3000${' '.repeat(after)}`;
        return normaliseBlankAnswer(padded) === normaliseBlankAnswer(text.toLowerCase());
      }),
    );
  });

  test('is idempotent, and keeps Chinese and inner spaces', () => {
    fc.assert(fc.property(fc.string(), (text) => normaliseBlankAnswer(normaliseBlankAnswer(text)) === normaliseBlankAnswer(text)));
    expect(normaliseBlankAnswer('  思 故乡 ')).toBe('思 故乡');
    expect(normaliseBlankAnswer('ＡＢｃ１２３，')).toBe('abc123,');
  });

  test('an answer matches when it is one of the accepted ones after normalising, and only then', () => {
    expect(blankAnswerMatches(' Ｈ２Ｏ ', ['h2o', '水'])).toBe(true);
    expect(blankAnswerMatches('水', ['h2o', '水'])).toBe(true);
    expect(blankAnswerMatches('H2O2', ['h2o'])).toBe(false);
    expect(blankAnswerMatches('', ['h2o'])).toBe(false);
    // Only Latin letters fold: Greek keeps its case.
    expect(blankAnswerMatches('Ω', ['ω'])).toBe(false);
  });
});

describe('the answer rules', () => {
  const option = (key: string, correct: boolean) => ({ key: key as 'A', text: key, correct });
  test('a single choice has exactly one correct option, a multiple choice at least two, keys in order', () => {
    expect(answerSpecProblem({ kind: 'single', options: [option('A', true), option('B', false)] })).toBeNull();
    expect(answerSpecProblem({ kind: 'single', options: [option('A', true), option('B', true)] })).toBe('singleCorrect');
    expect(answerSpecProblem({ kind: 'multiple', options: [option('A', true), option('B', false)] })).toBe('multipleCorrect');
    expect(answerSpecProblem({ kind: 'multiple', options: [option('A', true), option('C', true)] })).toBe('optionKeys');
    expect(answerSpecProblem({ kind: 'true_false', correct: false })).toBeNull();
  });

  test('the question schema refuses what the rules refuse, and a blank accepting the same answer twice', () => {
    const base = { folderId: null, difficulty: 3, stem: '题', explanation: '', tags: [] };
    expect(QuestionInput.safeParse({ ...base, answer: { kind: 'single', options: [option('A', true), option('B', true)] } }).success).toBe(
      false,
    );
    expect(QuestionInput.safeParse({ ...base, answer: { kind: 'fill_blank', blanks: [{ accepted: ['ABC', 'ａｂｃ'] }] } }).success).toBe(
      false,
    );
    expect(QuestionInput.safeParse({ ...base, answer: { kind: 'fill_blank', blanks: [{ accepted: ['ABC', 'ABD'] }] } }).success).toBe(true);
    expect(QuestionInput.safeParse({ ...base, difficulty: 6, answer: { kind: 'true_false', correct: true } }).success).toBe(false);
  });
});
