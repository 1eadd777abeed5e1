import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { LinkedActivity } from '@yanxiu/contract/training';
import type { TrainingKindValue } from '@yanxiu/contract/training-enums';
import type { Executor } from '@server/db/client';
import type { BlobStore } from '@server/platform/storage/blob-store';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import {
  findProgrammeIdsByTitle,
  insertDemoFile,
  insertDemoOpenClass,
  insertDemoProgramme,
  insertDemoStudio,
  insertDemoUnit,
} from './training-demo.repository';

// Demo training content of an empty tenant: programmes of every kind and status, a studio, open classes, and the
// sample media they play (a real 10-second H.264 video shipped with the seed, handouts generated here, small covers).
// Enrolments and orders are seeded by the training-activity seed on top of these programmes.

/** One line of a handout page: Chinese (`zh`) or Latin (`en`) text at a size in points. */
export type PdfLine = { font: 'zh' | 'en'; size: number; text: string };

/**
 * Where the sample media come from. They ship with the seed (src/seed/media, copied beside main.js by the build), so
 * the demo seed hands the folder in (with the shared PDF writer) and training never imports the seed that calls it.
 */
export type TrainingDemoMedia = {
  /** The folder holding sample-lesson.mp4 and the cover-*.webp images. */
  dir: URL;
  buildPdf(pages: ReadonlyArray<readonly PdfLine[]>, title: string): Buffer;
};

/** What the training seed needs to know of the tenant the accounts seed just made. */
export type TrainingSeedContext = {
  tenantId: TenantId;
  district: string;
  officeId: number;
  /** The tenant's schools in the order of the demo accounts' `school` index. */
  schools: ReadonlyArray<{ id: number; name: string }>;
  /** Demo account ids by username. */
  userIds: Readonly<Record<string, number>>;
};

const DAY = 24 * 60 * 60 * 1000;

type MediaSpec = {
  key: string;
  name: string;
  purpose: 'video' | 'document' | 'cover';
  contentType: string;
  bytes: (media: TrainingDemoMedia) => Buffer;
};

const handout = (media: TrainingDemoMedia, title: string, points: string[]): Buffer =>
  media.buildPdf(
    [
      [
        { font: 'zh', size: 20, text: title },
        { font: 'en', size: 11, text: 'Yanxiu training handout (demo material)' },
        { font: 'zh', size: 12, text: '' },
        ...points.map((point): PdfLine => ({ font: 'zh', size: 12, text: point })),
      ],
      [
        { font: 'zh', size: 16, text: '课后任务' },
        { font: 'zh', size: 12, text: '1. 结合本校学情，写一份 300 字以内的教学反思。' },
        { font: 'zh', size: 12, text: '2. 在教研组内分享一个可复制的课堂片段。' },
        { font: 'en', size: 10, text: 'Page 2 of 2' },
      ],
    ],
    title,
  );

const MEDIA: readonly MediaSpec[] = [
  {
    key: 'lesson-video',
    name: '示范课片段.mp4',
    purpose: 'video',
    contentType: 'video/mp4',
    bytes: (media) => fs.readFileSync(fileURLToPath(new URL('sample-lesson.mp4', media.dir))),
  },
  {
    key: 'curriculum-handout',
    name: '新课标解读讲义.pdf',
    purpose: 'document',
    contentType: 'application/pdf',
    bytes: (media) =>
      handout(media, '义务教育课程标准（2022年版）解读讲义', [
        '一、核心素养导向：从“知识点”走向“大概念”。',
        '二、课程内容结构化：以主题、项目、任务组织学习。',
        '三、学业质量标准：明确“学到什么程度”。',
        '四、教学评一致性：目标、活动与评价相互对应。',
      ]),
  },
  {
    key: 'homework-handout',
    name: '作业设计案例集.pdf',
    purpose: 'document',
    contentType: 'application/pdf',
    bytes: (media) =>
      handout(media, '“双减”背景下的作业设计案例集', [
        '案例一：小学数学分层作业单。',
        '案例二：初中物理实践性作业。',
        '案例三：跨学科主题作业的评价量规。',
      ]),
  },
  {
    key: 'cover-blue',
    name: '封面-蓝.webp',
    purpose: 'cover',
    contentType: 'image/webp',
    bytes: (media) => fs.readFileSync(fileURLToPath(new URL('cover-blue.webp', media.dir))),
  },
  {
    key: 'cover-green',
    name: '封面-绿.webp',
    purpose: 'cover',
    contentType: 'image/webp',
    bytes: (media) => fs.readFileSync(fileURLToPath(new URL('cover-green.webp', media.dir))),
  },
  {
    key: 'cover-amber',
    name: '封面-橙.webp',
    purpose: 'cover',
    contentType: 'image/webp',
    bytes: (media) => fs.readFileSync(fileURLToPath(new URL('cover-amber.webp', media.dir))),
  },
];
type MediaKey = 'lesson-video' | 'curriculum-handout' | 'homework-handout' | 'cover-blue' | 'cover-green' | 'cover-amber';

type SeedUnit =
  | { kind: 'video'; title: string; media: MediaKey; durationSeconds: number; creditHours: number }
  | { kind: 'document'; title: string; media: MediaKey; minViewSeconds: number; creditHours: number }
  | { kind: 'offline'; title: string; location: string; sessionInDays: number; creditHours: number }
  // Assessment's demo seed puts its exam on the unit (issue 38).
  | { kind: 'exam'; title: string; creditHours: number }
  // Assessment's demo seed puts its assignment on the unit (issue 38).
  | { kind: 'assignment'; title: string; creditHours: number }
  // Assessment's demo seed puts its questionnaire on the unit (issue 38).
  | { kind: 'evaluation'; title: string; creditHours: number };

type SeedProgramme = {
  /** Stable name other seeds and tests find the programme by. */
  key: string;
  kind: TrainingKindValue;
  title: string;
  summary: string;
  description: string;
  /** null: the district office; else the index of the organising school. */
  organiser: number | null;
  level: 1 | 2;
  sectionCodes: string[];
  subjectCodes: string[];
  /** Indexes of target schools (school-based training: its organiser). */
  targetSchools: number[];
  enrolMode: 'open' | 'approval' | 'purchase';
  status: 'draft' | 'published' | 'closed' | 'archived';
  /** Days from today: enrolment opens and ends, the programme starts and ends. */
  enrolFrom: number;
  enrolTo: number;
  startIn: number;
  endIn: number;
  capacity: number | null;
  creditHours: number;
  priceCents: number;
  cover: MediaKey | null;
  studio: boolean;
  linkedActivities: LinkedActivity[];
  units: SeedUnit[];
};

const standardUnits = (topic: string): SeedUnit[] => [
  { kind: 'video', title: `${topic}：专家导读`, media: 'lesson-video', durationSeconds: 10, creditHours: 1 },
  { kind: 'document', title: `${topic}：学习讲义`, media: 'curriculum-handout', minViewSeconds: 60, creditHours: 1 },
  { kind: 'offline', title: `${topic}：集中研讨`, location: '区教师进修学校 三楼报告厅', sessionInDays: 40, creditHours: 2 },
];

/** The seeded programmes, by key; titles are what teachers see. */
export const SEEDED_PROGRAMMES: readonly SeedProgramme[] = [
  // First, so it is the oldest published and the catalogue's newest-first pages stay as they were.
  {
    key: 'ethicsExam',
    kind: 'common',
    title: '师德师风与新课标知识测评',
    summary: '在线测评、教学设计作业与满意度评估：考试通过、作业通过批阅并填写评估后完成本项目并登记学时。',
    description:
      '## 考核说明\n\n- 结业考试：从区级题库随机组卷，限时 30 分钟，60 分及格，可作答两次，取最高分，通过后登记 1 学时\n- 教学设计作业：按评分量规批阅，60 分通过，可同伴互评\n- 培训满意度评估：匿名填写\n- 三项都完成后，本项目完成',
    organiser: null,
    level: 2,
    sectionCodes: [],
    subjectCodes: [],
    targetSchools: [],
    enrolMode: 'open',
    status: 'published',
    enrolFrom: -3,
    enrolTo: 60,
    startIn: -1,
    endIn: 90,
    capacity: null,
    creditHours: 1,
    priceCents: 0,
    cover: 'cover-green',
    studio: false,
    linkedActivities: [],
    units: [
      { kind: 'exam', title: '师德师风与新课标知识测评', creditHours: 1 },
      { kind: 'assignment', title: '新课标教学设计作业', creditHours: 0 },
      { kind: 'evaluation', title: '培训满意度评估', creditHours: 0 },
    ],
  },
  {
    key: 'curriculum',
    kind: 'common',
    title: '2026年秋季新课标解读与课堂实践',
    summary: '围绕义务教育课程标准（2022年版），从核心素养、大概念与学业质量三个角度解读新课标，并给出课堂落地的路径。',
    description:
      '## 培训目标\n\n- 理解新课标的核心素养导向\n- 掌握大单元教学设计的基本方法\n- 能够用学业质量标准设计评价\n\n## 培训安排\n\n1. 专家视频导读（1 学时）\n2. 讲义自学（1 学时）\n3. 线下集中研讨（2 学时）\n\n> 完成全部单元可获得 4 学时继续教育学分。',
    organiser: null,
    level: 2,
    sectionCodes: ['2', '3'],
    subjectCodes: [],
    targetSchools: [],
    enrolMode: 'open',
    status: 'published',
    enrolFrom: -10,
    enrolTo: 30,
    startIn: -5,
    endIn: 60,
    capacity: 200,
    creditHours: 4,
    priceCents: 0,
    cover: 'cover-blue',
    studio: false,
    linkedActivities: [],
    units: standardUnits('新课标解读'),
  },
  {
    key: 'digital',
    kind: 'common',
    title: '信息技术与学科教学深度融合专题培训',
    summary: '面向全区教师的信息化教学能力提升培训，聚焦智慧课堂工具与数据驱动的精准教学。',
    description: '## 内容\n\n- 智慧课堂常用工具\n- 课堂数据的采集与解读\n- 人工智能辅助备课的边界与规范\n\n*本项目正在筹备中。*',
    organiser: null,
    level: 2,
    sectionCodes: [],
    subjectCodes: [],
    targetSchools: [],
    enrolMode: 'open',
    status: 'draft',
    enrolFrom: 20,
    enrolTo: 50,
    startIn: 55,
    endIn: 90,
    capacity: null,
    creditHours: 6,
    priceCents: 0,
    cover: null,
    studio: false,
    linkedActivities: [],
    units: [{ kind: 'video', title: '智慧课堂工具概览', media: 'lesson-video', durationSeconds: 10, creditHours: 2 }],
  },
  {
    key: 'unitDesignPaid',
    kind: 'supermarket',
    title: '大单元教学设计工作坊（进阶）',
    summary: '由市级学科带头人主讲的付费精品课：从课标拆解到单元整体设计，提供完整的设计模板与点评。',
    description:
      '## 适合谁\n\n已有三年以上教龄、希望系统提升单元设计能力的教师。\n\n## 你将获得\n\n- 8 个典型课例的完整设计稿\n- 一次作业点评\n- 结业证书\n\n价格包含全部课程资料。',
    organiser: null,
    level: 2,
    sectionCodes: ['2', '3', '4'],
    subjectCodes: [],
    targetSchools: [],
    enrolMode: 'purchase',
    status: 'published',
    enrolFrom: -15,
    enrolTo: 45,
    startIn: 3,
    endIn: 75,
    capacity: 50,
    creditHours: 8,
    priceCents: 19_900,
    cover: 'cover-amber',
    studio: false,
    linkedActivities: [],
    units: standardUnits('大单元设计'),
  },
  {
    key: 'classTeacherFree',
    kind: 'supermarket',
    title: '班主任沟通艺术微课程',
    summary: '十分钟一节的免费微课，帮助班主任处理家校沟通中的常见难题。',
    description: '## 课程特点\n\n- 每节 10 分钟，随时学习\n- 真实案例改编\n- 免费开放',
    organiser: null,
    level: 2,
    sectionCodes: [],
    subjectCodes: [],
    targetSchools: [],
    enrolMode: 'open',
    status: 'published',
    enrolFrom: -30,
    enrolTo: 60,
    startIn: -20,
    endIn: 90,
    capacity: null,
    creditHours: 2,
    priceCents: 0,
    cover: 'cover-green',
    studio: false,
    linkedActivities: [],
    units: [
      { kind: 'video', title: '第一讲：如何开好第一次家长会', media: 'lesson-video', durationSeconds: 10, creditHours: 1 },
      { kind: 'video', title: '第二讲：与焦虑的家长对话', media: 'lesson-video', durationSeconds: 10, creditHours: 1 },
    ],
  },
  {
    key: 'homeworkFusion',
    kind: 'fusion',
    title: '“双减”背景下作业设计研训一体化项目',
    summary: '以区级教研活动为依托，边研究边培训，形成可推广的作业设计成果。',
    description:
      '## 项目流程\n\n1. 参加区级作业设计主题教研活动\n2. 学习案例集并完成本校作业设计\n3. 线下成果展示与评比\n\n相关教研活动见下方链接。',
    organiser: null,
    level: 2,
    sectionCodes: ['2', '3'],
    subjectCodes: ['02', '13'],
    targetSchools: [],
    enrolMode: 'open',
    status: 'published',
    enrolFrom: -5,
    enrolTo: 25,
    startIn: 28,
    endIn: 120,
    capacity: 120,
    creditHours: 10,
    priceCents: 0,
    cover: 'cover-blue',
    studio: false,
    linkedActivities: [
      { title: '区级作业设计主题教研活动（第一场）', url: '/research/Activity' },
      { title: '作业设计优秀案例评选', url: '/research/Activity' },
    ],
    units: [
      { kind: 'document', title: '作业设计案例集', media: 'homework-handout', minViewSeconds: 120, creditHours: 2 },
      { kind: 'offline', title: '成果展示与评比', location: '区教育委员会 第二会议室', sessionInDays: 60, creditHours: 4 },
    ],
  },
  {
    key: 'ruralDigital',
    kind: 'special',
    title: '乡村教师数字素养提升专项培训',
    summary: '面向指定学校教师的专项培训，报名需经学校审核。',
    description: '## 说明\n\n本专项培训名额有限，教师报名后由所在学校管理员审核。\n\n- 数字化教学资源的获取与加工\n- 在线教学平台的使用',
    organiser: null,
    level: 2,
    sectionCodes: [],
    subjectCodes: [],
    targetSchools: [0, 1],
    enrolMode: 'approval',
    status: 'published',
    enrolFrom: -3,
    enrolTo: 20,
    startIn: 25,
    endIn: 55,
    capacity: 30,
    creditHours: 6,
    priceCents: 0,
    cover: 'cover-green',
    studio: false,
    linkedActivities: [],
    units: standardUnits('数字素养'),
  },
  {
    key: 'summerBackbone',
    kind: 'special',
    title: '2026年暑期骨干教师高级研修班',
    summary: '已结束报名的暑期研修班，面向区级骨干教师。',
    description: '## 研修主题\n\n课堂教学改革中的骨干引领作用。\n\n报名已截止，学员名单已公布。',
    organiser: null,
    level: 2,
    sectionCodes: [],
    subjectCodes: [],
    targetSchools: [],
    enrolMode: 'approval',
    status: 'closed',
    enrolFrom: -120,
    enrolTo: -90,
    startIn: -80,
    endIn: 30,
    capacity: 40,
    creditHours: 24,
    priceCents: 0,
    cover: 'cover-amber',
    studio: false,
    linkedActivities: [],
    units: standardUnits('骨干研修'),
  },
  {
    key: 'studioReading',
    kind: 'studio',
    title: '名师工作室：高中语文整本书阅读教学',
    summary: '由工作室主持人带领，研讨整本书阅读的课堂组织与评价。',
    description: '## 工作室研修\n\n- 《乡土中国》整本书阅读课例\n- 读书笔记与阅读档案袋评价\n\n欢迎高中语文教师报名参加。',
    organiser: null,
    level: 2,
    sectionCodes: ['4'],
    subjectCodes: ['01'],
    targetSchools: [],
    enrolMode: 'open',
    status: 'published',
    enrolFrom: -7,
    enrolTo: 40,
    startIn: 10,
    endIn: 100,
    capacity: 60,
    creditHours: 6,
    priceCents: 0,
    cover: 'cover-blue',
    studio: true,
    linkedActivities: [],
    units: standardUnits('整本书阅读'),
  },
  {
    key: 'schoolObservation',
    kind: 'school',
    title: '课堂观察与听评课校本研修',
    summary: '本校教师的校本研修：用课堂观察量表开展听评课。',
    description: '## 校本研修安排\n\n每周三下午第三节，教研组集体听课、评课。\n\n1. 学习观察量表\n2. 分组听课\n3. 基于证据的评课',
    organiser: 0,
    level: 1,
    sectionCodes: ['2'],
    subjectCodes: [],
    targetSchools: [0],
    enrolMode: 'open',
    status: 'published',
    enrolFrom: -10,
    enrolTo: 20,
    startIn: -2,
    endIn: 45,
    capacity: null,
    creditHours: 4,
    priceCents: 0,
    cover: 'cover-green',
    studio: false,
    linkedActivities: [],
    units: [
      { kind: 'document', title: '课堂观察量表使用说明', media: 'curriculum-handout', minViewSeconds: 60, creditHours: 1 },
      { kind: 'offline', title: '教研组集体听评课', location: '本校 录播教室', sessionInDays: 7, creditHours: 3 },
    ],
  },
  {
    key: 'schoolYoungTeachers',
    kind: 'school',
    title: '青年教师成长营校本培训',
    summary: '面向本校教龄五年以内青年教师的校本培训。',
    description: '## 成长营\n\n- 师徒结对\n- 汇报课展示\n- 教学反思写作',
    organiser: 1,
    level: 1,
    sectionCodes: ['3'],
    subjectCodes: [],
    targetSchools: [1],
    enrolMode: 'open',
    status: 'published',
    enrolFrom: -10,
    enrolTo: 30,
    startIn: 5,
    endIn: 80,
    capacity: 40,
    creditHours: 6,
    priceCents: 0,
    cover: null,
    studio: false,
    linkedActivities: [],
    units: standardUnits('青年教师成长'),
  },
  {
    key: 'publicDuty2025',
    kind: 'common',
    title: '2025年度继续教育公需科目',
    summary: '上一年度的公需科目培训，已归档。',
    description: '## 已归档\n\n本项目已结束并归档，学时已计入 2025 年度。',
    organiser: null,
    level: 2,
    sectionCodes: [],
    subjectCodes: [],
    targetSchools: [],
    enrolMode: 'open',
    status: 'archived',
    enrolFrom: -400,
    enrolTo: -370,
    startIn: -365,
    endIn: -300,
    capacity: null,
    creditHours: 12,
    priceCents: 0,
    cover: null,
    studio: false,
    linkedActivities: [],
    units: [{ kind: 'video', title: '师德师风专题', media: 'lesson-video', durationSeconds: 10, creditHours: 12 }],
  },
];

type SeedOpenClass = {
  title: string;
  teacher: string;
  /** Index of the school. */
  school: number;
  sectionCode: string;
  subjectCode: string;
  grade: string;
  level: 1 | 2 | 3;
  summary: string;
  cover: MediaKey | null;
  published: boolean;
  daysAgo: number;
};

const OPEN_CLASSES: readonly SeedOpenClass[] = [
  {
    title: '《圆的认识》课堂实录',
    teacher: '王芳',
    school: 0,
    sectionCode: '2',
    subjectCode: '02',
    grade: '六年级上册',
    level: 2,
    summary: '通过动手画圆、折圆，引导学生发现圆的特征。',
    cover: 'cover-blue',
    published: true,
    daysAgo: 3,
  },
  {
    title: '《牛顿第一定律》探究课',
    teacher: '李强',
    school: 1,
    sectionCode: '3',
    subjectCode: '13',
    grade: '八年级下册',
    level: 2,
    summary: '以小车斜面实验为主线，渗透科学推理方法。',
    cover: 'cover-amber',
    published: true,
    daysAgo: 10,
  },
  {
    title: '《乡土中国》整本书阅读导读课',
    teacher: '孙丽',
    school: 2,
    sectionCode: '4',
    subjectCode: '01',
    grade: '高一上册',
    level: 3,
    summary: '市级优质课：以问题链推进整本书阅读。',
    cover: 'cover-green',
    published: true,
    daysAgo: 20,
  },
  {
    title: 'Unit 3 Reading 阅读课示范',
    teacher: '刘洋',
    school: 0,
    sectionCode: '2',
    subjectCode: '03',
    grade: '五年级下册',
    level: 1,
    summary: '校级公开课：绘本阅读中的提问策略。',
    cover: null,
    published: true,
    daysAgo: 30,
  },
  {
    title: '《分数的初步认识》试讲录像',
    teacher: '王芳',
    school: 0,
    sectionCode: '2',
    subjectCode: '02',
    grade: '三年级上册',
    level: 1,
    summary: '试讲版本，待修改后再推荐。',
    cover: null,
    published: false,
    daysAgo: 1,
  },
];

function dayOffset(days: number): Date {
  return new Date(Date.now() + days * DAY);
}

function dateOffset(days: number): string {
  return dayOffset(days).toISOString().slice(0, 10);
}

/** What the training seed made, for the seeds that build on it. */
export type SeededTraining = { programmeIds: Record<string, number>; studioId: number; openClassIds: number[] };

/** Writes the sample media's bytes under stable per-tenant keys (seeding again rewrites them) and answers the keys. */
async function putMedia(
  storage: BlobStore,
  media: TrainingDemoMedia,
  tenantId: TenantId,
): Promise<Map<MediaKey, { spec: MediaSpec; size: number; sha256: string; key: string }>> {
  const stored = new Map<MediaKey, { spec: MediaSpec; size: number; sha256: string; key: string }>();
  for (const spec of MEDIA) {
    const bytes = spec.bytes(media);
    const blob = await storage.put(Readable.from([bytes]), { maxBytes: bytes.length, key: `t${tenantId}/seed/${spec.key}` });
    stored.set(spec.key as MediaKey, { spec, ...blob });
  }
  return stored;
}

/** Seeds an empty tenant's training content; run inside the demo seed's transaction for the tenant. */
export async function seedTrainingContent(
  db: Executor,
  storage: BlobStore,
  context: TrainingSeedContext,
  media: TrainingDemoMedia,
): Promise<SeededTraining> {
  const { tenantId, userIds, schools } = context;
  const staffId = userIds.district_admin!;
  const blobs = await putMedia(storage, media, tenantId);
  const fileIds = new Map<MediaKey, string>();
  for (const [mediaKey, blob] of blobs) {
    const id = randomUUID();
    await insertDemoFile(db, tenantId, {
      id,
      ownerUserId: staffId,
      purpose: blob.spec.purpose,
      originalName: blob.spec.name,
      contentType: blob.spec.contentType,
      size: blob.size,
      sha256: blob.sha256,
      storageKey: blob.key,
    });
    fileIds.set(mediaKey, id);
  }
  const fileOf = (key: MediaKey | null) => (key === null ? null : fileIds.get(key)!);

  const studioId = await insertDemoStudio(
    db,
    tenantId,
    {
      name: '孙丽高中语文名师工作室',
      summary: '聚焦整本书阅读与思辨性读写，带动全区高中语文教师专业成长。',
      description:
        '## 工作室简介\n\n主持人孙丽为市级学科带头人，从教三十年。工作室以“读、研、写、评”为主线，每学期开展 4 次以上主题研修。\n\n## 研究方向\n\n- 整本书阅读教学\n- 思辨性阅读与表达\n- 语文学习任务群设计',
      leadUserId: userIds.expert!,
      sectionCode: '4',
      subjectCode: '01',
      coverFileId: fileOf('cover-green'),
    },
    [
      { userId: userIds.expert!, role: 'lead' },
      { userId: userIds.backbone!, role: 'member' },
      { userId: userIds.idle!, role: 'member' },
      { userId: userIds.teacher!, role: 'member' },
    ],
  );

  const programmeIds: Record<string, number> = {};
  // Oldest first, so the catalogue's newest-first order shows the list as written.
  for (const [index, seed] of [...SEEDED_PROGRAMMES].reverse().entries()) {
    const organiserUnitId = seed.organiser === null ? context.officeId : schools[seed.organiser]!.id;
    const published = seed.status === 'published' || seed.status === 'closed' || seed.status === 'archived';
    const programmeId = await insertDemoProgramme(db, tenantId, {
      kind: seed.kind,
      title: seed.title,
      summary: seed.summary,
      description: seed.description,
      organiserUnitId,
      level: seed.level,
      sectionCodes: seed.sectionCodes,
      subjectCodes: seed.subjectCodes,
      targetSchoolIds: seed.targetSchools.map((school) => schools[school]!.id),
      enrolMode: seed.enrolMode,
      enrolStart: dayOffset(seed.enrolFrom),
      enrolEnd: dayOffset(seed.enrolTo),
      startsOn: dateOffset(seed.startIn),
      endsOn: dateOffset(seed.endIn),
      capacity: seed.capacity,
      creditHours: seed.creditHours,
      priceCents: seed.priceCents,
      coverFileId: fileOf(seed.cover),
      status: seed.status,
      studioId: seed.studio ? studioId : null,
      linkedActivities: seed.linkedActivities,
      // The demo school admin runs school 0; the district staff author the rest.
      createdBy: seed.organiser === 0 ? userIds.school_admin! : staffId,
      publishedAt: published ? new Date(Date.now() - (SEEDED_PROGRAMMES.length - index) * 60_000) : null,
    });
    programmeIds[seed.key] = programmeId;
    for (const [position, unit] of seed.units.entries()) {
      await insertDemoUnit(db, tenantId, {
        programmeId,
        position: position + 1,
        kind: unit.kind,
        title: unit.title,
        fileId: unit.kind === 'video' || unit.kind === 'document' ? fileOf(unit.media) : null,
        durationSeconds: unit.kind === 'video' ? unit.durationSeconds : null,
        minViewSeconds: unit.kind === 'document' ? unit.minViewSeconds : null,
        creditHours: unit.creditHours,
        location: unit.kind === 'offline' ? unit.location : null,
        sessionStartsAt: unit.kind === 'offline' ? dayOffset(unit.sessionInDays) : null,
      });
    }
  }

  const openClassIds: number[] = [];
  for (const seed of OPEN_CLASSES) {
    const id = await insertDemoOpenClass(db, tenantId, {
      title: seed.title,
      teacherName: seed.teacher,
      schoolName: schools[seed.school]!.name,
      sectionCode: seed.sectionCode,
      subjectCode: seed.subjectCode,
      grade: seed.grade,
      level: seed.level,
      summary: seed.summary,
      videoFileId: fileOf('lesson-video')!,
      durationSeconds: 10,
      coverFileId: fileOf(seed.cover),
      published: seed.published,
      recommendedBy: staffId,
      recommendedAt: dayOffset(-seed.daysAgo),
    });
    openClassIds.push(id);
  }
  return { programmeIds, studioId, openClassIds };
}

/** The ids of a tenant's seeded programmes by their seed key (found by title), for tests and later seeds. */
export async function findSeededProgrammeIds(db: Executor, tenantId: TenantId): Promise<Record<string, number>> {
  const byTitle = await findProgrammeIdsByTitle(
    db,
    tenantId,
    SEEDED_PROGRAMMES.map((seed) => seed.title),
  );
  return Object.fromEntries(SEEDED_PROGRAMMES.flatMap((seed) => (byTitle.has(seed.title) ? [[seed.key, byTitle.get(seed.title)!]] : [])));
}
