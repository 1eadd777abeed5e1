import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';
import { AssessmentExamLimits as L, KEYWORD_MAX } from './limits';

// Exams (issue 38). Staff set an exam up as a programme's unit (a training unit of kind `exam`) or as a school's
// standalone exam, with a fixed paper (questions and their points, in order) or random rules drawing from question
// banks. A teacher's attempt runs on the server's clock: its deadline is min(start + time limit, window close), its
// paper names (question, version) pairs, answers are saved one question at a time as given and the server submits an
// expired attempt with what was saved. Correct answers never reach the browser before submission, and then only as the
// exam's reveal settings allow. The pass mark is a percentage of the paper's points (a random paper's total is known
// from its rules, and a percentage reads the same whatever the total).

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const QueryId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const Points = z.number().int().min(1).max(L.pointsMax);
const Tag = z.string().trim().min(1).max(L.tag);
const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** The exam's id. */
export const ExamId = Id;
/** An attempt's id. */
export const AttemptId = Id;

/** The kinds of question an exam asks (the banks' kinds). */
export const ExamQuestionKind = z.enum(['single', 'multiple', 'true_false', 'fill_blank', 'short_answer']);
export type ExamQuestionKind = z.infer<typeof ExamQuestionKind>;
/** A draft can be edited freely; a published exam is open to its teachers and keeps its paper once attempts exist. */
export const ExamStatus = z.enum(['draft', 'published']);
export type ExamStatus = z.infer<typeof ExamStatus>;
/** Fixed: every attempt sits the same listed questions. Random: each attempt draws its own paper by the rules. */
export const PaperMode = z.enum(['fixed', 'random']);
export type PaperMode = z.infer<typeof PaperMode>;
/** Which attempt's result is the teacher's result (and decides the pass that completes the unit). */
export const CountedAttempt = z.enum(['best', 'last', 'first']);
export type CountedAttempt = z.infer<typeof CountedAttempt>;
/** When a teacher sees results (score per question) or explanations (correct answers and explanations). */
export const RevealWhen = z.enum(['never', 'after_submit', 'after_close']);
export type RevealWhen = z.infer<typeof RevealWhen>;
/** An attempt: open (answering), grading (submitted, short answers wait for a person), graded (final). */
export const AttemptStatus = z.enum(['open', 'grading', 'graded']);
export type AttemptStatus = z.infer<typeof AttemptStatus>;
/** Who ended an attempt: the teacher, or the server at its deadline. */
export const SubmittedBy = z.enum(['teacher', 'deadline']);
export type SubmittedBy = z.infer<typeof SubmittedBy>;
/** How an answered question came out. `pending`: a short answer waiting for a grader. */
export const QuestionOutcome = z.enum(['correct', 'partial', 'wrong', 'unanswered', 'pending']);
export type QuestionOutcome = z.infer<typeof QuestionOutcome>;

// ---- Settings, as staff write them ----

/** A fixed paper's question and the points it is worth; order is the array's. */
export const FixedPaperItem = z.object({ questionId: Id, points: Points });
export type FixedPaperItem = z.infer<typeof FixedPaperItem>;

/**
 * A random paper's rule: draw `count` questions from a bank whose tags include any of `tags` (none: any tags), of the
 * listed difficulties and kinds (none: any), each worth `pointsEach`. A question is never drawn twice across rules.
 */
export const PaperRule = z.object({
  bankId: Id,
  tags: z.array(Tag).max(L.ruleTags).refine(distinct, { message: 'a tag is listed twice' }),
  difficulties: z.array(z.number().int().min(1).max(5)).max(5).refine(distinct, { message: 'a difficulty is listed twice' }),
  kinds: z.array(ExamQuestionKind).max(5).refine(distinct, { message: 'a kind is listed twice' }),
  count: z.number().int().min(1).max(L.paperQuestions),
  pointsEach: Points,
});
export type PaperRule = z.infer<typeof PaperRule>;

/** The paper: its questions, or its rules. */
export const PaperInput = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('fixed'),
    items: z
      .array(FixedPaperItem)
      .min(1)
      .max(L.paperQuestions)
      .refine((items) => distinct(items.map((item) => item.questionId)), { message: 'a question is listed twice' }),
  }),
  z.object({
    mode: z.literal('random'),
    rules: z
      .array(PaperRule)
      .min(1)
      .max(L.rules)
      .refine((rules) => rules.reduce((sum, rule) => sum + rule.count, 0) <= L.paperQuestions, {
        message: `at most ${L.paperQuestions} questions in all`,
      }),
  }),
]);
export type PaperInput = z.infer<typeof PaperInput>;

/** Where the exam belongs: a programme's unit of kind `exam` (enrolled teachers sit it), or a school's own teachers. */
export const ExamPlacement = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unit'), unitId: Id }),
  z.object({ kind: z.literal('school'), schoolId: Id }),
]);
export type ExamPlacement = z.infer<typeof ExamPlacement>;

/** Everything staff set on an exam. */
export const ExamInput = z.object({
  title: z.string().trim().min(1).max(L.title),
  /** Plain text shown before starting. */
  instructions: z.string().trim().max(L.instructions),
  placement: ExamPlacement,
  paper: PaperInput,
  /** Minutes from the start; null: until the window closes. */
  timeLimitMinutes: z.number().int().min(1).max(L.timeLimitMinutesMax).nullable(),
  /** The window attempts may start in; an attempt ends by the close at the latest. */
  opensAt: IsoDateTime,
  closesAt: IsoDateTime,
  /** 1..10; null: unlimited. */
  attemptsAllowed: z.number().int().min(1).max(L.attemptsMax).nullable(),
  counts: CountedAttempt,
  /** The share of the paper's points (0-100, whole percent) a teacher needs to pass. */
  passPercent: z.number().int().min(0).max(100),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  revealResults: RevealWhen,
  revealExplanations: RevealWhen,
});
export type ExamInput = z.infer<typeof ExamInput>;

const windowRule = <T extends z.ZodType<{ opensAt: string; closesAt: string }>>(schema: T) =>
  schema.refine((body) => Date.parse(body.opensAt) < Date.parse(body.closesAt), {
    message: 'closesAt must be after opensAt',
    path: ['closesAt'],
  });

/** manage/exams/save: creates a draft (no examId) or rewrites an exam at the version read. */
export const SaveExamBody = windowRule(ExamInput.extend({ examId: Id.optional(), version: z.number().int().min(1).optional() })).refine(
  (body) => body.examId === undefined || body.version !== undefined,
  { message: 'version is required with examId', path: ['version'] },
);
export type SaveExamBody = z.infer<typeof SaveExamBody>;

/** manage/exams/publish: an exam at the version read. */
export const PublishExamBody = z.object({ examId: Id, version: z.number().int().min(1) });
export type PublishExamBody = z.infer<typeof PublishExamBody>;

/** A read naming one exam. */
export const ExamIdQuery = AppIdQuery.extend({ examId: QueryId });
export type ExamIdQuery = z.infer<typeof ExamIdQuery>;
/** A read naming a programme's exam unit. */
export const ExamUnitQuery = AppIdQuery.extend({ unitId: QueryId });
export type ExamUnitQuery = z.infer<typeof ExamUnitQuery>;
/** A read naming one attempt. */
export const AttemptIdQuery = AppIdQuery.extend({ attemptId: QueryId });
export type AttemptIdQuery = z.infer<typeof AttemptIdQuery>;

/** manage/exams/list: the exams the caller manages, newest first. */
export const ManageExamsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  programmeId: QueryId.optional(),
  status: ExamStatus.optional(),
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});
export type ManageExamsQuery = z.infer<typeof ManageExamsQuery>;

/** A question of a fixed paper as the editor lists it. */
export const FixedPaperItemView = FixedPaperItem.extend({ kind: ExamQuestionKind, stem: z.string() });
export type FixedPaperItemView = z.infer<typeof FixedPaperItemView>;

/** An exam as staff read it (lists and the editor). */
export const ManagedExam = ExamInput.omit({ paper: true }).extend({
  id: Id,
  version: z.number().int(),
  status: ExamStatus,
  paper: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('fixed'), items: z.array(FixedPaperItemView) }),
    z.object({ mode: z.literal('random'), rules: z.array(PaperRule) }),
  ]),
  /** The programme of a unit's exam; null for a school's exam. */
  programmeId: Id.nullable(),
  programmeTitle: z.string().nullable(),
  questionCount: z.number().int(),
  totalPoints: z.number().int(),
  attemptCount: z.number().int(),
  publishedAt: IsoDateTime.nullable(),
  updatedAt: IsoDateTime,
});
export type ManagedExam = z.infer<typeof ManagedExam>;
/** manage/exams/list: exams without their papers (the editor reads one whole). */
export const ManagedExamPage = paged(ManagedExam.omit({ paper: true }));

/** manage/exams/preview: a paper drawn by the exam's rules (or its fixed paper) as a teacher would see it. */
export const PreviewPaperBody = z.object({
  examId: Id,
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
});
export type PreviewPaperBody = z.infer<typeof PreviewPaperBody>;

// ---- Attempts, as teachers see them ----

/** An option of a choice question in the attempt's order; `key` names it in answers whatever the order. */
export const PaperOption = z.object({ key: z.string(), text: z.string() });
export type PaperOption = z.infer<typeof PaperOption>;

/** One answer as given, per kind. `choice`/`choices` are option keys; `blanks` in the stem's order. */
export const AnswerBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), choice: z.string().min(1).max(8) }),
  z.object({
    kind: z.literal('multiple'),
    choices: z.array(z.string().min(1).max(8)).max(L.choices).refine(distinct, { message: 'an option is listed twice' }),
  }),
  z.object({ kind: z.literal('true_false'), value: z.boolean() }),
  z.object({ kind: z.literal('fill_blank'), blanks: z.array(z.string().max(L.blank)).min(1).max(L.blanks) }),
  z.object({ kind: z.literal('short_answer'), text: z.string().max(L.answerText) }),
]);
export type AnswerBody = z.infer<typeof AnswerBody>;

/** A question of a paper as the person sitting it sees it: never its correct answer or explanation. */
export const PaperQuestion = z.object({
  /** 1-based, in the attempt's order. */
  position: z.number().int(),
  kind: ExamQuestionKind,
  /** Sanitised rich text. */
  stem: z.string(),
  /** Choice questions' options in the attempt's order; empty otherwise. */
  options: z.array(PaperOption),
  /** Fill-in-the-blank: how many blanks; 0 otherwise. */
  blankCount: z.number().int(),
  points: z.number().int(),
});
export type PaperQuestion = z.infer<typeof PaperQuestion>;

/** A paper drawn for a preview. */
export const PaperPreview = z.object({ questions: z.array(PaperQuestion), totalPoints: z.number().int() });
export type PaperPreview = z.infer<typeof PaperPreview>;

/** A question of an attempt, with what was saved for it. */
export const AttemptQuestion = PaperQuestion.extend({ answer: AnswerBody.nullable(), savedAt: IsoDateTime.nullable() });
export type AttemptQuestion = z.infer<typeof AttemptQuestion>;

/** An attempt as its teacher sees it while sitting it (and after: answers as given). */
export const AttemptView = z.object({
  id: Id,
  examId: Id,
  examTitle: z.string(),
  /** 1 for the teacher's first attempt at the exam. */
  number: z.number().int(),
  status: AttemptStatus,
  startedAt: IsoDateTime,
  /** When the attempt ends: min(start + time limit, window close), on the server's clock. */
  deadline: IsoDateTime,
  /** The server's clock when it answered, so the page counts down without trusting the browser's. */
  serverNow: IsoDateTime,
  submittedAt: IsoDateTime.nullable(),
  questions: z.array(AttemptQuestion),
});
export type AttemptView = z.infer<typeof AttemptView>;

/** PUT answers/:position: the question's answer as given; null clears it. */
export const SaveAnswerBody = z.object({ answer: AnswerBody.nullable() });
export type SaveAnswerBody = z.infer<typeof SaveAnswerBody>;
export const SaveAnswerParams = z.object({
  attemptId: z.string().regex(/^\d{1,15}$/, 'must be a number'),
  position: z.string().regex(/^\d{1,3}$/, 'must be a number'),
});
/** What a save answers: when it was stored (the same on a repeat of the same answer). */
export const SavedAnswer = z.object({ position: z.number().int(), savedAt: IsoDateTime, deadline: IsoDateTime, serverNow: IsoDateTime });
export type SavedAnswer = z.infer<typeof SavedAnswer>;

/** exams/start: starts an attempt, or answers the open one (a reload or second tab resumes it). */
export const StartAttemptBody = z.object({ examId: Id });
export type StartAttemptBody = z.infer<typeof StartAttemptBody>;
/** attempts/submit: ends an attempt (a repeat answers the submitted attempt). */
export const SubmitAttemptBody = z.object({ attemptId: Id });
export type SubmitAttemptBody = z.infer<typeof SubmitAttemptBody>;

/** Why a teacher cannot start an attempt now; null when they can (or have one open). */
export const StartBlocker = z.enum(['not_open', 'closed', 'no_attempts_left', 'not_enrolled']);
export type StartBlocker = z.infer<typeof StartBlocker>;

/** A score; null while short answers wait for a grader or when results are not revealed. */
export const AttemptScore = z.object({
  score: z.number().nullable(),
  maxScore: z.number().int(),
  passed: z.boolean().nullable(),
});

/** One of the teacher's attempts in the exam's page. */
export const AttemptSummary = AttemptScore.extend({
  id: Id,
  number: z.number().int(),
  status: AttemptStatus,
  startedAt: IsoDateTime,
  submittedAt: IsoDateTime.nullable(),
  submittedBy: SubmittedBy.nullable(),
});
export type AttemptSummary = z.infer<typeof AttemptSummary>;

/** An exam as a teacher sees it: settings, window, attempts left and the counted result. */
export const TeacherExam = z.object({
  id: Id,
  title: z.string(),
  instructions: z.string(),
  programmeId: Id.nullable(),
  unitId: Id.nullable(),
  opensAt: IsoDateTime,
  closesAt: IsoDateTime,
  timeLimitMinutes: z.number().int().nullable(),
  attemptsAllowed: z.number().int().nullable(),
  /** null: unlimited. */
  attemptsLeft: z.number().int().nullable(),
  counts: CountedAttempt,
  passPercent: z.number().int(),
  questionCount: z.number().int(),
  totalPoints: z.number().int(),
  openAttemptId: Id.nullable(),
  blocker: StartBlocker.nullable(),
  attempts: z.array(AttemptSummary),
  /** The counted attempt's result (by `counts`), when results are revealed and it is graded. */
  counted: AttemptScore.extend({ attemptId: Id }).nullable(),
  serverNow: IsoDateTime,
});
export type TeacherExam = z.infer<typeof TeacherExam>;

/** A question of a submitted attempt, as far as the reveal settings allow. */
export const ResultQuestion = AttemptQuestion.extend({
  outcome: QuestionOutcome,
  /** Points given; null while waiting for a grader. */
  awarded: z.number().nullable(),
  /** The grader's feedback on a short answer. */
  feedback: z.string().nullable(),
  /** The correct answer (short answers: the reference answer as text); only when explanations are revealed. */
  correct: AnswerBody.nullable(),
  explanation: z.string().nullable(),
});
export type ResultQuestion = z.infer<typeof ResultQuestion>;

/** attempts/result: a submitted attempt's result; `questions` is empty while results are not revealed. */
export const AttemptResult = AttemptScore.extend({
  attemptId: Id,
  examId: Id,
  examTitle: z.string(),
  status: AttemptStatus,
  submittedAt: IsoDateTime.nullable(),
  submittedBy: SubmittedBy.nullable(),
  passPercent: z.number().int(),
  /** Short answers still waiting for a grader. */
  pendingCount: z.number().int(),
  resultsRevealed: z.boolean(),
  explanationsRevealed: z.boolean(),
  questions: z.array(ResultQuestion),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

// ---- Staff: attempts and grading ----

/** manage/exams/attempts: an exam's attempts, newest first. */
export const ExamAttemptsQuery = ExamIdQuery.extend(PageQuery.shape).extend({ status: AttemptStatus.optional() });
export type ExamAttemptsQuery = z.infer<typeof ExamAttemptsQuery>;

/** One attempt in the staff's list of an exam's attempts. */
export const ExamAttemptRow = AttemptSummary.extend({ userId: Id, teacherName: z.string(), pendingCount: z.number().int() });
export type ExamAttemptRow = z.infer<typeof ExamAttemptRow>;
export const ExamAttemptPage = paged(ExamAttemptRow);

/** manage/grading/queue: short answers of submitted attempts waiting for a grader, oldest first. */
export const GradingQueueQuery = AppIdQuery.extend(PageQuery.shape).extend({ examId: QueryId.optional() });
export type GradingQueueQuery = z.infer<typeof GradingQueueQuery>;

/** A short answer waiting in the grading queue. */
export const GradingQueueRow = z.object({
  attemptId: Id,
  position: z.number().int(),
  examId: Id,
  examTitle: z.string(),
  teacherName: z.string(),
  submittedAt: IsoDateTime,
  points: z.number().int(),
});
export type GradingQueueRow = z.infer<typeof GradingQueueRow>;
export const GradingQueuePage = paged(GradingQueueRow);

/** manage/grading/detail: one short answer with its question. */
export const GradingItemQuery = AttemptIdQuery.extend({ position: z.coerce.number().int().min(1).max(L.paperQuestions) });
export type GradingItemQuery = z.infer<typeof GradingItemQuery>;

/** A short answer as its grader sees it. */
export const GradingItem = GradingQueueRow.extend({
  stem: z.string(),
  /** The question's reference answer (rich text); empty when it has none. */
  referenceAnswer: z.string(),
  answerText: z.string().nullable(),
  awarded: z.number().nullable(),
  feedback: z.string().nullable(),
});
export type GradingItem = z.infer<typeof GradingItem>;

/** manage/grading/grade: points (at most the question's) and feedback for one short answer. */
export const GradeAnswerBody = z.object({
  attemptId: Id,
  position: z.number().int().min(1).max(L.paperQuestions),
  points: z.number().int().min(0).max(L.pointsMax),
  feedback: z.string().trim().max(L.feedback),
});
export type GradeAnswerBody = z.infer<typeof GradeAnswerBody>;

/** What grading answers: the attempt's state after it, and the next short answer waiting, if any. */
export const GradedAnswer = z.object({
  attemptId: Id,
  status: AttemptStatus,
  next: GradingQueueRow.pick({ attemptId: true, position: true }).nullable(),
});
export type GradedAnswer = z.infer<typeof GradedAnswer>;
