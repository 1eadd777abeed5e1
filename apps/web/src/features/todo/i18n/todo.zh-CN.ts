/** Texts of the one to-do list: a kind's name and an item's sentence come from the item's kind and params. */
export const todoZhCN = {
  all: '全部',
  empty: '没有待办事项',
  emptyKind: '这一类没有待办事项',
  total_one: '共 {{count}} 项',
  total_other: '共 {{count}} 项',
  open: '去处理',
  since: '{{time}} 起',
  due: '{{time}} 截止',
  reviewLists: '待我审核的全部事项',
  unknown: '待办事项',
  kinds: {
    development: { review: '发展申报审核' },
    backbone: { review: '骨干教师认定审核' },
    learning: { declaration: '学时申报审核' },
    selection: { review: '评选申报审核', scoring: '评选专家评分' },
    notice: { acknowledgement: '通知确认' },
    disk: { acknowledgement: '下发资源确认' },
    research: { unfinished: '未完成的教研活动' },
    topic: { review: '课题审核', scoring: '课题专家评审', memberConfirm: '课题成员确认', stageDue: '课题阶段材料' },
    assessment: { grading: '简答题阅卷', assignmentGrading: '作业批阅', peerReview: '作业互评' },
  },
  items: {
    development: { review: '{{applicant}} 的发展申报等待{{step}}' },
    backbone: { review: '{{applicant}} 的骨干教师认定申请等待{{step}}' },
    learning: { declaration: '{{applicant}} 申报的学时等待{{step}}' },
    selection: { review: '{{applicant}} 的评选申报等待{{step}}', scoring: '请为 {{applicant}} 在「{{project}}」中的申报评分' },
    notice: { acknowledgement: '请确认通知「{{title}}」（{{publisher}}）' },
    // An issue of several resources carries their count, and reads as the disk's pages name it.
    disk: {
      acknowledgement: '请确认下发的资源「{{title}}」（{{sender}}）',
      acknowledgement_one: '请确认下发的资源「{{title}}」（{{sender}}）',
      acknowledgement_other: '请确认下发的资源「{{title}}」等 {{count}} 项（{{sender}}）',
      // One folder alone (context 'folder'): the folder and its file count.
      acknowledgement_folder_one: '请确认下发的文件夹「{{title}}」（{{count}} 个文件，{{sender}}）',
      acknowledgement_folder_other: '请确认下发的文件夹「{{title}}」（{{count}} 个文件，{{sender}}）',
    },
    research: { unfinished: '教研活动「{{title}}」还有未完成的环节' },
    topic: {
      review: '{{applicant}} 的课题「{{title}}」等待{{step}}',
      scoring: '请评审课题「{{title}}」',
      memberConfirm: '{{host}} 邀请您参与课题「{{title}}」，请确认',
      stageDue: '课题「{{title}}」的阶段材料即将到期或已逾期，请提交',
    },
    assessment: {
      grading: '{{teacher}} 在「{{exam}}」中的简答题等待评分',
      assignmentGrading: '{{teacher}} 提交的作业「{{assignment}}」等待批阅',
      peerReview: '作业「{{assignment}}」的同伴互评等待您完成',
    },
  },
  steps: { school: '学校审核', district: '区县审核', expert: '专家评审', other: '审核' },
  preview: {
    title: '我的待办',
    count_one: '{{count}} 项待办',
    count_other: '{{count}} 项待办',
    more: '查看全部待办',
    none: '暂时没有需要您处理的事项',
  },
};

export type TodoMessages = typeof todoZhCN;
