/** Chinese texts of verified watching and reading under a lesson, registered under `learning.watch.` (register-watch.ts). */
export const learningWatchZhCN = {
  noSkipAhead: '首次观看不能快进到未观看的部分',
  justCompleted: '本课已完成，学时已记入',
  completed: '已完成',
  watched: '已观看 {{watched}} / {{total}}',
  readingLeft_one: '再阅读 {{count}} 秒即可完成',
  readingLeft_other: '再阅读 {{count}} 秒即可完成',
  recording: '阅读时间已满，正在记录',
};

export type LearningWatchMessages = typeof learningWatchZhCN;
