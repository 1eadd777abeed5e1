import { z } from 'zod';
import { PageQuery, paged } from './envelope';
import { PresenceLimits } from './limits';
import { IsoDateTime } from './iso-date-time';

// Presence checks (issue 23): while a lesson plays the server asks, at moments the client cannot predict, for one
// action only a person in front of the screen takes. Crediting stops from the moment a check is issued until a check
// is passed; the heartbeat's answer says when one is due, the answer call (signed by the watch ticket) judges it on
// the server's clock. Authors may attach their own choice questions to moments of a lesson (an in-video quiz);
// staff see per lesson and teacher how many checks were issued, passed and missed.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const IsoDate = z.iso.date();
const AppId = z.string().min(1).max(64);

/** pick_number: "click the number N among these" (the player words it from its catalogue); question: an author's question. */
export const PresenceCheckKind = z.enum(['pick_number', 'question']);
export type PresenceCheckKind = z.infer<typeof PresenceCheckKind>;

/** A check awaiting its answer, as the player shows it. The right choice never leaves the server. */
export const PresenceCheck = z.object({
  id: z.uuid(),
  kind: PresenceCheckKind,
  /** pick_number: the number to pick, as digits; question: the author's question as written. */
  prompt: z.string(),
  /** What the one action chooses among, in the order to show; the answer names a choice by its index. */
  choices: z.array(z.string()).min(2).max(PresenceLimits.choicesMax),
  /** Server time by which the answer must arrive. */
  deadline: IsoDateTime,
  /** Seconds left when this answer was sent (server clock), for a countdown that does not trust the device's clock. */
  secondsLeft: z.number().int().min(0),
  /** Wrong answers still allowed (2 at first: a second wrong answer fails the check). */
  attemptsLeft: z.number().int().min(1).max(2),
});
export type PresenceCheck = z.infer<typeof PresenceCheck>;

/**
 * What a heartbeat's answer and a watch session say about presence: the check awaiting an answer, if any, and
 * whether crediting is stopped (a check pending, or the last one missed or failed, until a later one is passed).
 */
export const PresenceStatus = z.object({
  check: PresenceCheck.nullable(),
  creditHeld: z.boolean(),
});
export type PresenceStatus = z.infer<typeof PresenceStatus>;

/** The answer to a check: public like the heartbeat, the ticket in the body is the credential. */
export const PresenceAnswerBody = z.object({
  ticket: z.string().min(1).max(512),
  checkId: z.uuid(),
  /** Index into the check's `choices`. */
  choice: z
    .number()
    .int()
    .min(0)
    .max(PresenceLimits.choicesMax - 1),
});
export type PresenceAnswerBody = z.infer<typeof PresenceAnswerBody>;

/**
 * passed: crediting resumes now. wrong: one more attempt. failed: the second wrong answer, crediting stays stopped
 * and `check` is a new one. missed: it came after the deadline, likewise. not_pending: no such check awaits this
 * ticket's answer (replayed, already judged, or another lesson's): nothing changed.
 */
export const PresenceOutcome = z.enum(['passed', 'wrong', 'failed', 'missed', 'not_pending']);
export type PresenceOutcome = z.infer<typeof PresenceOutcome>;

export const PresenceAnswerResult = PresenceStatus.extend({ outcome: PresenceOutcome });
export type PresenceAnswerResult = z.infer<typeof PresenceAnswerResult>;

// ---- The tenant's setting (district admins) ----

export const PRESENCE_DEFAULT_EVERY_MINUTES = 10;
export const PRESENCE_DEFAULT_ANSWER_SECONDS = 60;

export const PresenceSettings = z.object({
  /** Null: no checks. Otherwise checks come on average this often (never in a session's first minute). */
  everyMinutes: z.number().int().min(PresenceLimits.everyMinutesMin).max(PresenceLimits.everyMinutesMax).nullable(),
  /** The window to answer a check in. */
  answerSeconds: z.number().int().min(PresenceLimits.answerSecondsMin).max(PresenceLimits.answerSecondsMax),
});
export type PresenceSettings = z.infer<typeof PresenceSettings>;

// ---- The author's questions (an in-video quiz) ----

const QuestionFields = z.object({
  /** Media second (documents: second of reading) at which it is asked, when playback crosses it. */
  atSecond: z.number().int().min(PresenceLimits.questionAtSecondMin).max(1_000_000),
  prompt: z.string().trim().min(1).max(PresenceLimits.prompt),
  choices: z.array(z.string().trim().min(1).max(PresenceLimits.choice)).min(2).max(PresenceLimits.choicesMax),
  /** Index of the right choice; kept on the server, never sent to the player. */
  correctChoice: z
    .number()
    .int()
    .min(0)
    .max(PresenceLimits.choicesMax - 1),
});

const choicesAreSound = (question: { choices: string[]; correctChoice: number }, context: z.RefinementCtx) => {
  if (question.correctChoice >= question.choices.length)
    context.addIssue({ code: 'custom', path: ['correctChoice'], message: 'must name one of the choices' });
  if (new Set(question.choices).size !== question.choices.length)
    context.addIssue({ code: 'custom', path: ['choices'], message: 'choices must differ' });
};

/** Creates a question (no `id`) or replaces one (`id`) of a video or document lesson. */
export const SaveLessonQuestionBody = QuestionFields.extend({ unitId: Id, id: Id.optional() }).superRefine(choicesAreSound);
export type SaveLessonQuestionBody = z.infer<typeof SaveLessonQuestionBody>;

export const DeleteLessonQuestionBody = z.object({ id: Id });

export const LessonQuestionsQuery = z.object({ appId: AppId, unitId: DigitsId });

/** How often a check was asked, passed and missed (not answered in time, or answered wrongly twice). */
export const PresenceCounts = z.object({
  issued: z.number().int().min(0),
  passed: z.number().int().min(0),
  missed: z.number().int().min(0),
});
export type PresenceCounts = z.infer<typeof PresenceCounts>;

/** A question with its results among the teachers in the caller's reach. */
export const LessonQuestion = QuestionFields.extend({
  id: Id,
  unitId: Id,
  results: PresenceCounts,
  updatedAt: IsoDateTime,
});
export type LessonQuestion = z.infer<typeof LessonQuestion>;

export const LessonQuestionList = z.object({ unitId: Id, lessonSeconds: z.number().nullable(), questions: z.array(LessonQuestion) });
export type LessonQuestionList = z.infer<typeof LessonQuestionList>;

// ---- The staff report per lesson and teacher ----

export const PresenceReportQuery = PageQuery.extend({
  appId: AppId,
  programmeId: DigitsId.optional(),
  unitId: DigitsId.optional(),
  /** District staff: one school; school admins always see their own school. */
  schoolId: DigitsId.optional(),
  /** Checks issued on or after / before the end of these days (China time). */
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  keyword: z.string().trim().max(PresenceLimits.reportKeyword).optional(),
});
export type PresenceReportQuery = z.infer<typeof PresenceReportQuery>;

export const PresenceReportRow = PresenceCounts.extend({
  unitId: Id,
  unitTitle: z.string(),
  programmeId: Id,
  programmeTitle: z.string(),
  userId: Id,
  teacherName: z.string(),
  schoolName: z.string().nullable(),
  /** Of `passed`, those that were the author's questions. */
  questionsPassed: z.number().int().min(0),
  lastIssuedAt: IsoDateTime,
});
export type PresenceReportRow = z.infer<typeof PresenceReportRow>;

export const PresenceReportPage = paged(PresenceReportRow).extend({ totals: PresenceCounts });
export type PresenceReportPage = z.infer<typeof PresenceReportPage>;
