import type { PaperRule } from '@yanxiu/contract/assessment-exams';
import type { QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';

// Drawing a random paper and shuffling by a seed, pure so property tests can hold them to their rules. An attempt
// stores its seed-drawn paper as (question, version) pairs, so the seed only has to reproduce a preview or a test.

/** A question a rule may draw: its current version's facts. */
export type DrawCandidate = {
  questionId: number;
  version: number;
  bankId: number;
  kind: QuestionKindValue;
  difficulty: number;
  tags: readonly string[];
};

/** A drawn question with the points its rule gives and the rule's index. */
export type DrawnQuestion = { questionId: number; version: number; points: number; rule: number };

/** A paper, or the first rule that found too few questions (with how many it found). */
export type DrawOutcome = { ok: true; questions: DrawnQuestion[] } | { ok: false; rule: number; available: number; wanted: number };

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every platform. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order decided by the seed (Fisher-Yates); the input is not changed. */
export function shuffleBySeed<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

const folded = (tag: string) => tag.trim().toLowerCase();

/** Whether a candidate satisfies a rule: its bank, any of its tags (none: any), its difficulties and kinds (none: any). */
export function ruleAccepts(rule: PaperRule, candidate: DrawCandidate): boolean {
  if (candidate.bankId !== rule.bankId) return false;
  if (rule.difficulties.length > 0 && !rule.difficulties.includes(candidate.difficulty)) return false;
  if (rule.kinds.length > 0 && !rule.kinds.includes(candidate.kind)) return false;
  if (rule.tags.length === 0) return true;
  const tags = new Set(candidate.tags.map(folded));
  return rule.tags.some((tag) => tags.has(folded(tag)));
}

/**
 * Draws a paper by its rules: rules draw in their order, each `count` questions it accepts that no earlier rule drew,
 * picked by the seed. The pool's order does not matter (it is sorted by question id first), so the same seed and pool
 * give the same paper. A rule left with fewer questions than it asks for fails the draw, naming it.
 */
export function drawPaper(rules: readonly PaperRule[], pool: readonly DrawCandidate[], seed: number): DrawOutcome {
  const sorted = [...pool].sort((a, b) => a.questionId - b.questionId);
  const drawn = new Set<number>();
  const questions: DrawnQuestion[] = [];
  for (const [index, rule] of rules.entries()) {
    const candidates = sorted.filter((candidate) => !drawn.has(candidate.questionId) && ruleAccepts(rule, candidate));
    if (candidates.length < rule.count) return { ok: false, rule: index, available: candidates.length, wanted: rule.count };
    for (const picked of shuffleBySeed(candidates, seed + index * 7919).slice(0, rule.count)) {
      drawn.add(picked.questionId);
      questions.push({ questionId: picked.questionId, version: picked.version, points: rule.pointsEach, rule: index });
    }
  }
  return { ok: true, questions };
}

/** A seed for an attempt's draw and shuffles: random, kept with the attempt. */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
