import { defineTexts } from '@server/platform/i18n/server-texts';

// The assignments' own texts: refusals that name a field or a unit.
export const assignmentTexts = defineTexts('assessmentAssignments', {
  'zh-CN': {
    noSuchUnit: '找不到该课程',
    unitNotAssignment: '该课程不是作业类课程',
    unitTaken: '该课程已有作业',
    staleVersion: '作业已被他人修改，请刷新后重试',
    published: '作业已发布',
    fileNotYours: '请先上传该文件',
    unitSubmitted: '单元“{{title}}”的作业已有教师提交，删除它会丢失他们的作业和成绩，因此不能删除',
    rubricPointsCount_other: '请按评分标准的 {{count}} 项逐项打分',
    rubricPointsOver_other: '该项最多 {{count}} 分',
    scoreOver_other: '最多 {{count}} 分',
    scoreRequired: '请填写分数',
    peerReviewOff: '该作业没有设置同伴互评',
    peerReviewClosed: '同伴互评已截止',
    submitFirst: '提交自己的作业后才能参与互评',
  },
  'en-US': {
    noSuchUnit: 'No such unit',
    unitNotAssignment: 'The unit is not an assignment unit',
    unitTaken: 'The unit already has an assignment',
    staleVersion: 'Someone else changed this assignment meanwhile; reload and try again',
    published: 'The assignment is already published',
    fileNotYours: 'Upload the file first',
    unitSubmitted:
      'Teachers have submitted the assignment of the unit "{{title}}"; removing it would lose their work and grades, so it stays',
    rubricPointsCount_one: 'Give points for the rubric’s {{count}} criterion',
    rubricPointsCount_other: 'Give points for each of the rubric’s {{count}} criteria',
    rubricPointsOver_one: 'This criterion is worth at most {{count}} point',
    rubricPointsOver_other: 'This criterion is worth at most {{count}} points',
    scoreOver_one: 'At most {{count}} point',
    scoreOver_other: 'At most {{count}} points',
    scoreRequired: 'Give a score',
    peerReviewOff: 'This assignment has no peer review',
    peerReviewClosed: 'Peer review has closed',
    submitFirst: 'Submit your own work before reviewing others’',
  },
});
