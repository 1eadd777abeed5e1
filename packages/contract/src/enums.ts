import { defineEnum } from './define-enum';

// The enumerations of spec section 3, with the values the spec gives. Where the spec lists only some values
// (apply status), the rest are ours and documented beside them.

/** Apply status of an application. 0, 2 and 4 come from the spec; the others are the review engine's outcomes. */
export const ApplyStatus = defineEnum('applyStatus', {
  '0': { 'zh-CN': '未申报', 'en-US': 'Not applied' },
  '2': { 'zh-CN': '申报中', 'en-US': 'In application' },
  '4': { 'zh-CN': '审核中', 'en-US': 'Under review' },
  '5': { 'zh-CN': '退回修改', 'en-US': 'Returned for changes' },
  '6': { 'zh-CN': '审核通过', 'en-US': 'Approved' },
  '7': { 'zh-CN': '未通过', 'en-US': 'Rejected' },
  '8': { 'zh-CN': '已撤回', 'en-US': 'Withdrawn' },
});

/** Whether a project takes applications from everyone or per category. */
export const ApplyScope = defineEnum('applyScope', {
  '1': { 'zh-CN': '全部申报', 'en-US': 'All apply' },
  '2': { 'zh-CN': '分类申报', 'en-US': 'Classified apply' },
});

/** Whether applicants review themselves before submitting. */
export const SelfReview = defineEnum('selfReview', {
  '1': { 'zh-CN': '未自评', 'en-US': 'Not self-reviewed' },
  '2': { 'zh-CN': '允许自评', 'en-US': 'Self-review allowed' },
  '3': { 'zh-CN': '不允许自评', 'en-US': 'Self-review not allowed' },
  '4': { 'zh-CN': '无需自评', 'en-US': 'No self-review needed' },
});

/** Administrative level of an org unit, award or activity. */
export const Level = defineEnum('level', {
  '1': { 'zh-CN': '校级', 'en-US': 'School' },
  '2': { 'zh-CN': '区县级', 'en-US': 'District' },
  '3': { 'zh-CN': '市级', 'en-US': 'City' },
  '4': { 'zh-CN': '省级', 'en-US': 'Province' },
  '5': { 'zh-CN': '国家级', 'en-US': 'National' },
});

/** Category of a selection project. */
export const Category = defineEnum('category', {
  '1': { 'zh-CN': '教育教学', 'en-US': 'Education and teaching' },
  '2': { 'zh-CN': '教师专业发展', 'en-US': 'Teacher professional development' },
});

/** Kind of a project application. */
export const ApplicationKind = defineEnum('applicationKind', {
  '1': { 'zh-CN': '申报评选', 'en-US': 'Apply and select' },
  '2': { 'zh-CN': '培训考核', 'en-US': 'Training assessment' },
  '3': { 'zh-CN': '工作室主持人', 'en-US': 'Studio leader' },
});

/** Kind of a course a teacher gave. */
export const CourseKind = defineEnum('courseKind', {
  '1': { 'zh-CN': '公开课', 'en-US': 'Open class' },
  '2': { 'zh-CN': '培训课程', 'en-US': 'Training course' },
  '3': { 'zh-CN': '公益讲座', 'en-US': 'Public lecture' },
  '4': { 'zh-CN': '资源开发', 'en-US': 'Resource development' },
  '5': { 'zh-CN': '应用推广', 'en-US': 'Application promotion' },
});

/** Kind of a competition. */
export const CompetitionKind = defineEnum('competitionKind', {
  '1': { 'zh-CN': '教学比赛', 'en-US': 'Teaching contest' },
  '2': { 'zh-CN': '论文/案例评比', 'en-US': 'Paper/case comparison' },
  '3': { 'zh-CN': '教学（作业）设计评比', 'en-US': 'Teaching (homework) design comparison' },
});

/** Kind of a research achievement. */
export const AchievementKind = defineEnum('achievementKind', {
  '1': { 'zh-CN': '论文宣读', 'en-US': 'Paper reading' },
  '2': { 'zh-CN': '论文/案例发表', 'en-US': 'Paper/case publication' },
  '3': { 'zh-CN': '出版教育著作', 'en-US': 'Published education works' },
  '4': { 'zh-CN': '主编/参编教材', 'en-US': 'Chief/co-editor of textbook' },
  '5': { 'zh-CN': '研究报告', 'en-US': 'Research report' },
});

/** How an achievement was used. */
export const UsageKind = defineEnum('usageKind', {
  '1': { 'zh-CN': '主持或参与课题', 'en-US': 'Led or joined a topic' },
  '2': { 'zh-CN': '资源被区县及以上教育行政部门采用', 'en-US': 'Resource used by district-or-above education administration' },
  '3': { 'zh-CN': '课题转化为教育成果', 'en-US': 'Topic turned into education achievement' },
});

/** Yes or no to a willingness question. */
export const Willingness = defineEnum('willingness', {
  '1': { 'zh-CN': '愿意', 'en-US': 'Willing' },
  '2': { 'zh-CN': '不愿意', 'en-US': 'Not willing' },
});

/** Kind of mentoring. */
export const MentorKind = defineEnum('mentorKind', {
  '1': { 'zh-CN': '实践导师', 'en-US': 'Practice mentor' },
  '2': { 'zh-CN': '专题讲座', 'en-US': 'Special lecture' },
});

/** Area of expertise. */
export const ExpertiseArea = defineEnum('expertiseArea', {
  '1': { 'zh-CN': '德育', 'en-US': 'Moral education' },
  '2': { 'zh-CN': '学科教学指导', 'en-US': 'Subject teaching guidance' },
  '3': { 'zh-CN': '管理经验', 'en-US': 'Management experience' },
  '4': { 'zh-CN': '信息技术应用推广', 'en-US': 'IT application promotion' },
  '5': { 'zh-CN': '科研指导', 'en-US': 'Research guidance' },
  '6': { 'zh-CN': '课程开发', 'en-US': 'Course development' },
});

/** Gender as recorded on a teacher record. */
export const Gender = defineEnum('gender', {
  '1': { 'zh-CN': '男', 'en-US': 'Male' },
  '2': { 'zh-CN': '女', 'en-US': 'Female' },
});

/** Every enumeration served as a code table, keyed by its type code. */
export const ENUMERATIONS = {
  [ApplyStatus.typeCode]: ApplyStatus,
  [ApplyScope.typeCode]: ApplyScope,
  [SelfReview.typeCode]: SelfReview,
  [Level.typeCode]: Level,
  [Category.typeCode]: Category,
  [ApplicationKind.typeCode]: ApplicationKind,
  [CourseKind.typeCode]: CourseKind,
  [CompetitionKind.typeCode]: CompetitionKind,
  [AchievementKind.typeCode]: AchievementKind,
  [UsageKind.typeCode]: UsageKind,
  [Willingness.typeCode]: Willingness,
  [MentorKind.typeCode]: MentorKind,
  [ExpertiseArea.typeCode]: ExpertiseArea,
  [Gender.typeCode]: Gender,
} as const;
