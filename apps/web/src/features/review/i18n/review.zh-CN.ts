/** Texts of the staff's one review list (/my/todoList/reviews): every domain's reviews waiting for the reader. */
export const reviewZhCN = {
  all: '全部',
  domains: {
    development: '发展申报',
    selection: '评选',
    topic: '课题',
    backbone: '骨干教师',
    declaration: '学时申报',
  },
  steps: { school: '学校审核', district: '区县审核', expert: '专家评审', other: '审核' },
  columns: {
    domain: '类别',
    title: '审核事项',
    applicant: '申请人',
    school: '单位',
    step: '审核环节',
    submittedAt: '提交时间',
    dueAt: '申报截止',
    action: '操作',
  },
  open: '去审核',
  noDue: '无',
  overdue: '已截止',
  filters: {
    school: '单位',
    dueBy: '申报截止不晚于',
    reset: '重置',
  },
  empty: '没有等待你审核的事项',
  emptyFiltered: '没有符合条件的待审核事项',
  notReviewer: '你不负责审核',
  total_one: '共 {{count}} 项',
  total_other: '共 {{count}} 项',
  ownLists: '各类审核记录（含已退回、已审核）：',
  ownList: {
    development: '发展申报审核',
    selection: '评选申报审核',
    topic: '课题审核',
    backbone: '骨干教师认定审核',
    declaration: '学时申报审核',
  },
};

export type ReviewMessages = typeof reviewZhCN;
