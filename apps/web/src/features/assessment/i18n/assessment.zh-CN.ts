/** Chinese texts both assessment parts use (question banks and exams); assessment.en-US.ts has the same keys. */
export const assessmentZhCN = {
  kinds: {
    single: '单选题',
    multiple: '多选题',
    true_false: '判断题',
    fill_blank: '填空题',
    short_answer: '简答题',
  },
  difficulty: '难度 {{level}}',
  difficulties: {
    '1': '容易',
    '2': '较易',
    '3': '中等',
    '4': '较难',
    '5': '困难',
  },
  trueFalse: {
    true: '正确',
    false: '错误',
  },
  questionCount_one: '{{count}} 道题',
  questionCount_other: '{{count}} 道题',
};
