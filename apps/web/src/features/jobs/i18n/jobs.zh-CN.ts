/** Chinese texts of the staff jobs page. */
export const jobsZhCN = {
  forbiddenTitle: '无权查看后台任务',
  forbiddenText: '后台任务仅区县管理员和平台管理员可见。',
  queuesTitle: '任务队列',
  failuresTitle: '失败的任务',
  fields: {
    queue: '队列',
    queued: '排队中',
    active: '执行中',
    failed: '已失败',
    retried: '曾重试',
    failedAt: '失败时间',
    retryCount: '重试次数',
    message: '错误信息',
    actions: '操作',
  },
  queuesEmpty: '暂无任务队列',
  failuresEmpty: '没有失败的任务',
  failuresTotal_one: '共 {{count}} 个失败的任务',
  failuresTotal_other: '共 {{count}} 个失败的任务',
  noMessage: '（无错误信息）',
  retry: '重试',
  retryLabel: '重试 {{queue}} 的任务',
  retried: '已重新排队，稍后执行',
  queues: {
    'training.expireOrders': '过期订单清理',
    'development.sweepUnusedEvidence': '未使用佐证材料清理',
    'auth.sweepSignInRecords': '登录记录清理',
    'rateLimit.sweepEndedWindows': '访问频率计数清理',
  } as Record<string, string>,
};

export type JobsMessages = typeof jobsZhCN;
