import { i18n } from '@/shared/i18n/i18n';

// Texts of the shared review pieces (history, decision form, detail frame, queue table, batch decision). One set of
// words for the same act in every domain; a domain supplies only its own: step and status names, and an option's
// words where its workflow differs (the school's approval recommends). They travel with the review pages, not with
// the app's catalogues that the sign-in page carries. Merged into the default namespace, so keys read `reviewPieces.…`.

export const reviewTextsZhCN = {
  events: {
    submit: '提交申报',
    approve: '通过',
    reject: '不通过',
    return: '退回修改',
    resubmit: '重新提交',
    withdraw: '撤回',
  },
  timeline: {
    empty: '暂无审核记录',
    round: '第 {{round}} 轮',
    statusAfter: '状态变为“{{status}}”',
    comment: '意见：{{comment}}',
  },
  decision: {
    outcome: '审核结果',
    approve: '通过',
    return: '退回修改',
    reject: '不通过',
    comment: '意见',
    reason: '不通过的理由',
    commentRequired: '退回修改时请写明需要修改的内容',
    reasonRequired: '请填写不通过的理由',
    submit: '提交审核意见',
    rejectConfirm: '确定不通过？申报人会看到您填写的理由。',
  },
  frame: {
    applicant: '申报人',
    school: '学校',
    step: '当前环节',
    status: '状态',
    round: '轮次',
    decision: '审核意见',
    history: '审核记录',
    nothingToDo: '这份申报目前不需要您审核。',
    noStep: '—',
  },
  queue: {
    states: { pending: '待审核', returned: '已退回', decided: '已审核' },
    empty: { pending: '没有待审核的申报', returned: '没有退回修改的申报', decided: '还没有审核过的申报' },
    applicant: '申报人',
    school: '学校',
    step: '审核环节',
    status: '状态',
    submittedAt: '提交时间',
    round: '轮次',
    actions: '操作',
    open: '审核',
    view: '查看',
    keyword: '按申报人搜索',
    submittedFrom: '提交起始日',
    submittedTo: '提交截止日',
    reset: '重置',
    total_other: '共 {{count}} 条',
    choose: '选择 {{name}} 的申报',
  },
  batch: {
    open_other: '批量审核（已选 {{count}} 份）',
    title_other: '批量审核 {{count}} 份申报',
    submit_other: '提交 {{count}} 份的审核意见',
    decided_other: '已审核 {{count}} 份',
    failedOn: '审核 {{name}} 的申报时未成功：{{reason}}',
    oneStep: '请选择同一审核环节的申报',
  },
  next: {
    allDone: '待审核的申报都已处理完',
  },
  refusal: {
    issues: '{{message}}（{{issues}}）',
  },
};

/** The English catalogue: zh-CN's keys, and for each plural (`x_other`) its singular (`x_one`) as well. */
type English<T> = { [K in keyof T]: T[K] extends string ? string : English<T[K]> } & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]: string;
};

export const reviewTextsEnUS: English<typeof reviewTextsZhCN> = {
  events: {
    submit: 'Submitted',
    approve: 'Approved',
    reject: 'Rejected',
    return: 'Returned for changes',
    resubmit: 'Resubmitted',
    withdraw: 'Withdrawn',
  },
  timeline: {
    empty: 'No review history yet',
    round: 'Round {{round}}',
    statusAfter: 'status now "{{status}}"',
    comment: 'Comment: {{comment}}',
  },
  decision: {
    outcome: 'Decision',
    approve: 'Approve',
    return: 'Return for changes',
    reject: 'Reject',
    comment: 'Comment',
    reason: 'Reason for rejecting',
    commentRequired: 'Say what needs changing when returning',
    reasonRequired: 'Give the reason for rejecting',
    submit: 'Submit decision',
    rejectConfirm: 'Reject it? The applicant will read your reason.',
  },
  frame: {
    applicant: 'Applicant',
    school: 'School',
    step: 'Current step',
    status: 'Status',
    round: 'Round',
    decision: 'Decision',
    history: 'Review history',
    nothingToDo: 'This application does not need your decision now.',
    noStep: '—',
  },
  queue: {
    states: { pending: 'Waiting', returned: 'Returned', decided: 'Decided' },
    empty: {
      pending: 'Nothing waiting for review',
      returned: 'No application returned for changes',
      decided: 'No application decided yet',
    },
    applicant: 'Applicant',
    school: 'School',
    step: 'Review step',
    status: 'Status',
    submittedAt: 'Submitted',
    round: 'Round',
    actions: 'Actions',
    open: 'Review',
    view: 'View',
    keyword: 'Search by applicant',
    submittedFrom: 'Submitted from',
    submittedTo: 'Submitted to',
    reset: 'Reset',
    total_one: '{{count}} in all',
    total_other: '{{count}} in all',
    choose: "Choose {{name}}'s application",
  },
  batch: {
    open_one: 'Review together ({{count}} chosen)',
    open_other: 'Review together ({{count}} chosen)',
    title_one: 'Review {{count}} application together',
    title_other: 'Review {{count}} applications together',
    submit_one: 'Submit the decision for {{count}} application',
    submit_other: 'Submit the decision for {{count}} applications',
    decided_one: '{{count}} decided',
    decided_other: '{{count}} decided',
    failedOn: "{{name}}'s application was not decided: {{reason}}",
    oneStep: 'Choose applications at the same review step',
  },
  next: {
    allDone: 'Every application waiting for review has been decided',
  },
  refusal: {
    issues: '{{message}} ({{issues}})',
  },
};

i18n.addResourceBundle('zh-CN', 'translation', { reviewPieces: reviewTextsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { reviewPieces: reviewTextsEnUS }, true, true);
