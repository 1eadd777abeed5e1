import type { assessmentZhCN } from './assessment.zh-CN';

type Texts = { [Key in keyof typeof assessmentZhCN]: (typeof assessmentZhCN)[Key] extends string ? string : Record<string, string> };

/** English texts both assessment parts use; the keys of assessment.zh-CN.ts. */
export const assessmentEnUS: Texts = {
  trueFalse: {
    true: 'True',
    false: 'False',
  },
  questionCount_one: '{{count}} question',
  questionCount_other: '{{count}} questions',
};
