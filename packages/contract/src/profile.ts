import { z } from 'zod';
import { chinaToday } from './china-time';
import { enumSchema } from './enum-schema';
import { AchievementKind, CompetitionKind, CourseKind, ExpertiseArea, Level, MentorKind, UsageKind, Willingness } from './enums';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { CN_SERIAL_PATTERN, isValidIsbn, isValidIssn, PATENT_NUMBER_PATTERN } from './identifiers';
import { KEYWORD_MAX, ProfileLimits } from './limits';
import type { Bilingual } from './locale';
import {
  AuthorRole,
  AwardGrade,
  Degree,
  ExamResult,
  MediaType,
  PatentKind,
  QualificationKind,
  ResearchRole,
  TopicStatus,
  VerificationState,
} from './profile-enums';

// Teacher profile records (成长档案, spec 7: `/baseData/user/app-teacher-{kind}/list|save|del`). Every kind is one
// declaration in PROFILE_KINDS: its labels, whether it needs a level, its own fields (zod), the fields its list
// filters on and any rule across fields. Requests, answers and filters of every kind are derived from that table, so
// a new kind is one more entry. Common to all kinds: title, date (not in the future), level, evidence files and the
// staff's verification (unverified -> verified | rejected; a verified record is locked).

const RecordId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const IsoDate = z.iso.date();
const Year = z.coerce.number().int().min(ProfileLimits.yearMin).max(2100);

// Records are dated in China time wherever the server or browser runs.
export { chinaToday };

/** A day of a record: from ProfileLimits.yearMin, never after today (China time). */
const PastDay = IsoDate.refine((day) => day >= `${ProfileLimits.yearMin}-01-01`, `must not be before ${ProfileLimits.yearMin}`).refine(
  (day) => day <= chinaToday(),
  'must not be in the future',
);

// ---- Field types of the kinds ----

const name = () => z.string().trim().min(1).max(ProfileLimits.name);
const optionalName = () => z.string().trim().max(ProfileLimits.name).optional();
const code = () => z.string().trim().min(1).max(ProfileLimits.code);
const optionalCode = () => z.string().trim().max(ProfileLimits.code).optional();
const Isbn = z.string().trim().max(20).refine(isValidIsbn, 'not a valid ISBN (ISBN-13 or ISBN-10 with its check digit)');
const Issn = z.string().trim().toUpperCase().max(9).refine(isValidIssn, 'not a valid ISSN (NNNN-NNNC with its check digit)');
const CnSerial = z.string().trim().toUpperCase().regex(CN_SERIAL_PATTERN, 'not a CN serial number such as CN 11-1278/G4');
const PatentNumber = z.string().trim().toUpperCase().regex(PATENT_NUMBER_PATTERN, 'not a patent number such as ZL 2021 2 0123456.7');
/** http(s) only: the address is shown as a link. */
const WebAddress = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .optional();
const AuthorRank = z.number().int().min(1).max(ProfileLimits.authorRankMax);
const Hours = z.number().min(0.1).max(ProfileLimits.hoursMax).multipleOf(0.1);
const Days = z.number().int().min(1).max(ProfileLimits.daysMax);
const Text = z.string().trim().min(1).max(ProfileLimits.text);
const optionalText = () => z.string().trim().max(ProfileLimits.text).optional();
/** A day of a record's own (a topic's conclusion, a certificate's expiry) that may lie ahead. */
const AnyDay = IsoDate.refine((day) => day >= `${ProfileLimits.yearMin}-01-01`, `must not be before ${ProfileLimits.yearMin}`);
/** An enumeration as a choice field names it: its values' labels. */
export type Choices = { typeCode: string; labels: Record<string, Bilingual> };
const CHOICES = new WeakMap<z.ZodType, Choices>();

/** A field choosing one value of an enumeration; `choicesOf` finds the enumeration (and so the labels) again. */
function choice<const V extends string>(enumeration: { typeCode: string; values: readonly [V, ...V[]]; labels: Record<V, Bilingual> }) {
  const schema = enumSchema(enumeration);
  CHOICES.set(schema, enumeration);
  return schema;
}

/** Only some values of a spec enumeration fit a kind (the publication kinds of AchievementKind, say). */
function someOf<const V extends string>(enumeration: { typeCode: string; labels: Record<V, Bilingual> }, values: readonly [V, ...V[]]) {
  const schema = z.enum(values).meta({
    description: `${enumeration.typeCode}: ${values.map((value) => `${value} ${enumeration.labels[value]['en-US']}`).join('; ')}`,
  });
  CHOICES.set(schema, enumeration);
  return schema;
}

/** The enumeration a kind's field chooses from (of the items, for a list), or undefined for a free field. */
export function choicesOf(field: z.ZodType): Choices | undefined {
  if (field instanceof z.ZodOptional) return choicesOf(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodArray) return choicesOf(field.element as z.ZodType);
  return CHOICES.get(field);
}

/** A problem a kind's rule finds across its fields; `path` is under `body.` (e.g. `fields.issn`). */
export type KindIssue = { path: string; message: string };

type KindDefinition<S extends z.ZodRawShape> = {
  label: Bilingual;
  /** Whether a record of the kind must name a level (an honour does; a reflection need not). */
  level: 'required' | 'optional';
  /** The kind's own fields. */
  fields: S;
  /** Fields with a choice of values that the kind's list filters on (an array field matches any of its values). */
  filters: ReadonlyArray<keyof S & string>;
  /** Rules across the kind's fields and the record's date, beyond each field's own. */
  check?: (record: { date: string; fields: z.output<z.ZodObject<S>> }) => KindIssue[];
};

const kind = <const S extends z.ZodRawShape>(definition: KindDefinition<S>) => definition;

/**
 * Every kind of profile record. The first fifteen are the spec's (spec 7), at its path spellings; the last five hold
 * what the lightweight and backbone areas add (education history, academic posts, guidance of young teachers,
 * campaigns, and mentoring with its expertise and willingness).
 */
export const PROFILE_KINDS = {
  honor: kind({
    label: { 'zh-CN': '荣誉称号', 'en-US': 'Honorary title' },
    level: 'required',
    fields: {
      /** The body that conferred the title. */
      grantor: name(),
      certificateNo: optionalCode(),
    },
    filters: [],
  }),
  'good-lesson': kind({
    label: { 'zh-CN': '优质课', 'en-US': 'Quality lesson' },
    level: 'required',
    fields: {
      competitionKind: choice(CompetitionKind),
      /** The subject the lesson taught. */
      subject: name(),
      organiser: name(),
      awardGrade: choice(AwardGrade),
    },
    filters: ['competitionKind', 'awardGrade'],
  }),
  'stu-awards': kind({
    label: { 'zh-CN': '指导学生获奖', 'en-US': 'Student award (as coach)' },
    level: 'required',
    fields: {
      /** The student (or team) coached; several names separated by 、. */
      student: name(),
      competitionKind: choice(CompetitionKind),
      /** The competition the student took part in. */
      competition: name(),
      organiser: name(),
      awardGrade: choice(AwardGrade),
    },
    filters: ['competitionKind', 'awardGrade'],
  }),
  'media-report': kind({
    label: { 'zh-CN': '媒体报道', 'en-US': 'Media report' },
    level: 'required',
    fields: {
      mediaType: choice(MediaType),
      /** The newspaper, channel or site. */
      outlet: name(),
      /** Where the report can be read, if online. */
      url: WebAddress,
    },
    filters: ['mediaType'],
  }),
  'research-topic': kind({
    label: { 'zh-CN': '课题研究', 'en-US': 'Research topic' },
    level: 'required',
    fields: {
      /** The number the topic was approved under. */
      topicNo: optionalCode(),
      /** The body that approved the topic. */
      approvedBy: name(),
      role: choice(ResearchRole),
      usageKind: someOf(UsageKind, ['1', '3']),
      status: choice(TopicStatus),
      /** The day the topic was concluded; required once concluded. */
      concludedOn: AnyDay.optional(),
    },
    filters: ['role', 'usageKind', 'status'],
    check: ({ date, fields }) => {
      if (fields.status === 'concluded' && !fields.concludedOn)
        return [{ path: 'fields.concludedOn', message: 'a concluded topic needs its conclusion day' }];
      if (fields.concludedOn && fields.concludedOn < date)
        return [{ path: 'fields.concludedOn', message: 'must not be before the approval day' }];
      return [];
    },
  }),
  'public-thesis': kind({
    label: { 'zh-CN': '发表论文', 'en-US': 'Published paper' },
    level: 'required',
    fields: {
      achievementKind: someOf(AchievementKind, ['1', '2', '5']),
      journal: name(),
      /** The journal's ISSN; a paper needs an ISSN or a CN number. */
      issn: Issn.optional(),
      /** The journal's domestic serial number (国内统一连续出版物号). */
      cnNumber: CnSerial.optional(),
      /** The issue, as printed: 2024 年第 3 期. */
      issue: code(),
      authorRank: AuthorRank,
    },
    filters: ['achievementKind'],
    check: ({ fields }) =>
      fields.issn || fields.cnNumber ? [] : [{ path: 'fields.issn', message: 'give the journal’s ISSN or its CN number' }],
  }),
  'pub-mono': kind({
    label: { 'zh-CN': '出版专著', 'en-US': 'Published monograph' },
    level: 'optional',
    fields: {
      achievementKind: someOf(AchievementKind, ['3', '5']),
      isbn: Isbn,
      publisher: name(),
      role: choice(AuthorRole),
      /** Thousands of characters the teacher wrote (字数, 千字). */
      wordsThousands: z.number().int().min(1).max(10_000).optional(),
    },
    filters: ['achievementKind', 'role'],
  }),
  patent: kind({
    label: { 'zh-CN': '专利', 'en-US': 'Patent' },
    level: 'optional',
    fields: {
      patentKind: choice(PatentKind),
      patentNo: PatentNumber,
      /** The holder named on the certificate. */
      patentee: name(),
      inventorRank: AuthorRank,
    },
    filters: ['patentKind'],
  }),
  'make-course': kind({
    label: { 'zh-CN': '课程开发', 'en-US': 'Course development' },
    level: 'required',
    fields: {
      courseKind: choice(CourseKind),
      /** Who the course is for: grade, subject group, district teachers. */
      audience: name(),
      hours: Hours.optional(),
      /** Where the course is used. */
      usedBy: optionalName(),
    },
    filters: ['courseKind'],
  }),
  'public-crs': kind({
    label: { 'zh-CN': '公开课与讲座', 'en-US': 'Open class or lecture' },
    level: 'required',
    fields: {
      courseKind: choice(CourseKind),
      organiser: name(),
      audience: name(),
      audienceSize: z.number().int().min(1).max(ProfileLimits.audienceSizeMax),
      venue: optionalName(),
    },
    filters: ['courseKind'],
  }),
  material: kind({
    label: { 'zh-CN': '教材编写', 'en-US': 'Textbook writing' },
    level: 'required',
    fields: {
      isbn: Isbn,
      publisher: name(),
      role: choice(AuthorRole),
      /** The grade and subject the textbook serves. */
      scope: optionalName(),
    },
    filters: ['role'],
  }),
  reflection: kind({
    label: { 'zh-CN': '教学反思', 'en-US': 'Teaching reflection' },
    level: 'optional',
    fields: {
      /** The lesson or unit reflected on. */
      lesson: name(),
      content: Text,
    },
    filters: [],
  }),
  qualification: kind({
    label: { 'zh-CN': '资格证书', 'en-US': 'Qualification certificate' },
    level: 'optional',
    fields: {
      qualificationKind: choice(QualificationKind),
      certificateNo: code(),
      issuer: name(),
      /** The last day the certificate is valid; none when it does not expire. */
      validUntil: AnyDay.optional(),
    },
    filters: ['qualificationKind'],
    check: ({ date, fields }) =>
      fields.validUntil && fields.validUntil < date
        ? [{ path: 'fields.validUntil', message: 'must not be before the day it was issued' }]
        : [],
  }),
  'edu-prd': kind({
    label: { 'zh-CN': '教育教学成果', 'en-US': 'Teaching achievement' },
    level: 'required',
    fields: {
      usageKind: choice(UsageKind),
      /** The body that awarded or adopted the achievement. */
      grantor: name(),
      awardGrade: choice(AwardGrade).optional(),
      role: choice(ResearchRole),
    },
    filters: ['usageKind', 'awardGrade'],
  }),
  exam: kind({
    label: { 'zh-CN': '年度考核', 'en-US': 'Annual assessment' },
    level: 'optional',
    fields: {
      /** The school year assessed, by its starting year. */
      assessedYear: z.number().int().min(ProfileLimits.yearMin).max(2100),
      result: choice(ExamResult),
      assessor: name(),
    },
    filters: ['result'],
    check: ({ date, fields }) =>
      fields.assessedYear > Number(date.slice(0, 4))
        ? [{ path: 'fields.assessedYear', message: 'must not be after the year of the assessment' }]
        : [],
  }),
  'edu-history': kind({
    label: { 'zh-CN': '学习经历', 'en-US': 'Education history' },
    level: 'optional',
    fields: {
      degree: choice(Degree),
      school: name(),
      major: name(),
      /** The first day of study; the record's date is the graduation day. */
      startedOn: AnyDay,
      fullTime: z.boolean(),
    },
    filters: ['degree'],
    check: ({ date, fields }) =>
      fields.startedOn > date ? [{ path: 'fields.startedOn', message: 'must not be after the graduation day' }] : [],
  }),
  'academic-post': kind({
    label: { 'zh-CN': '学术任职', 'en-US': 'Academic post' },
    level: 'required',
    fields: {
      organisation: name(),
      post: name(),
      /** The last day of the term; none while it runs. */
      endsOn: AnyDay.optional(),
    },
    filters: [],
    check: ({ date, fields }) =>
      fields.endsOn && fields.endsOn < date ? [{ path: 'fields.endsOn', message: 'must not be before the start' }] : [],
  }),
  guidance: kind({
    label: { 'zh-CN': '指导青年教师', 'en-US': 'Guidance of a young teacher' },
    level: 'optional',
    fields: {
      mentee: name(),
      menteeSchool: optionalName(),
      mentorKind: choice(MentorKind),
      days: Days,
      /** What came of it: the mentee's awards, lessons, growth. */
      outcome: optionalText(),
    },
    filters: ['mentorKind'],
  }),
  campaign: kind({
    label: { 'zh-CN': '专项活动', 'en-US': 'Campaign' },
    level: 'required',
    fields: {
      /** The organising body (送教下乡, 支教, 帮扶 are organised by the district or city). */
      organiser: name(),
      role: name(),
      days: Days,
    },
    filters: [],
  }),
  mentoring: kind({
    label: { 'zh-CN': '带教意愿与专长', 'en-US': 'Mentoring and expertise' },
    level: 'optional',
    fields: {
      willingness: choice(Willingness),
      mentorKind: choice(MentorKind),
      expertiseAreas: z.array(choice(ExpertiseArea)).min(1).max(ExpertiseArea.values.length),
      /** What the teacher offers in their own words. */
      statement: optionalText(),
    },
    filters: ['willingness', 'mentorKind', 'expertiseAreas'],
  }),
} as const;

export type ProfileKind = keyof typeof PROFILE_KINDS;
/** Every field name some kind has. */
export type ProfileFieldName = { [K in ProfileKind]: keyof (typeof PROFILE_KINDS)[K]['fields'] & string }[ProfileKind];

/**
 * The label of every kind's field, in both languages (forms, read-only views, the Excel export). Keyed by field
 * name, shared by the kinds that have it; a field a new kind adds fails to compile here until it is labelled.
 */
export const PROFILE_FIELD_LABELS = {
  grantor: { 'zh-CN': '授予单位', 'en-US': 'Conferred by' },
  certificateNo: { 'zh-CN': '证书编号', 'en-US': 'Certificate number' },
  competitionKind: { 'zh-CN': '赛事类别', 'en-US': 'Competition kind' },
  subject: { 'zh-CN': '学科', 'en-US': 'Subject' },
  organiser: { 'zh-CN': '主办单位', 'en-US': 'Organiser' },
  awardGrade: { 'zh-CN': '获奖等次', 'en-US': 'Award grade' },
  student: { 'zh-CN': '学生姓名', 'en-US': 'Student' },
  competition: { 'zh-CN': '赛事名称', 'en-US': 'Competition' },
  mediaType: { 'zh-CN': '媒体类型', 'en-US': 'Media type' },
  outlet: { 'zh-CN': '媒体名称', 'en-US': 'Outlet' },
  url: { 'zh-CN': '链接', 'en-US': 'Link' },
  topicNo: { 'zh-CN': '立项编号', 'en-US': 'Approval number' },
  approvedBy: { 'zh-CN': '立项单位', 'en-US': 'Approved by' },
  role: { 'zh-CN': '本人角色', 'en-US': 'Role' },
  usageKind: { 'zh-CN': '成果运用', 'en-US': 'Usage' },
  status: { 'zh-CN': '课题状态', 'en-US': 'Status' },
  concludedOn: { 'zh-CN': '结题日期', 'en-US': 'Concluded on' },
  achievementKind: { 'zh-CN': '成果类别', 'en-US': 'Achievement kind' },
  journal: { 'zh-CN': '刊物名称', 'en-US': 'Journal' },
  issn: { 'zh-CN': 'ISSN', 'en-US': 'ISSN' },
  cnNumber: { 'zh-CN': 'CN 刊号', 'en-US': 'CN number' },
  issue: { 'zh-CN': '期号', 'en-US': 'Issue' },
  authorRank: { 'zh-CN': '作者排名', 'en-US': 'Author rank' },
  isbn: { 'zh-CN': 'ISBN', 'en-US': 'ISBN' },
  publisher: { 'zh-CN': '出版社', 'en-US': 'Publisher' },
  wordsThousands: { 'zh-CN': '本人撰写字数（千字）', 'en-US': 'Words written (thousands)' },
  patentKind: { 'zh-CN': '专利类型', 'en-US': 'Patent kind' },
  patentNo: { 'zh-CN': '专利号', 'en-US': 'Patent number' },
  patentee: { 'zh-CN': '专利权人', 'en-US': 'Patentee' },
  inventorRank: { 'zh-CN': '发明人排名', 'en-US': 'Inventor rank' },
  courseKind: { 'zh-CN': '课程类别', 'en-US': 'Course kind' },
  audience: { 'zh-CN': '面向对象', 'en-US': 'Audience' },
  hours: { 'zh-CN': '课时', 'en-US': 'Hours' },
  usedBy: { 'zh-CN': '使用单位', 'en-US': 'Used by' },
  audienceSize: { 'zh-CN': '听课人数', 'en-US': 'Audience size' },
  venue: { 'zh-CN': '地点', 'en-US': 'Venue' },
  scope: { 'zh-CN': '适用年级与学科', 'en-US': 'Grade and subject' },
  lesson: { 'zh-CN': '课题', 'en-US': 'Lesson' },
  content: { 'zh-CN': '反思内容', 'en-US': 'Reflection' },
  qualificationKind: { 'zh-CN': '证书类别', 'en-US': 'Certificate kind' },
  issuer: { 'zh-CN': '发证机关', 'en-US': 'Issued by' },
  validUntil: { 'zh-CN': '有效期至', 'en-US': 'Valid until' },
  assessedYear: { 'zh-CN': '考核年度', 'en-US': 'Year assessed' },
  result: { 'zh-CN': '考核结果', 'en-US': 'Result' },
  assessor: { 'zh-CN': '考核单位', 'en-US': 'Assessed by' },
  degree: { 'zh-CN': '学历', 'en-US': 'Degree' },
  school: { 'zh-CN': '毕业院校', 'en-US': 'School' },
  major: { 'zh-CN': '专业', 'en-US': 'Major' },
  startedOn: { 'zh-CN': '入学日期', 'en-US': 'Started on' },
  fullTime: { 'zh-CN': '全日制', 'en-US': 'Full-time' },
  organisation: { 'zh-CN': '任职机构', 'en-US': 'Organisation' },
  post: { 'zh-CN': '职务', 'en-US': 'Post' },
  endsOn: { 'zh-CN': '任期至', 'en-US': 'Term ends' },
  mentee: { 'zh-CN': '被指导教师', 'en-US': 'Mentee' },
  menteeSchool: { 'zh-CN': '被指导教师单位', 'en-US': 'Mentee’s school' },
  mentorKind: { 'zh-CN': '带教方式', 'en-US': 'Mentor kind' },
  days: { 'zh-CN': '天数', 'en-US': 'Days' },
  outcome: { 'zh-CN': '指导成效', 'en-US': 'Outcome' },
  willingness: { 'zh-CN': '带教意愿', 'en-US': 'Willingness' },
  expertiseAreas: { 'zh-CN': '专长领域', 'en-US': 'Expertise areas' },
  statement: { 'zh-CN': '个人陈述', 'en-US': 'Statement' },
} as const satisfies Record<ProfileFieldName, Bilingual>;

/** The labels of the fields every record has, beside PROFILE_FIELD_LABELS. */
export const PROFILE_COMMON_LABELS = {
  title: { 'zh-CN': '名称', 'en-US': 'Title' },
  date: { 'zh-CN': '日期', 'en-US': 'Date' },
  level: { 'zh-CN': '级别', 'en-US': 'Level' },
  evidence: { 'zh-CN': '证明材料', 'en-US': 'Evidence' },
  state: { 'zh-CN': '审核状态', 'en-US': 'Verification' },
  reason: { 'zh-CN': '审核意见', 'en-US': 'Reason' },
} as const satisfies Record<string, Bilingual>;
/** Every kind, in the table's order. */
export const PROFILE_KIND_CODES = Object.keys(PROFILE_KINDS) as [ProfileKind, ...ProfileKind[]];
/** The fifteen kinds of spec 7. */
export const SPEC_PROFILE_KINDS = PROFILE_KIND_CODES.slice(0, 15) as readonly ProfileKind[];
export const ProfileKindSchema = z.enum(PROFILE_KIND_CODES);

/** The uploaded file types a record's evidence may have: scans, photos, PDFs and Word documents. */
export const PROFILE_EVIDENCE_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

// ---- Requests ----

type Kinds = typeof PROFILE_KINDS;
type FieldsOf<K extends ProfileKind> = Kinds[K]['fields'];
type LevelOf<K extends ProfileKind> = Kinds[K]['level'] extends 'required'
  ? ReturnType<typeof requiredLevel>
  : ReturnType<typeof optionalLevel>;

const requiredLevel = () => enumSchema(Level);
// Left out when the kind needs none (never null, so "no level" has one spelling).
const optionalLevel = () => enumSchema(Level).optional();

/** A filter's schema: the field's choices (an array field's item), optional. */
type FilterOf<S> =
  S extends z.ZodOptional<infer Inner> ? FilterOf<Inner> : S extends z.ZodArray<infer Item> ? Item : S extends z.ZodType ? S : never;
type FiltersOf<K extends ProfileKind> = {
  [F in Kinds[K]['filters'][number]]: F extends keyof FieldsOf<K> ? z.ZodOptional<FilterOf<FieldsOf<K>[F]>> : never;
};

function filterSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional) return filterSchema(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  return schema;
}

/** The staff's view of a record's verification. */
const Verification = {
  state: enumSchema(VerificationState),
  /** Why staff rejected the record (or reopened a verified one); null otherwise. */
  reason: z.string().nullable(),
  /** Who decided last, and when (ISO 8601); null while never decided. */
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
};

/** An evidence file as a record shows it; open it with GET /files/{id}. A file deleted since keeps its id with `missing`. */
export const ProfileEvidenceFile = z.object({
  id: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  missing: z.boolean(),
});
export type ProfileEvidenceFile = z.infer<typeof ProfileEvidenceFile>;

function schemasOf<K extends ProfileKind>(kindCode: K) {
  const definition = PROFILE_KINDS[kindCode] as unknown as KindDefinition<FieldsOf<K>>;
  const Fields = z.object(definition.fields as FieldsOf<K>);
  const level = (definition.level === 'required' ? requiredLevel() : optionalLevel()) as LevelOf<K>;
  const check = definition.check;

  /** save: creates a record (no id) or updates one (id and the version read; a stale version is 409). */
  const SaveBody = z
    .object({
      /** Absent to create; the record's id to update it. */
      id: RecordId.optional(),
      /** The version read, required with `id`: an update of a record changed since is refused (409). */
      version: z.number().int().min(1).optional(),
      title: z.string().trim().min(1).max(ProfileLimits.title),
      /** The day it happened (awarded, published, given), not in the future. */
      date: PastDay,
      level,
      /** Ids of the teacher's own `evidence` uploads (PDF, images, Word). */
      evidenceFileIds: z.array(z.uuid()).max(ProfileLimits.evidenceFiles).default([]),
      fields: Fields,
    })
    .superRefine((body, context) => {
      if (body.id !== undefined && body.version === undefined)
        context.addIssue({ code: 'custom', path: ['version'], message: 'required when updating (the version read)' });
      if (new Set(body.evidenceFileIds).size !== body.evidenceFileIds.length)
        context.addIssue({ code: 'custom', path: ['evidenceFileIds'], message: 'names a file twice' });
      for (const issue of check?.({ date: body.date, fields: body.fields as never }) ?? []) {
        context.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
      }
    });

  /** A record as its lists answer it. */
  const Record = z.object({
    id: RecordId,
    kind: z.literal(kindCode),
    userId: RecordId,
    teacherName: z.string(),
    /** The teacher's school (org unit). */
    schoolName: z.string(),
    title: z.string(),
    date: IsoDate,
    level: enumSchema(Level).nullable(),
    evidence: z.array(ProfileEvidenceFile),
    fields: Fields,
    ...Verification,
    /** Bumped by every change; send it back with save and with staff decisions. */
    version: z.number().int(),
    /** Whether the caller may change or delete it now (their own, not verified). */
    editable: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });

  const filters = Object.fromEntries(
    definition.filters.map((field) => [field, filterSchema(definition.fields[field] as z.ZodType).optional()]),
  ) as FiltersOf<K>;

  /** list: one teacher's records of the kind, newest first, paged and filtered. */
  const ListQuery = AppIdQuery.extend(PageQuery.shape).extend({
    /** Another teacher's records, read-only: staff over the teacher only (403 for anyone else). Absent: the caller's. */
    userId: DigitsId.optional(),
    /** Records dated in this year. */
    year: Year.optional(),
    level: enumSchema(Level).optional(),
    state: enumSchema(VerificationState).optional(),
    ...filters,
  });

  return { Fields, SaveBody, Record, ListQuery, Page: paged(Record) };
}

type KindSchemas = { [K in ProfileKind]: ReturnType<typeof schemasOf<K>> };

/** The request and answer schemas of each kind, derived from PROFILE_KINDS. */
export const PROFILE_SCHEMAS = Object.fromEntries(
  PROFILE_KIND_CODES.map((kindCode) => [kindCode, schemasOf(kindCode)]),
) as unknown as KindSchemas;

export type ProfileFields<K extends ProfileKind> = z.output<KindSchemas[K]['Fields']>;
export type ProfileSaveBody<K extends ProfileKind> = z.input<KindSchemas[K]['SaveBody']>;
export type ProfileRecord<K extends ProfileKind> = z.output<KindSchemas[K]['Record']>;
export type ProfileListQuery<K extends ProfileKind> = z.input<KindSchemas[K]['ListQuery']>;
/** A record of any kind, told apart by `kind`. */
export type AnyProfileRecord = { [K in ProfileKind]: ProfileRecord<K> }[ProfileKind];

/** A record of any kind (the staff queue), told apart by `kind`. */
export const AnyProfileRecordSchema = z.discriminatedUnion(
  'kind',
  PROFILE_KIND_CODES.map((kindCode) => PROFILE_SCHEMAS[kindCode].Record) as unknown as [
    KindSchemas[ProfileKind]['Record'],
    ...Array<KindSchemas[ProfileKind]['Record']>,
  ],
);

/** del: deletes one of the caller's records that is not verified (a verified one is 409: staff reopen it first). */
export const ProfileDeleteBody = z.object({
  id: RecordId,
  /** The version read; when sent, a record changed since is refused (409). */
  version: z.number().int().min(1).optional(),
});
export type ProfileDeleteBody = z.infer<typeof ProfileDeleteBody>;
export const ProfileDeleted = z.object({ id: RecordId });

/** Counts of one teacher's records per kind and state, for the pages' badges. */
export const ProfileSummaryQuery = AppIdQuery.extend({ userId: DigitsId.optional() });
export const ProfileSummary = z.object({
  userId: RecordId,
  teacherName: z.string(),
  kinds: z.array(
    z.object({ kind: ProfileKindSchema, unverified: z.number().int(), verified: z.number().int(), rejected: z.number().int() }),
  ),
});
export type ProfileSummary = z.infer<typeof ProfileSummary>;

// ---- Staff: the verification queue ----

const queueFilters = {
  kind: ProfileKindSchema.optional(),
  /** Unverified when absent: the queue of work. */
  state: enumSchema(VerificationState).default('unverified'),
  /** One school of the district (district staff); school admins always see their own school. */
  schoolId: DigitsId.optional(),
  /** Part of the teacher's name. */
  keyword: z.string().trim().min(1).max(KEYWORD_MAX).optional(),
  year: Year.optional(),
  level: enumSchema(Level).optional(),
};

/** The queue of the caller's org: unverified records oldest first (first come, first checked), the other states newest first. */
export const ProfileQueueQuery = AppIdQuery.extend(PageQuery.shape).extend(queueFilters).extend({
  /**
   * Keyset paging: the id of the last record of the page before; answers the page after it, read straight off the
   * index however deep (`current` then only labels the page and sizes the count). Without it, `current` skips rows.
   */
  after: DigitsId.optional(),
});
export type ProfileQueueQuery = z.infer<typeof ProfileQueueQuery>;
/** The export: the queue's filters, every page (up to ProfileLimits.exportRows rows). */
export const ProfileQueueExportQuery = AppIdQuery.extend(queueFilters);
export type ProfileQueueExportQuery = z.infer<typeof ProfileQueueExportQuery>;

/**
 * A page of the queue. Counting every matching record of a big district costs more than the page, so counting stops
 * ten pages past the one asked for: `totalIsLowerBound` says the total is "at least".
 */
export const ProfileQueuePage = paged(AnyProfileRecordSchema).extend({ totalIsLowerBound: z.boolean() });
export type ProfileQueuePage = z.infer<typeof ProfileQueuePage>;

/**
 * Staff decide records of teachers under them, each at the version they read: verify, reject (a reason is
 * required) or reopen a verified one (back to unverified, so its teacher may correct or delete it; a reason is
 * required). All or nothing: if one record changed meanwhile (409 STALE_VERSION) or is in another state (409),
 * none is decided.
 */
export const ProfileDecideBody = z
  .object({
    decision: z.enum(['verify', 'reject', 'reopen']),
    reason: z.string().trim().min(1).max(ProfileLimits.reason).optional(),
    items: z
      .array(z.object({ id: RecordId, version: z.number().int().min(1) }))
      .min(1)
      .max(ProfileLimits.batch),
  })
  .superRefine((body, context) => {
    if (body.decision !== 'verify' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: `required to ${body.decision}` });
    if (new Set(body.items.map((item) => item.id)).size !== body.items.length)
      context.addIssue({ code: 'custom', path: ['items'], message: 'names a record twice' });
  });
export type ProfileDecideBody = z.infer<typeof ProfileDecideBody>;

/** Where each decided record stands now. */
export const ProfileDecided = z.object({
  items: z.array(z.object({ id: RecordId, state: enumSchema(VerificationState), version: z.number().int() })),
});
export type ProfileDecided = z.infer<typeof ProfileDecided>;
