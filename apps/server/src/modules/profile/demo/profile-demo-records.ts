import type { ProfileKind } from '@yanxiu/contract/profile';
import type { VerificationStateValue } from '@yanxiu/contract/profile-enums';

// The demo teachers' growth files: realistic records of every kind in each verification state. 王芳 (teacher) has
// one or more of every kind; 李强 (backbone) a full backbone area; colleagues a few each. Checked against the
// contract's save schemas by profile-demo.test.ts, so the demo never shows a record the forms would refuse.

export type DemoRecord = {
  kind: ProfileKind;
  title: string;
  date: string;
  level: string | null;
  fields: Record<string, unknown>;
  state: VerificationStateValue;
  /** Why it was rejected. */
  reason?: string;
  /** A scanned certificate or article goes with it. */
  evidence?: string;
};

const verified = 'verified' as const;
const unverified = 'unverified' as const;
const rejected = 'rejected' as const;

/** 王芳, primary mathematics at the first school: every kind, most verified by the school, some waiting, two rejected. */
const wangFang: DemoRecord[] = [
  { kind: 'honor', title: '区级优秀教师', date: '2023-09-10', level: '2', fields: { grantor: '区教育委员会', certificateNo: 'QJ2023-0417' }, state: verified, evidence: '优秀教师证书' },
  { kind: 'honor', title: '校级优秀班主任', date: '2022-07-01', level: '1', fields: { grantor: '第一实验小学' }, state: verified },
  {
    kind: 'good-lesson',
    title: '《分数的初步认识》',
    date: '2024-11-20',
    level: '2',
    fields: { competitionKind: '1', subject: '小学数学', organiser: '区教师进修学校', awardGrade: 'first' },
    state: verified,
    evidence: '优质课获奖证书',
  },
  {
    kind: 'stu-awards',
    title: '指导学生获全国小学生数学思维挑战赛奖项',
    date: '2024-05-18',
    level: '5',
    fields: { student: '张子涵', competitionKind: '3', competition: '全国小学生数学思维挑战赛', organiser: '中国教育学会', awardGrade: 'second' },
    state: unverified,
    evidence: '学生获奖证书',
  },
  {
    kind: 'media-report',
    title: '“双减”背景下的数学作业设计——记王芳老师的课堂',
    date: '2023-12-06',
    level: '3',
    fields: { mediaType: 'newspaper', outlet: '北京教育报' },
    state: verified,
  },
  {
    kind: 'research-topic',
    title: '小学数学单元整体教学的实践研究',
    date: '2023-03-01',
    level: '2',
    fields: { topicNo: 'QJKT2023-056', approvedBy: '区教育科学规划办公室', role: 'host', usageKind: '1', status: 'ongoing' },
    state: verified,
  },
  {
    kind: 'public-thesis',
    title: '大单元视角下的小学数学作业设计',
    date: '2024-03-15',
    level: '4',
    fields: { achievementKind: '2', journal: '小学数学教育', issn: '1000-0135', cnNumber: 'CN 21-1209/G4', issue: '2024年第3期', authorRank: 1 },
    state: verified,
    evidence: '论文刊物封面与目录',
  },
  {
    kind: 'public-thesis',
    title: '以数学实验促进小学生空间观念的发展',
    date: '2025-06-20',
    level: '3',
    fields: { achievementKind: '2', journal: '北京教育（普教版）', cnNumber: 'CN 11-1278/G4', issue: '2025年第6期', authorRank: 2 },
    state: unverified,
    evidence: '论文录用通知',
  },
  {
    kind: 'pub-mono',
    title: '小学数学思维课堂的构建',
    date: '2022-08-01',
    level: null,
    fields: { achievementKind: '3', isbn: '978-7-04-050789-8', publisher: '高等教育出版社', role: 'contributor', wordsThousands: 35 },
    state: verified,
  },
  {
    kind: 'patent',
    title: '一种多功能小学数学教具',
    date: '2023-04-12',
    level: null,
    fields: { patentKind: 'utility', patentNo: 'ZL 2022 2 0345678.1', patentee: '第一实验小学', inventorRank: 1 },
    state: rejected,
    reason: '证明材料缺少专利证书首页，请补充后重新提交',
  },
  {
    kind: 'make-course',
    title: '趣味数学游戏校本课程',
    date: '2023-09-01',
    level: '1',
    fields: { courseKind: '2', audience: '三至四年级学生', hours: 16, usedBy: '第一实验小学' },
    state: verified,
  },
  {
    kind: 'public-crs',
    title: '区级公开课《搭配中的学问》',
    date: '2024-10-16',
    level: '2',
    fields: { courseKind: '1', organiser: '区教师进修学校', audience: '全区小学数学教师', audienceSize: 120, venue: '第一实验小学报告厅' },
    state: verified,
  },
  {
    kind: 'public-crs',
    title: '专题讲座：小学数学作业的分层设计',
    date: '2025-04-09',
    level: '1',
    fields: { courseKind: '3', organiser: '第一实验小学教研组', audience: '本校数学教师', audienceSize: 28 },
    state: unverified,
  },
  {
    kind: 'material',
    title: '小学数学同步练习（三年级上册）',
    date: '2021-07-01',
    level: '2',
    fields: { isbn: '978-7-107-18617-2', publisher: '人民教育出版社', role: 'contributor', scope: '三年级数学' },
    state: verified,
  },
  {
    kind: 'reflection',
    title: '《圆的面积》教学反思',
    date: '2025-03-28',
    level: null,
    fields: { lesson: '圆的面积', content: '本节课让学生通过剪拼把圆转化为近似长方形，推导面积公式。学生动手积极，但小组分工不够清晰，部分学生只是旁观。下次将先明确每人的任务，并留出时间让学生说清转化的思路。' },
    state: unverified,
  },
  {
    kind: 'qualification',
    title: '小学数学教师资格证',
    date: '2015-06-30',
    level: null,
    fields: { qualificationKind: 'teacher', certificateNo: '20151100121000456', issuer: '北京市教育委员会' },
    state: verified,
    evidence: '教师资格证扫描件',
  },
  {
    kind: 'edu-prd',
    title: '“数学小讲师”学生表达能力培养项目',
    date: '2024-12-20',
    level: '2',
    fields: { usageKind: '2', grantor: '区教育委员会', awardGrade: 'second', role: 'host' },
    state: rejected,
    reason: '成果获奖级别与证书不一致，请核对后修改',
  },
  { kind: 'exam', title: '2023—2024学年度考核', date: '2024-07-10', level: null, fields: { assessedYear: 2023, result: 'excellent', assessor: '第一实验小学' }, state: verified },
  { kind: 'exam', title: '2024—2025学年度考核', date: '2025-07-08', level: null, fields: { assessedYear: 2024, result: 'qualified', assessor: '第一实验小学' }, state: unverified },
  {
    kind: 'edu-history',
    title: '首都师范大学 数学与应用数学',
    date: '2015-07-01',
    level: null,
    fields: { degree: 'bachelor', school: '首都师范大学', major: '数学与应用数学', startedOn: '2011-09-01', fullTime: true },
    state: verified,
  },
  { kind: 'academic-post', title: '区小学数学学科中心组成员', date: '2023-09-01', level: '2', fields: { organisation: '区教师进修学校', post: '学科中心组成员' }, state: verified },
  {
    kind: 'guidance',
    title: '指导新教师刘洋',
    date: '2025-06-30',
    level: null,
    fields: { mentee: '刘洋', menteeSchool: '第一实验小学', mentorKind: '1', days: 120, outcome: '刘洋老师在校级新教师汇报课中获评优秀。' },
    state: unverified,
  },
  { kind: 'campaign', title: '送教下乡（门头沟区）', date: '2024-04-25', level: '2', fields: { organiser: '区教育委员会', role: '授课教师', days: 3 }, state: verified },
  {
    kind: 'mentoring',
    title: '带教意愿与专长',
    date: '2025-09-01',
    level: null,
    fields: { willingness: '1', mentorKind: '1', expertiseAreas: ['2', '6'], statement: '愿意带教一至两名青年教师，擅长作业设计与校本课程开发。' },
    state: unverified,
  },
];

/** 李强, backbone teacher of junior-secondary physics at the middle school: a full backbone area, verified by the district. */
const liQiang: DemoRecord[] = [
  { kind: 'edu-history', title: '北京师范大学 物理学', date: '2006-07-01', level: null, fields: { degree: 'bachelor', school: '北京师范大学', major: '物理学', startedOn: '2002-09-01', fullTime: true }, state: verified },
  {
    kind: 'edu-history',
    title: '北京师范大学 学科教学（物理）',
    date: '2012-06-30',
    level: null,
    fields: { degree: 'master', school: '北京师范大学', major: '学科教学（物理）', startedOn: '2009-09-01', fullTime: false },
    state: verified,
    evidence: '硕士学位证书',
  },
  { kind: 'honor', title: '市级骨干教师', date: '2021-09-10', level: '3', fields: { grantor: '市教育委员会', certificateNo: 'SGG2021-0233' }, state: verified, evidence: '骨干教师证书' },
  { kind: 'honor', title: '区级师德标兵', date: '2023-09-08', level: '2', fields: { grantor: '区教育委员会' }, state: verified },
  {
    kind: 'good-lesson',
    title: '《浮力》',
    date: '2022-11-15',
    level: '3',
    fields: { competitionKind: '1', subject: '初中物理', organiser: '市教育学会', awardGrade: 'first' },
    state: verified,
  },
  {
    kind: 'stu-awards',
    title: '指导学生获全国中学生物理竞赛（初中组）奖项',
    date: '2024-06-02',
    level: '5',
    fields: { student: '陈思远、王一鸣', competitionKind: '3', competition: '全国中学生物理竞赛（初中组）', organiser: '中国物理学会', awardGrade: 'first' },
    state: verified,
    evidence: '学生获奖证书',
  },
  {
    kind: 'stu-awards',
    title: '指导学生获市青少年科技创新大赛奖项',
    date: '2025-03-22',
    level: '3',
    fields: { student: '刘佳怡', competitionKind: '3', competition: '市青少年科技创新大赛', organiser: '市科学技术协会', awardGrade: 'second' },
    state: unverified,
  },
  {
    kind: 'public-thesis',
    title: '基于真实情境的初中物理探究教学',
    date: '2023-05-20',
    level: '5',
    fields: { achievementKind: '2', journal: '物理教师', issn: '1002-042X', cnNumber: 'CN 32-1133/O4', issue: '2023年第5期', authorRank: 1 },
    state: verified,
    evidence: '论文刊物封面与目录',
  },
  {
    kind: 'public-thesis',
    title: '初中物理实验教学中的证据意识培养',
    date: '2024-09-10',
    level: '4',
    fields: { achievementKind: '2', journal: '中学物理教学参考', cnNumber: 'CN 61-1085/G4', issue: '2024年第9期', authorRank: 1 },
    state: verified,
  },
  {
    kind: 'public-thesis',
    title: '项目式学习在初中物理复习课中的应用',
    date: '2025-04-18',
    level: '3',
    fields: { achievementKind: '1', journal: '市中学物理教学年会论文集', issue: '2025年年会', cnNumber: 'CN 11-1278/G4', authorRank: 1 },
    state: unverified,
  },
  {
    kind: 'research-topic',
    title: '初中物理核心素养导向的实验教学研究',
    date: '2021-04-01',
    level: '3',
    fields: { topicNo: 'SJKT2021-112', approvedBy: '市教育科学规划办公室', role: 'host', usageKind: '3', status: 'concluded', concludedOn: '2023-12-20' },
    state: verified,
    evidence: '结题证书',
  },
  {
    kind: 'research-topic',
    title: '跨学科主题学习的校本实施',
    date: '2024-03-01',
    level: '2',
    fields: { approvedBy: '区教育科学规划办公室', role: 'core', usageKind: '1', status: 'ongoing' },
    state: verified,
  },
  {
    kind: 'edu-prd',
    title: '初中物理“家庭实验室”育人模式',
    date: '2023-12-28',
    level: '3',
    fields: { usageKind: '3', grantor: '市教育委员会', awardGrade: 'second', role: 'host' },
    state: verified,
  },
  { kind: 'academic-post', title: '区中学物理学科带头人', date: '2022-09-01', level: '2', fields: { organisation: '区教师进修学校', post: '学科带头人', endsOn: '2025-08-31' }, state: verified },
  { kind: 'academic-post', title: '市物理学会教学专业委员会委员', date: '2023-10-15', level: '3', fields: { organisation: '市物理学会', post: '教学专业委员会委员' }, state: verified },
  {
    kind: 'guidance',
    title: '指导青年教师周涛',
    date: '2024-06-30',
    level: null,
    fields: { mentee: '周涛', menteeSchool: '实验中学', mentorKind: '1', days: 180, outcome: '周涛老师获区青年教师教学基本功展示一等奖。' },
    state: verified,
  },
  {
    kind: 'guidance',
    title: '区青年教师研修班专题指导',
    date: '2025-05-30',
    level: '2',
    fields: { mentee: '区青年物理教师研修班学员', mentorKind: '2', days: 12 },
    state: unverified,
  },
  { kind: 'campaign', title: '对口支教（河北省张家口市）', date: '2022-06-30', level: '3', fields: { organiser: '市教育委员会', role: '支教教师', days: 90 }, state: verified },
  { kind: 'campaign', title: '“名师送教”区域巡讲', date: '2024-11-12', level: '2', fields: { organiser: '区教师进修学校', role: '主讲教师', days: 5 }, state: verified },
  {
    kind: 'mentoring',
    title: '带教意愿与专长',
    date: '2025-09-01',
    level: null,
    fields: { willingness: '1', mentorKind: '2', expertiseAreas: ['2', '5'], statement: '可承担实验教学与课题研究方向的专题讲座和带教。' },
    state: verified,
  },
  {
    kind: 'public-crs',
    title: '市级公开课《测量物质的密度》',
    date: '2023-10-24',
    level: '3',
    fields: { courseKind: '1', organiser: '市教育学会', audience: '全市初中物理教师', audienceSize: 300, venue: '实验中学' },
    state: verified,
  },
  {
    kind: 'make-course',
    title: '生活中的物理——初中拓展课程',
    date: '2022-09-01',
    level: '2',
    fields: { courseKind: '4', audience: '初二学生', hours: 18, usedBy: '区内四所初中' },
    state: verified,
  },
  {
    kind: 'material',
    title: '初中物理实验探究手册（八年级）',
    date: '2023-08-01',
    level: '3',
    fields: { isbn: '978-7-303-24568-0', publisher: '北京师范大学出版社', role: 'deputy', scope: '八年级物理' },
    state: verified,
  },
  {
    kind: 'pub-mono',
    title: '让物理课堂回归探究',
    date: '2024-12-01',
    level: null,
    fields: { achievementKind: '3', isbn: '978-7-5191-2245-4', publisher: '教育科学出版社', role: 'sole', wordsThousands: 210 },
    state: unverified,
    evidence: '图书版权页',
  },
  {
    kind: 'qualification',
    title: '中学物理一级教师职称证书',
    date: '2016-12-30',
    level: null,
    fields: { qualificationKind: 'title', certificateNo: 'ZC2016-11-0089', issuer: '北京市人力资源和社会保障局' },
    state: verified,
  },
  { kind: 'exam', title: '2024—2025学年度考核', date: '2025-07-05', level: null, fields: { assessedYear: 2024, result: 'excellent', assessor: '实验中学' }, state: verified },
  { kind: 'media-report', title: '李强：让每个孩子都爱上物理实验', date: '2024-09-10', level: '2', fields: { mediaType: 'online', outlet: '区教育信息网', url: 'https://jw.example.gov.cn/news/2024/0910.html' }, state: verified },
];

/** Colleagues, so the staff queue has work from several teachers and schools. */
const colleagues: Record<string, DemoRecord[]> = {
  school_admin: [
    { kind: 'honor', title: '区级优秀教育工作者', date: '2024-09-10', level: '2', fields: { grantor: '区教育委员会' }, state: unverified },
    {
      kind: 'public-thesis',
      title: '整本书阅读的课堂推进策略',
      date: '2024-10-15',
      level: '3',
      fields: { achievementKind: '2', journal: '语文建设', issn: '1001-8476', issue: '2024年第10期', authorRank: 1 },
      state: unverified,
    },
  ],
  idle: [
    {
      kind: 'good-lesson',
      title: '《一次函数的图像》',
      date: '2025-05-12',
      level: '2',
      fields: { competitionKind: '1', subject: '初中数学', organiser: '区教师进修学校', awardGrade: 'second' },
      state: unverified,
    },
    { kind: 'exam', title: '2024—2025学年度考核', date: '2025-07-05', level: null, fields: { assessedYear: 2024, result: 'qualified', assessor: '实验中学' }, state: unverified },
  ],
  expert: [
    { kind: 'honor', title: '特级教师', date: '2018-09-10', level: '4', fields: { grantor: '省人民政府' }, state: verified },
    {
      kind: 'public-crs',
      title: '专题讲座：高中语文大单元教学',
      date: '2024-08-20',
      level: '3',
      fields: { courseKind: '3', organiser: '市教育学会', audience: '全市高中语文教师', audienceSize: 450 },
      state: verified,
    },
  ],
};

/** Every demo account's records, by username. */
export const DEMO_PROFILE_RECORDS: Record<string, DemoRecord[]> = { teacher: wangFang, backbone: liQiang, ...colleagues };
