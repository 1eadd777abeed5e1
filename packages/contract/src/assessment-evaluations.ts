import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { IsoDateTime } from './iso-date-time';
import { AssessmentEvaluationLimits as L, KEYWORD_MAX } from './limits';
import { distinct, Id, QueryId } from './assessment-exam-enums';
import { EvaluationBlocker, EvaluationStatus } from './assessment-evaluation-enums';

// Evaluations (问卷/培训评估, issue 38). Staff put a questionnaire on a programme's unit of kind `evaluation`; the
// programme's enrolled teachers answer it once, in its window (the programme's dates unless set), and answering
// completes the unit. A questionnaire is anonymous or named, fixed (with its questions) once the first answer exists.
// Anonymous answers are never linkable to a person, staff included: the server keeps who answered apart from what
// was answered. Staff who manage the programme read the results per question and download them; district staff read
// every programme's rates and mean ratings side by side. Teachers never read anyone's answers.

export { EvaluationBlocker, EvaluationQuestionKind, EvaluationStatus } from './assessment-evaluation-enums';

const Prompt = z.string().trim().min(1).max(L.prompt);
const Option = z.string().trim().min(1).max(L.option);
const Options = z
  .array(Option)
  .min(2)
  .max(L.options)
  .refine((options) => distinct(options), { message: 'an option is listed twice' });

// ---- Questions, as staff write them ----

/** A question. Answers name it by its position in the questionnaire (from 0). */
export const EvaluationQuestion = z.discriminatedUnion('kind', [
  /** A rating from 1 to `scale`, the ends labelled (e.g. 很不满意 … 非常满意). */
  z.object({
    kind: z.literal('rating'),
    prompt: Prompt,
    required: z.boolean(),
    scale: z.number().int().min(L.scaleMin).max(L.scaleMax),
    lowLabel: z.string().trim().max(L.scaleLabel),
    highLabel: z.string().trim().max(L.scaleLabel),
  }),
  z.object({ kind: z.literal('single'), prompt: Prompt, required: z.boolean(), options: Options }),
  z.object({ kind: z.literal('multiple'), prompt: Prompt, required: z.boolean(), options: Options }),
  /** Open text of at most `maxLength` characters. */
  z.object({ kind: z.literal('text'), prompt: Prompt, required: z.boolean(), maxLength: z.number().int().min(1).max(L.textMax) }),
]);
export type EvaluationQuestion = z.infer<typeof EvaluationQuestion>;

/** Where a questionnaire belongs: a programme's unit of kind `evaluation` (one questionnaire per unit). */
export const EvaluationPlacement = z.object({ kind: z.literal('unit'), unitId: Id });
export type EvaluationPlacement = z.infer<typeof EvaluationPlacement>;

/** Everything staff set on a questionnaire. */
export const EvaluationInput = z.object({
  title: z.string().trim().min(1).max(L.title),
  /** Plain text shown above the questions. */
  intro: z.string().trim().max(L.intro),
  placement: EvaluationPlacement,
  /** Anonymous: nobody, staff included, can tell who gave an answer. Fixed once the first answer exists. */
  anonymous: z.boolean(),
  /** The window answers are taken in; null: the programme's first day's start / last day's end (China time). */
  opensAt: IsoDateTime.nullable(),
  closesAt: IsoDateTime.nullable(),
  /** Fixed once the first answer exists. */
  questions: z.array(EvaluationQuestion).min(1).max(L.questions),
});
export type EvaluationInput = z.infer<typeof EvaluationInput>;

/** manage/evaluations/save: creates a draft (no evaluationId) or rewrites one at the version read. */
export const SaveEvaluationBody = EvaluationInput.extend({ evaluationId: Id.optional(), version: z.number().int().min(1).optional() })
  .refine((body) => body.opensAt === null || body.closesAt === null || Date.parse(body.opensAt) < Date.parse(body.closesAt), {
    message: 'closesAt must be after opensAt',
    path: ['closesAt'],
  })
  .refine((body) => body.evaluationId === undefined || body.version !== undefined, {
    message: 'version is required with evaluationId',
    path: ['version'],
  });
export type SaveEvaluationBody = z.infer<typeof SaveEvaluationBody>;

/** manage/evaluations/publish and /delete: a questionnaire at the version read. */
export const EvaluationVersionBody = z.object({ evaluationId: Id, version: z.number().int().min(1) });
export type EvaluationVersionBody = z.infer<typeof EvaluationVersionBody>;

/** A read naming one questionnaire. */
export const EvaluationIdQuery = AppIdQuery.extend({ evaluationId: QueryId });
export type EvaluationIdQuery = z.infer<typeof EvaluationIdQuery>;
/** A read naming a programme's evaluation unit. */
export const EvaluationUnitQuery = AppIdQuery.extend({ unitId: QueryId });
export type EvaluationUnitQuery = z.infer<typeof EvaluationUnitQuery>;

/** manage/evaluations/list: the questionnaires the caller manages, newest first. */
export const ManageEvaluationsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  programmeId: QueryId.optional(),
  status: EvaluationStatus.optional(),
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});
export type ManageEvaluationsQuery = z.infer<typeof ManageEvaluationsQuery>;

/** The window in force: the questionnaire's own or its programme's. */
const Window = { opensAt: IsoDateTime, closesAt: IsoDateTime };

/** A questionnaire as staff read it (the editor). `opensAt`/`closesAt` are as set (null: the programme's). */
export const ManagedEvaluation = EvaluationInput.extend({
  id: Id,
  version: z.number().int(),
  status: EvaluationStatus,
  programmeId: Id,
  programmeTitle: z.string(),
  unitTitle: z.string(),
  /** The window in force. */
  window: z.object(Window),
  responseCount: z.number().int(),
  enrolledCount: z.number().int(),
  /** True once an answer exists: anonymity and questions can no longer change, nor the questionnaire be deleted. */
  locked: z.boolean(),
  publishedAt: IsoDateTime.nullable(),
  updatedAt: IsoDateTime,
});
export type ManagedEvaluation = z.infer<typeof ManagedEvaluation>;
/** manage/evaluations/list: questionnaires without their questions (the editor reads one whole). */
export const ManagedEvaluationPage = paged(ManagedEvaluation.omit({ questions: true }).extend({ questionCount: z.number().int() }));

// ---- Teachers ----

/** A published questionnaire as an enrolled (or would-be) teacher reads it. Never anyone's answers. */
export const TeacherEvaluation = z.object({
  id: Id,
  unitId: Id,
  programmeId: Id,
  programmeTitle: z.string(),
  title: z.string(),
  intro: z.string(),
  anonymous: z.boolean(),
  ...Window,
  questions: z.array(EvaluationQuestion),
  /** Whether the caller has answered (for an anonymous questionnaire, that is all anyone knows). */
  responded: z.boolean(),
  /** Why the caller cannot answer now; null: they can. */
  blocker: EvaluationBlocker.nullable(),
});
export type TeacherEvaluation = z.infer<typeof TeacherEvaluation>;

/** One question's answer; its kind must be the question's. A text answer of blanks counts as none. */
export const EvaluationAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rating'), value: z.number().int().min(1).max(L.scaleMax) }),
  z.object({
    kind: z.literal('single'),
    option: z
      .number()
      .int()
      .min(0)
      .max(L.options - 1),
  }),
  z.object({
    kind: z.literal('multiple'),
    options: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(L.options - 1),
      )
      .min(1)
      .max(L.options)
      .refine((options) => distinct(options), { message: 'an option is chosen twice' }),
  }),
  z.object({ kind: z.literal('text'), text: z.string().trim().max(L.textMax) }),
]);
export type EvaluationAnswer = z.infer<typeof EvaluationAnswer>;

/** evaluations/respond: one answer (or null, unanswered) per question, in the questionnaire's order. */
export const RespondEvaluationBody = z.object({ evaluationId: Id, answers: z.array(EvaluationAnswer.nullable()).min(1).max(L.questions) });
export type RespondEvaluationBody = z.infer<typeof RespondEvaluationBody>;

// ---- Results ----

const ResultBase = { position: z.number().int(), prompt: z.string(), required: z.boolean(), answered: z.number().int() };

/** One question's results. Open texts carry the respondent's name only for a named questionnaire. */
export const EvaluationQuestionResult = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rating'),
    ...ResultBase,
    scale: z.number().int(),
    lowLabel: z.string(),
    highLabel: z.string(),
    /** counts[i]: answers of rating i + 1. */
    counts: z.array(z.number().int()),
    /** Null when nobody answered. */
    mean: z.number().nullable(),
  }),
  z.object({ kind: z.literal('single'), ...ResultBase, options: z.array(z.object({ label: z.string(), count: z.number().int() })) }),
  z.object({ kind: z.literal('multiple'), ...ResultBase, options: z.array(z.object({ label: z.string(), count: z.number().int() })) }),
  z.object({ kind: z.literal('text'), ...ResultBase, texts: z.array(z.object({ text: z.string(), respondent: z.string().nullable() })) }),
]);
export type EvaluationQuestionResult = z.infer<typeof EvaluationQuestionResult>;

/** manage/evaluations/results: a questionnaire's results, its responses against the programme's enrolled teachers. */
export const EvaluationResults = z.object({
  evaluation: ManagedEvaluation.pick({
    id: true,
    title: true,
    anonymous: true,
    status: true,
    programmeId: true,
    programmeTitle: true,
    unitTitle: true,
    window: true,
  }),
  enrolledCount: z.number().int(),
  responseCount: z.number().int(),
  /** responseCount / enrolledCount, 0..1 (0 with nobody enrolled). */
  responseRate: z.number(),
  questions: z.array(EvaluationQuestionResult),
});
export type EvaluationResults = z.infer<typeof EvaluationResults>;

/** manage/evaluations/district (and its export): the published questionnaires of the programmes under the caller. */
export const DistrictEvaluationsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});
export type DistrictEvaluationsQuery = z.infer<typeof DistrictEvaluationsQuery>;
/** The district export: every matching questionnaire. */
export const DistrictEvaluationsExportQuery = AppIdQuery.extend({ keyword: z.string().trim().max(KEYWORD_MAX).optional() });
export type DistrictEvaluationsExportQuery = z.infer<typeof DistrictEvaluationsExportQuery>;

/** One programme's questionnaire in the district view: its response rate and each rating question's mean. */
export const DistrictEvaluationRow = z.object({
  evaluationId: Id,
  title: z.string(),
  anonymous: z.boolean(),
  programmeId: Id,
  programmeTitle: z.string(),
  organiserName: z.string(),
  ...Window,
  enrolledCount: z.number().int(),
  responseCount: z.number().int(),
  responseRate: z.number(),
  ratings: z.array(z.object({ position: z.number().int(), prompt: z.string(), scale: z.number().int(), mean: z.number().nullable() })),
});
export type DistrictEvaluationRow = z.infer<typeof DistrictEvaluationRow>;
export const DistrictEvaluationPage = paged(DistrictEvaluationRow);
