import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';
import { AssessmentExamLimits as L, KEYWORD_MAX } from './limits';
import { CountedAttempt, distinct, ExamQuestionKind, ExamStatus, Id, Points, QueryId, RevealWhen } from './assessment-exam-enums';

// Exams (issue 38). Staff set an exam up as a programme's unit (a training unit of kind `exam`) or as a school's
// standalone exam, with a fixed paper (questions and their points, in order) or random rules drawing from question
// banks. A teacher's attempt runs on the server's clock: its deadline is min(start + time limit, window close), its
// paper names (question, version) pairs, answers are saved one question at a time as given and the server submits an
// expired attempt with what was saved. Correct answers never reach the browser before submission, and then only as the
// exam's reveal settings allow. The pass mark is a percentage of the paper's points (a random paper's total is known
// from its rules, and a percentage reads the same whatever the total).
// The attempts' schemas are in assessment-exam-attempts.ts, the enumerations in assessment-exam-enums.ts; this file
// re-exports the attempts and the enumerations, so callers import exams from one place.

export {
  AttemptStatus,
  CountedAttempt,
  ExamQuestionKind,
  ExamStatus,
  PaperMode,
  QuestionOutcome,
  RevealWhen,
  SubmittedBy,
} from './assessment-exam-enums';
export * from './assessment-exam-attempts';

const Tag = z.string().trim().min(1).max(L.tag);

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
