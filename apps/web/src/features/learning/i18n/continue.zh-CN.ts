/** Chinese texts of "continue learning" and what is due soon (home and programme pages), under `learning.continue.`. */
export const learningContinueZhCN = {
  title: '继续学习',
  loading: '正在读取学习进度',
  failed: '学习进度加载失败，请稍后刷新重试',
  empty: '暂无进行中的培训，去培训中心选一门课程吧',
  position: '上次看到 {{position}} / {{duration}}',
  positionOnly: '上次看到 {{position}}',
  document: '文档课程',
  notStarted: '尚未开始学习',
  resume: '继续学习',
  start: '开始学习',
  others_one: '另有 {{count}} 个进行中的培训项目',
  others_other: '另有 {{count}} 个进行中的培训项目',
  fromLast: '从上次离开处继续',
  fromLastAt: '从上次离开处继续（{{title}} {{position}}）',
  due: {
    title: '即将截止',
    failed: '截止事项加载失败，请稍后刷新重试',
    empty: '近期没有需要完成的截止事项',
    kinds: { programme: '培训结束', exam: '考试截止', assignment: '作业截止', activity: '活动结束' },
    leftDays_one: '还剩 {{count}} 天',
    leftDays_other: '还剩 {{count}} 天',
    leftHours_one: '还剩 {{count}} 小时',
    leftHours_other: '还剩 {{count}} 小时',
    leftMinutes_one: '还剩 {{count}} 分钟',
    leftMinutes_other: '还剩 {{count}} 分钟',
    at: '截止于 {{time}}',
  },
};

export type LearningContinueMessages = typeof learningContinueZhCN;
