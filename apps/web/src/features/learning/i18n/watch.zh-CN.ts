/** Chinese texts of verified watching and reading under a lesson, registered under `learning.watch.` (register-watch.ts). */
export const learningWatchZhCN = {
  noSkipAhead: '首次观看不能快进到未观看的部分',
  justCompleted: '本课已完成，学时已记入',
  completed: '已完成',
  watched: '已观看 {{watched}} / {{total}}',
  readingLeft_one: '再阅读 {{count}} 秒即可完成',
  readingLeft_other: '再阅读 {{count}} 秒即可完成',
  recording: '阅读时间已满，正在记录',
  presence: {
    title: '在场确认',
    videoPaused: '视频已暂停，回答后继续学习。',
    readingPaused: '阅读计时已暂停，回答后继续。',
    pickNumber: '请点击数字 {{number}}',
    choices: '选项',
    secondsLeft_one: '剩余 {{count}} 秒',
    secondsLeft_other: '剩余 {{count}} 秒',
    timeUp: '作答时间已过：从本次确认出现起学时暂停记录，直到通过之后的一次确认。',
    wrong_one: '答案不对，请再试一次（还有 {{count}} 次机会）。',
    wrong_other: '答案不对，请再试一次（还有 {{count}} 次机会）。',
    missed: '上一次确认未在规定时间内回答：从那时起学时暂停记录，直到通过一次确认。请回答这次确认。',
    failed: '上一次确认两次答错：从那时起学时暂停记录，直到通过一次确认。请回答这次确认。',
    held: '学时暂停记录：通过下一次在场确认后恢复。',
    passed: '已确认在场，继续学习',
    sendFailed: '答案未能发送，请检查网络后重试。',
  },
};

export type LearningWatchMessages = typeof learningWatchZhCN;
