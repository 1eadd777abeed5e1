import { defineEnum } from './define-enum';

// Enumerations of teaching research (zod-free so the web client can label and filter with them). Their values are
// ours: the spec shows the research routes but no calls.

export const ActivityKind = defineEnum('researchActivityKind', {
  lesson_prep: { 'zh-CN': '集体备课', 'en-US': 'Collective lesson preparation' },
  observation: { 'zh-CN': '观课评课', 'en-US': 'Lesson observation' },
  seminar: { 'zh-CN': '专题研讨', 'en-US': 'Thematic seminar' },
  lecture: { 'zh-CN': '专家讲座', 'en-US': 'Lecture' },
  reading: { 'zh-CN': '读书会', 'en-US': 'Reading club' },
});
export type ActivityKindValue = (typeof ActivityKind.values)[number];

export const ActivityMode = defineEnum('researchActivityMode', {
  online: { 'zh-CN': '线上', 'en-US': 'Online' },
  offline: { 'zh-CN': '线下', 'en-US': 'Offline' },
  mixed: { 'zh-CN': '线上线下结合', 'en-US': 'Online and offline' },
});
export type ActivityModeValue = (typeof ActivityMode.values)[number];

/** Who may join: the organising group's members, chosen schools / sections / subjects, or anyone (open sign-up). */
export const ActivityAudience = defineEnum('researchActivityAudience', {
  group: { 'zh-CN': '教研组成员', 'en-US': 'Group members' },
  schools: { 'zh-CN': '指定学校、学段、学科', 'en-US': 'Chosen schools, sections and subjects' },
  open: { 'zh-CN': '公开报名', 'en-US': 'Open sign-up' },
});
export type ActivityAudienceValue = (typeof ActivityAudience.values)[number];

/**
 * Where an activity stands. Stored: draft, published, closed (the summary closes it). Read off the time window for
 * a published one: published (not started), running, ended.
 */
export const ActivityState = defineEnum('researchActivityState', {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft' },
  published: { 'zh-CN': '未开始', 'en-US': 'Upcoming' },
  running: { 'zh-CN': '进行中', 'en-US': 'Running' },
  ended: { 'zh-CN': '已结束', 'en-US': 'Ended' },
  closed: { 'zh-CN': '已总结', 'en-US': 'Closed' },
});
export type ActivityStateValue = (typeof ActivityState.values)[number];

export const StageKind = defineEnum('researchStageKind', {
  materials: { 'zh-CN': '学习资料', 'en-US': 'Materials' },
  video: { 'zh-CN': '课例视频', 'en-US': 'Lesson video' },
  meeting: { 'zh-CN': '在线会议', 'en-US': 'Online meeting' },
  discussion: { 'zh-CN': '研讨交流', 'en-US': 'Discussion' },
  observation: { 'zh-CN': '观课量表', 'en-US': 'Observation form' },
  task: { 'zh-CN': '提交作业', 'en-US': 'Task to hand in' },
});
export type StageKindValue = (typeof StageKind.values)[number];

/** What completes an activity; an activity names one or more, and all of them must be done. */
export const CompletionFact = defineEnum('researchCompletionFact', {
  attended: { 'zh-CN': '签到出勤', 'en-US': 'Attended' },
  posted: { 'zh-CN': '参与研讨', 'en-US': 'Posted in the discussion' },
  form: { 'zh-CN': '提交观课量表', 'en-US': 'Observation form handed in' },
  task: { 'zh-CN': '提交作业', 'en-US': 'Task handed in' },
});
export type CompletionFactValue = (typeof CompletionFact.values)[number];

export const GroupMemberRole = defineEnum('researchGroupMemberRole', {
  leader: { 'zh-CN': '组长', 'en-US': 'Leader' },
  member: { 'zh-CN': '组员', 'en-US': 'Member' },
});
export type GroupMemberRoleValue = (typeof GroupMemberRole.values)[number];
