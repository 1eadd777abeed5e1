// Length and range limits of request fields, zod-free so the web client's form rules use the very numbers the
// schemas check without downloading zod with its pages. The schemas import these constants (never
// the other way round, so this file stays zod-free) and limits.test.ts proves each schema enforces its number. The
// sign-in fields' lengths are in password-rules.ts.

/** The keyword filter of the catalogue, staff lists and look-ups. */
export const KEYWORD_MAX = 50;

/** A reviewer's comment on a decision, the same in every domain that reviews through the engine (review.ts). */
export const REVIEW_COMMENT_MAX = 1000;

/** The teacher's confirmation of their information (teacher.ts). */
export const TeacherLimits = { teachingSinceYearMin: 1950 } as const;

/** Training programmes, units, studios, open classes, enrolment decisions and orders (training.ts). */
export const TrainingLimits = {
  /** Titles of programmes, units, linked activities, studios and open classes. */
  title: 120,
  /** Summaries, decision and refund reasons, linked-activity URLs. */
  shortText: 500,
  /** Markdown descriptions of programmes and studios. */
  description: 20_000,
  sectionCodes: 10,
  subjectCodes: 40,
  capacityMax: 1_000_000,
  /** Credit hours of a programme or unit, with at most one decimal. */
  hoursMax: 999.9,
  /** A price in fen (1/100 yuan). */
  priceCentsMax: 100_000_000,
  /** A video's length, and a document's minimum reading time, in seconds. */
  secondsMax: 24 * 3600,
  location: 200,
  teacherName: 50,
  schoolName: 100,
  grade: 50,
  paymentReference: 100,
} as const;

/** Verified learning: declared hours, the yearly requirement, reversals and the report (learning-hours.ts). */
export const LearningLimits = {
  /** A declaration's title and organiser. */
  declarationText: 120,
  /** Hours declared at once. */
  declaredHoursMax: 200,
  /** Evidence files of one declaration. */
  evidenceFiles: 10,
  /** Any hours figure of the ledger or the requirement, with at most one decimal. */
  hoursMax: 9999.9,
  /** The share of a video's length that completes it. */
  completionShareMin: 0.5,
  completionShareMax: 1,
  /** A reviewer's comment on a declaration, and the reason of a reversal. */
  comment: 500,
  reverseReasonMin: 2,
  reportKeyword: 40,
} as const;

/** Presence checks while a lesson plays, and the author's questions (learning-presence.ts). */
export const PresenceLimits = {
  everyMinutesMin: 1,
  everyMinutesMax: 120,
  answerSecondsMin: 20,
  answerSecondsMax: 300,
  choicesMax: 6,
  prompt: 200,
  choice: 60,
  /** An author's question sits at a moment of the lesson (its media second), asked when playback crosses it. */
  questionAtSecondMin: 1,
  questionsPerLesson: 50,
  reportKeyword: 40,
} as const;

/** Certificates issued by hand and revoked (certificates.ts). */
export const CertificateLimits = { title: 120, hoursMin: 0.1, hoursMax: 999.9, revokeReason: 200 } as const;

/** Development applications, their review and the development model (development-apply.ts, development-model.ts). */
export const DevelopmentLimits = {
  statement: 2000,
  reviewComment: REVIEW_COMMENT_MAX,
  /** Evidence files per condition. */
  evidenceFiles: 10,
  /** Codes of types, post types, conditions and files. */
  code: 16,
  /** Names (Chinese and English) in the development model. */
  label: 200,
  sortMax: 9999,
  /** The lowest and highest value of each parameter of a condition's rule. */
  conditionParams: { minHours: [1, 10_000], years: [1, 20], minYears: [0, 60], minRecords: [1, 100] },
} as const;

/** Teacher profile records, their verification and the staff queue (profile.ts). */
export const ProfileLimits = {
  /** A record's title (the honour, paper, course, ...). */
  title: 200,
  /** Names: journals, publishers, organisers, students, schools. */
  name: 100,
  /** Short codes and numbers: certificate numbers, issues, topic numbers. */
  code: 50,
  /** Free text of a record (a reflection, an outcome). */
  text: 5000,
  /** Evidence files of one record. */
  evidenceFiles: 10,
  /** A staff member's reason for a rejection or a reopening. */
  reason: 500,
  /** Records decided at once. */
  batch: 100,
  /** Rows of one Excel export. */
  exportRows: 10_000,
  /** The author's (or inventor's) place among the authors. */
  authorRankMax: 50,
  audienceSizeMax: 100_000,
  /** Course hours, with at most one decimal. */
  hoursMax: 999.9,
  /** Mentoring days, campaign days. */
  daysMax: 3650,
  /** The earliest year a record may date from. */
  yearMin: 1950,
} as const;

/** The backbone-teacher recognition (骨干教师认定). */
export const BackboneLimits = {
  statement: 2000,
  reviewComment: REVIEW_COMMENT_MAX,
  /** Verified records offered as evidence in one application. */
  records: 30,
} as const;

/** Selection projects (评选), their items, applications and review (selection.ts). */
export const SelectionLimits = {
  title: 120,
  /** A project's description and an applicant's introduction. */
  description: 5000,
  /** An indicator's scoring guide, a text answer. */
  guide: 2000,
  textAnswer: 5000,
  /** Sections of a project, indicators of a section, options of a choice. */
  sections: 20,
  indicators: 30,
  options: 20,
  groups: 50,
  /** Files or profile records given for one indicator. */
  filesPerIndicator: 10,
  recordsPerIndicator: 20,
  /** The highest maximum score of an indicator, and a number answer's bound. */
  maxScore: 1000,
  numberAnswer: 1_000_000_000,
  /** Places per school (or per school and group). */
  quotaMax: 10_000,
  /** Minimum learning hours of the eligibility rule. */
  learningHoursMax: 9999,
  reviewComment: REVIEW_COMMENT_MAX,
  name: 50,
  phone: 20,
  email: 100,
} as const;

/** A code of the development model (type, post type, phase, condition, file): 1 to 16 letters, digits, _ or -. */
export const MODEL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

/** Notices (通知公告) and help articles (notices.ts, help.ts). */
export const NoticeLimits = {
  title: 120,
  /** The sanitised HTML of a notice or help article. */
  body: 50_000,
  attachments: 10,
  scopeSchools: 200,
  sectionCodes: 10,
  roles: 6,
} as const;

/** The resource disk (disk.ts). */
export const DiskLimits = {
  title: 120,
  description: 2000,
  /** Tags of a resource, and the length of each. */
  tags: 10,
  tag: 20,
  folderName: 60,
  /** Resources and folders one batch (move, delete, restore, purge, issue, save copies) names. */
  batch: 200,
  issueMessage: 1000,
  issueSchools: 200,
  issueTeachers: 500,
  issueGroups: 100,
  sectionCodes: 10,
  subjectCodes: 40,
  /** A quota setting, in bytes: up to 100 TB. */
  quotaBytesMax: 100 * 1024 ** 4,
} as const;

/** Question banks, folders and questions (assessment-banks.ts). */
export const AssessmentLimits = {
  bankName: 60,
  bankDescription: 500,
  folderName: 60,
  /** Folders of one bank (the tree is listed whole). */
  folders: 500,
  /** The sanitised HTML of a stem, an option, an explanation or a reference answer. */
  richText: 20_000,
  /** Options of a choice question (keys A-H). */
  options: 8,
  /** Blanks of a fill-in question, and the answers each accepts. */
  blanks: 20,
  acceptedAnswers: 10,
  acceptedAnswer: 200,
  /** Tags of a question, and the length of each. */
  tags: 10,
  tag: 20,
  /** Data rows of one imported workbook. */
  importRows: 2000,
  /** The bytes of an imported workbook (the multipart part `file`). */
  importBytes: 5 * 1024 * 1024,
} as const;

/** Exams: settings, papers, answers and grading (assessment-exams.ts; issue 38). */
export const AssessmentExamLimits = {
  title: 120,
  instructions: 5000,
  /** Questions of a fixed paper, and questions a random paper draws in all. */
  paperQuestions: 200,
  rules: 20,
  ruleTags: 10,
  tag: 40,
  /** Points of one question. */
  pointsMax: 100,
  timeLimitMinutesMax: 24 * 60,
  attemptsMax: 10,
  /** A short answer's text, and one blank's. */
  answerText: 5000,
  blank: 200,
  blanks: 20,
  choices: 26,
  feedback: 1000,
} as const;

/** Evaluations (问卷): questionnaires, their questions and answers (assessment-evaluations.ts; issue 38). */
export const AssessmentEvaluationLimits = {
  title: 120,
  intro: 2000,
  questions: 50,
  prompt: 500,
  /** Options of a single or multiple choice question, and an option's text. */
  options: 20,
  option: 200,
  /** A rating scale runs 1..N with N in this range; its end labels. */
  scaleMin: 3,
  scaleMax: 10,
  scaleLabel: 30,
  /** The longest open answer a question may allow. */
  textMax: 2000,
} as const;

/** Assignments: settings, rubrics, submissions, decisions and peer reviews (assessment-assignments.ts; issue 38). */
export const AssessmentAssignmentLimits = {
  title: 120,
  /** The sanitised HTML of the instructions, a submission's text, feedback and a peer review's comment. */
  richText: 20_000,
  feedback: 5000,
  comment: 2000,
  attachments: 10,
  submissionFiles: 10,
  criteria: 20,
  criterionTitle: 60,
  criterionDescription: 500,
  scoreMax: 1000,
  resubmissionsMax: 10,
  peerReviewersMax: 5,
} as const;
