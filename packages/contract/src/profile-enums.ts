import { defineEnum } from './define-enum';

// Enumerations of the teacher profile records that the spec does not list (its own are in enums.ts), zod-free so the
// web client can label and filter with them. The values are ours.

/** Where a record stands with staff: not yet checked (editable), verified (locked) or rejected with a reason. */
export const VerificationState = defineEnum('profileVerificationState', {
  unverified: { 'zh-CN': '待审核', 'en-US': 'Awaiting verification' },
  verified: { 'zh-CN': '已审核', 'en-US': 'Verified' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
});
export type VerificationStateValue = (typeof VerificationState.values)[number];

/** The grade of an award. */
export const AwardGrade = defineEnum('profileAwardGrade', {
  special: { 'zh-CN': '特等奖', 'en-US': 'Special prize' },
  first: { 'zh-CN': '一等奖', 'en-US': 'First prize' },
  second: { 'zh-CN': '二等奖', 'en-US': 'Second prize' },
  third: { 'zh-CN': '三等奖', 'en-US': 'Third prize' },
  merit: { 'zh-CN': '优秀奖', 'en-US': 'Merit award' },
});

/** The teacher's part in a book or textbook. */
export const AuthorRole = defineEnum('profileAuthorRole', {
  sole: { 'zh-CN': '独著', 'en-US': 'Sole author' },
  chief: { 'zh-CN': '主编', 'en-US': 'Chief editor' },
  deputy: { 'zh-CN': '副主编', 'en-US': 'Deputy editor' },
  contributor: { 'zh-CN': '参编', 'en-US': 'Contributor' },
});

/** Where a media report appeared. */
export const MediaType = defineEnum('profileMediaType', {
  newspaper: { 'zh-CN': '报纸', 'en-US': 'Newspaper' },
  magazine: { 'zh-CN': '期刊', 'en-US': 'Magazine' },
  tv: { 'zh-CN': '电视/广播', 'en-US': 'TV or radio' },
  online: { 'zh-CN': '网络媒体', 'en-US': 'Online media' },
});

/** The teacher's part in a research topic. */
export const ResearchRole = defineEnum('profileResearchRole', {
  host: { 'zh-CN': '主持人', 'en-US': 'Principal investigator' },
  core: { 'zh-CN': '核心成员', 'en-US': 'Core member' },
  member: { 'zh-CN': '参与者', 'en-US': 'Member' },
});

/** Where a research topic stands. */
export const TopicStatus = defineEnum('profileTopicStatus', {
  ongoing: { 'zh-CN': '在研', 'en-US': 'Ongoing' },
  concluded: { 'zh-CN': '已结题', 'en-US': 'Concluded' },
});

/** The kind of a Chinese patent. */
export const PatentKind = defineEnum('profilePatentKind', {
  invention: { 'zh-CN': '发明专利', 'en-US': 'Invention' },
  utility: { 'zh-CN': '实用新型', 'en-US': 'Utility model' },
  design: { 'zh-CN': '外观设计', 'en-US': 'Design' },
});

/** The kind of a qualification certificate. */
export const QualificationKind = defineEnum('profileQualificationKind', {
  teacher: { 'zh-CN': '教师资格证', 'en-US': 'Teacher qualification' },
  title: { 'zh-CN': '职称证书', 'en-US': 'Professional title' },
  mandarin: { 'zh-CN': '普通话等级证书', 'en-US': 'Mandarin proficiency' },
  psychology: { 'zh-CN': '心理健康教育证书', 'en-US': 'Mental-health education' },
  other: { 'zh-CN': '其他', 'en-US': 'Other' },
});

/** The outcome of an annual assessment (年度考核). */
export const ExamResult = defineEnum('profileExamResult', {
  excellent: { 'zh-CN': '优秀', 'en-US': 'Excellent' },
  qualified: { 'zh-CN': '合格', 'en-US': 'Qualified' },
  basic: { 'zh-CN': '基本合格', 'en-US': 'Basically qualified' },
  unqualified: { 'zh-CN': '不合格', 'en-US': 'Not qualified' },
});

/** An academic degree or diploma of the education history. */
export const Degree = defineEnum('profileDegree', {
  college: { 'zh-CN': '专科', 'en-US': 'College diploma' },
  bachelor: { 'zh-CN': '本科', 'en-US': 'Bachelor' },
  master: { 'zh-CN': '硕士研究生', 'en-US': 'Master' },
  doctor: { 'zh-CN': '博士研究生', 'en-US': 'Doctorate' },
});
