/**
 * Chinese texts both assessment parts use (question banks and exams); assessment.en-US.ts has the same keys. Kinds and
 * difficulties are labelled by the contract (QuestionKind, QUESTION_DIFFICULTY_LABELS).
 */
export const assessmentZhCN = {
  trueFalse: {
    true: '正确',
    false: '错误',
  },
  questionCount_one: '{{count}} 道题',
  questionCount_other: '{{count}} 道题',
};
