import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaperRule } from '@yanxiu/contract/assessment-exams';
import { QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { drawPaper, ruleAccepts, shuffleBySeed, type DrawCandidate } from './paper-draw';

const TAGS = ['函数', 'geometry', 'Algebra', '阅读'];
const candidate = fc.record({
  bankId: fc.integer({ min: 1, max: 2 }),
  kind: fc.constantFrom(...QuestionKind.values),
  difficulty: fc.integer({ min: 1, max: 5 }),
  tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
  version: fc.integer({ min: 1, max: 4 }),
});
const pool = fc
  .array(candidate, { maxLength: 40 })
  .map((items): DrawCandidate[] => items.map((item, index) => ({ ...item, questionId: 100 + index * 3 })));
const rule: fc.Arbitrary<PaperRule> = fc.record({
  bankId: fc.integer({ min: 1, max: 2 }),
  tags: fc.uniqueArray(fc.constantFrom(...TAGS.map((tag) => tag.toUpperCase())), { maxLength: 2 }),
  difficulties: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
  kinds: fc.uniqueArray(fc.constantFrom(...QuestionKind.values), { maxLength: 2 }),
  count: fc.integer({ min: 1, max: 6 }),
  pointsEach: fc.integer({ min: 1, max: 10 }),
});
const rules = fc.array(rule, { minLength: 1, maxLength: 4 });
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('drawPaper', () => {
  it('follows its rules: counts per rule, each question accepted by its rule, worth its points, never drawn twice', () => {
    fc.assert(
      fc.property(rules, pool, seed, (paperRules, questions, drawSeed) => {
        const outcome = drawPaper(paperRules, questions, drawSeed);
        if (!outcome.ok) return;
        const byId = new Map(questions.map((question) => [question.questionId, question]));
        for (const [index, paperRule] of paperRules.entries()) {
          const drawn = outcome.questions.filter((question) => question.rule === index);
          expect(drawn).toHaveLength(paperRule.count);
          for (const question of drawn) {
            expect(ruleAccepts(paperRule, byId.get(question.questionId)!)).toBe(true);
            expect(question.points).toBe(paperRule.pointsEach);
            expect(question.version).toBe(byId.get(question.questionId)!.version);
          }
        }
        const ids = outcome.questions.map((question) => question.questionId);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('gives the same paper for the same seed, whatever the pool order', () => {
    fc.assert(
      fc.property(rules, pool, seed, seed, (paperRules, questions, drawSeed, orderSeed) => {
        const again = drawPaper(paperRules, shuffleBySeed(questions, orderSeed), drawSeed);
        expect(again).toEqual(drawPaper(paperRules, questions, drawSeed));
      }),
    );
  });

  it('fails only naming a rule that really had fewer questions left than it asks for', () => {
    fc.assert(
      fc.property(rules, pool, seed, (paperRules, questions, drawSeed) => {
        const outcome = drawPaper(paperRules, questions, drawSeed);
        if (outcome.ok) return;
        const before = drawPaper(paperRules.slice(0, outcome.rule), questions, drawSeed);
        expect(before.ok).toBe(true);
        const taken = new Set(before.ok ? before.questions.map((question) => question.questionId) : []);
        const left = questions.filter((question) => !taken.has(question.questionId) && ruleAccepts(paperRules[outcome.rule]!, question));
        expect(left.length).toBe(outcome.available);
        expect(outcome.available).toBeLessThan(paperRules[outcome.rule]!.count);
      }),
    );
  });

  it('draws a whole bank when a rule asks for all it has', () => {
    const questions: DrawCandidate[] = [1, 2, 3].map((id) => ({
      questionId: id,
      version: 1,
      bankId: 9,
      kind: 'single',
      difficulty: 2,
      tags: [],
    }));
    const outcome = drawPaper([{ bankId: 9, tags: [], difficulties: [], kinds: [], count: 3, pointsEach: 5 }], questions, 42);
    expect(outcome.ok && outcome.questions.map((question) => question.questionId).sort()).toEqual([1, 2, 3]);
    expect(drawPaper([{ bankId: 9, tags: [], difficulties: [], kinds: [], count: 4, pointsEach: 5 }], questions, 42)).toEqual({
      ok: false,
      rule: 0,
      available: 3,
      wanted: 4,
    });
  });
});

describe('shuffleBySeed', () => {
  it('is a permutation, and the same for the same seed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), seed, (items, shuffleSeed) => {
        const shuffled = shuffleBySeed(items, shuffleSeed);
        expect([...shuffled].sort()).toEqual([...items].sort());
        expect(shuffleBySeed(items, shuffleSeed)).toEqual(shuffled);
      }),
    );
  });
});
