import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';
import { AssessmentExamLimits as L } from './limits';
import {
  AttemptStatus,
  CountedAttempt,
  distinct,
  ExamQuestionKind,
  Id,
  QueryId,
  QuestionOutcome,
  SubmittedBy,
} from './assessment-exam-enums';

// Exams as teachers sit them and staff grade them (issue 38; the settings are in assessment-exams.ts, which
// re-exports this file): the paper as the person sitting it sees it, answers per kind, results as revealed, the
// grading queue.

/** A read naming one attempt. */
export const AttemptIdQuery = AppIdQuery.extend({ attemptId: QueryId });
export type AttemptIdQuery = z.infer<typeof AttemptIdQuery>;

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

/** The published standalone exams of the caller's school, open or closed within the last 30 days, opening soonest first. */
export const SchoolExamList = z.object({ records: z.array(TeacherExam) });
export type SchoolExamList = z.infer<typeof SchoolExamList>;

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
export const ExamAttemptsQuery = AppIdQuery.extend({ examId: QueryId })
  .extend(PageQuery.shape)
  .extend({ status: AttemptStatus.optional() });
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
