import { defineEnum } from './define-enum';

// Question banks' enumerations with their labels, zod-free so the web pages use them without bundling zod.

/** What a question asks for; `short_answer` is graded by a person, every other kind by the server. */
export const QuestionKind = defineEnum('assessmentQuestionKind', {
  single: { 'zh-CN': '单选题', 'en-US': 'Single choice' },
  multiple: { 'zh-CN': '多选题', 'en-US': 'Multiple choice' },
  true_false: { 'zh-CN': '判断题', 'en-US': 'True or false' },
  fill_blank: { 'zh-CN': '填空题', 'en-US': 'Fill in the blanks' },
  short_answer: { 'zh-CN': '简答题', 'en-US': 'Short answer' },
});
export type QuestionKindValue = (typeof QuestionKind.values)[number];

/** Difficulty 1 (easiest) to 5, kept as a number in the schemas; these are its labels. */
export const QUESTION_DIFFICULTY_LABELS = {
  1: { 'zh-CN': '容易', 'en-US': 'Easy' },
  2: { 'zh-CN': '较易', 'en-US': 'Fairly easy' },
  3: { 'zh-CN': '中等', 'en-US': 'Medium' },
  4: { 'zh-CN': '较难', 'en-US': 'Fairly hard' },
  5: { 'zh-CN': '困难', 'en-US': 'Hard' },
} as const;
export const QUESTION_DIFFICULTIES = [1, 2, 3, 4, 5] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

/** What the caller may do with a bank: manage it (its unit's staff or above) or only use its questions (shared down). */
export const BankAccess = defineEnum('assessmentBankAccess', {
  manage: { 'zh-CN': '可管理', 'en-US': 'Manage' },
  use: { 'zh-CN': '可使用', 'en-US': 'Use' },
});
export type BankAccessValue = (typeof BankAccess.values)[number];

/** The option keys of choice questions, in order; a question has the first n of them. */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
