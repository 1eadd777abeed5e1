import type { assessmentZhCN } from './assessment.zh-CN';

type Texts = { [Key in keyof typeof assessmentZhCN]: (typeof assessmentZhCN)[Key] extends string ? string : Record<string, string> };

/** English texts both assessment parts use; the keys of assessment.zh-CN.ts. */
export const assessmentEnUS: Texts = {
  kinds: {
    single: 'Single choice',
    multiple: 'Multiple choice',
    true_false: 'True or false',
    fill_blank: 'Fill in the blanks',
    short_answer: 'Short answer',
  },
  difficulty: 'Difficulty {{level}}',
  difficulties: {
    '1': 'Easy',
    '2': 'Fairly easy',
    '3': 'Medium',
    '4': 'Fairly hard',
    '5': 'Hard',
  },
  trueFalse: {
    true: 'True',
    false: 'False',
  },
  questionCount_one: '{{count}} question',
  questionCount_other: '{{count}} questions',
};
